// `npm run bench:manifests` (and the second part of `npm run bench:plays`): players polling their
// screens' manifests against the real service on PostgreSQL, as a fleet does: one or two players
// per screen, each on a screen of its own with a few paid orders, so no screen's manifest is
// shared by hundreds of pollers.
//
// 1. First polls: every player asks once without an ETag (its screen's first build, or the second
//    player reading what the first built): p50/p99.
// 2. Unchanged polls: every player asks with its current ETag, as between two changes, against a
//    bare Node server answering 304 the same way, in the same run: req/s and the ratio.
// 3. A changed manifest: one screen with 200 paid orders, its version bumped and its player's
//    next poll timed (the build of a 200-order manifest), p50/p95 of 40.
// Options: --screens, --per-screen (players per screen), --orders (per screen), --connections,
// --duration.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { daypartIds, localDate } from '@screenspot/contracts/booking';
import autocannon, { type Result } from 'autocannon';
import { registerAdvertiser } from '../apps/api/test/faults/support';
import { withBenchService } from './bench-service';
import { percentile } from './bench-stats';

type Query = <T extends Record<string, unknown>>(sql: string, values?: unknown[]) => Promise<T[]>;

export type ManifestBenchOptions = {
  screens: number;
  perScreen: number;
  orders: number;
  connections: number;
  duration: number;
};

/** The bench's command-line options and their defaults (`npm run bench:plays` takes them too). */
export const manifestOptionDefaults = {
  screens: 2000,
  'per-screen': 2,
  orders: 5,
  connections: 100,
  duration: 10,
};

/** The options as given on the command line, read into the bench's own. */
export function manifestBenchOptions(
  args: Record<keyof typeof manifestOptionDefaults, number>,
): ManifestBenchOptions {
  return {
    screens: args.screens,
    perScreen: args['per-screen'],
    orders: args.orders,
    connections: args.connections,
    duration: args.duration,
  };
}

/**
 * Screens, each with `orders` paid orders playing today and tomorrow, their videos checked and a
 * blanket content permit covering them.
 */
async function screensWithOrders(query: Query, customerId: number, count: number, orders: number) {
  const dates = [-1, 0, 1, 2].map((day) => localDate(new Date(Date.now() + day * 86_400_000)));
  const rows = await query<{ id: number }>(
    `with s as (
       insert into screens (name, location, latitude, longitude, price_cents, title, description,
         size, media_type, duration_seconds, loop_slots, house_slots)
       select 'Polled screen ' || g, 'Business Bay', 25.18 + g * 0.00001, 55.27, 20000,
         'Bay Avenue LED', 'Polled screen', '1920x1080', 'LED', 15, 12, 0
       from generate_series(1, $1::int) g returning id),
     o as (
       insert into orders (customer_id, screen_id, status_code, price_cents, video_key,
         video_content_type, video_bytes, video_duration_ms, video_file_name)
       select $2::int, s.id, 2, 20000, 'videos/polled-' || s.id || '-' || k || '.mp4',
         'video/mp4', 1024, 5000, 'ad.mp4'
       from s, generate_series(1, $3::int) k returning id, screen_id, video_key),
     c as (
       insert into order_cells (order_id, screen_id, date, daypart, spots)
       select o.id, o.screen_id, d::date, p, 1 from o, unnest($4::text[]) d, unnest($5::text[]) p),
     v as (
       insert into video_checks (order_id, video_key, status, sha256, duration_ms, checked_at)
       select o.id, o.video_key, 'pass', repeat('ab', 32), 5000, now() from o),
     permits as (
       -- Every screen requires content permits (decision 0062): the advertiser's blanket permit.
       insert into content_permits (screen_id, customer_id, number, authority, valid_from, valid_to)
       select s.id, $2::int, 'DM-BENCH-' || s.id, 'dm',
         (select min(d)::date from unnest($4::text[]) d),
         (select max(d)::date from unnest($4::text[]) d)
       from s)
     select id from s order by id`,
    [count, customerId, orders, dates, [...daypartIds]],
  );
  // A running database has its statistics (autovacuum analyzes); a bulk load has none yet.
  await query('analyze screens, orders, order_cells, video_checks');
  return rows.map((row) => Number(row.id));
}

/** Players paired with screens, their tokens stored hashed as pairing stores them. */
async function playersOn(query: Query, screenIds: number[], perScreen: number) {
  const players = screenIds.flatMap((screenId) =>
    Array.from({ length: perScreen }, () => ({
      screenId,
      token: randomBytes(32).toString('base64url'),
    })),
  );
  for (let i = 0; i < players.length; i += 1000) {
    const chunk = players.slice(i, i + 1000);
    await query(
      `insert into players (screen_id, token_hash)
       select * from unnest($1::int[], $2::text[])`,
      [
        chunk.map((p) => p.screenId),
        chunk.map((p) => createHash('sha256').update(p.token).digest('hex')),
      ],
    );
  }
  return players;
}

function bareNode304(port: number): ChildProcess {
  // The floor: parse the request, check a Bearer token is there, compare If-None-Match, answer 304.
  const code = `
    const body = JSON.stringify({ version: 'v', items: [], houseItems: [], revoked: [], pad: 'x'.repeat(600) });
    require('node:http').createServer((req, res) => {
      const etag = '"' + (req.headers['x-screen'] || '') + '"';
      if (!req.headers.authorization) { res.writeHead(401); return res.end(); }
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, { etag }); return res.end(); }
      res.writeHead(200, { etag, 'content-type': 'application/json' }); res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  return spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
}

const count = (result: Result, key: '2xx' | '3xx') =>
  (result as unknown as Record<string, number>)[key] ?? 0;

function poll(
  url: string,
  pick: () => Record<string, string>,
  connections: number,
  duration: number,
) {
  return autocannon({
    url: url.replace('//localhost:', '//127.0.0.1:'),
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, headers: pick() }) }],
  });
}

async function timed(work: () => Promise<Response>) {
  const started = performance.now();
  const res = await work();
  await res.arrayBuffer();
  return { res, ms: performance.now() - started };
}

/** The three phases against a running service; prints their figures. */
export async function benchManifests(
  serviceUrl: string,
  query: Query,
  customerId: number,
  options: ManifestBenchOptions,
) {
  const manifestUrl = `${serviceUrl}/api/player/manifest`;
  const screenIds = await screensWithOrders(query, customerId, options.screens, options.orders);
  const players = await playersOn(query, screenIds, options.perScreen);
  const etags = new Map<number, string>();
  const first: number[] = [];
  // Each player's first poll, 32 at a time: a screen's first build, or a read of it.
  for (let i = 0; i < players.length; i += 32) {
    await Promise.all(
      players.slice(i, i + 32).map(async (player) => {
        const { res, ms } = await timed(() =>
          fetch(manifestUrl, { headers: { authorization: `Bearer ${player.token}` } }),
        );
        if (res.status !== 200) throw new Error(`manifest answered ${res.status}`);
        etags.set(player.screenId, res.headers.get('etag')!);
        first.push(ms);
      }),
    );
  }
  first.sort((a, b) => a - b);
  console.log(
    `manifests: ${options.screens} screens × ${options.perScreen} players, ${options.orders} paid orders each`,
  );
  console.log(
    `  first polls (${first.length}): p50 ${percentile(first, 50).toFixed(1)} ms, p99 ${percentile(first, 99).toFixed(1)} ms`,
  );

  const pick = () => {
    const player = players[Math.floor(Math.random() * players.length)]!;
    const etag = etags.get(player.screenId)!;
    return {
      authorization: `Bearer ${player.token}`,
      'if-none-match': etag,
      'x-screen': etag.replaceAll('"', ''),
    };
  };
  const { connections, duration } = options;
  await poll(manifestUrl, pick, connections, 3);
  const served = await poll(manifestUrl, pick, connections, duration);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const bare = bareNode304(port);
  try {
    await new Promise((resolve) => bare.stdout!.once('data', resolve));
    await poll(`http://127.0.0.1:${port}/`, pick, connections, 3);
    const floor = await poll(`http://127.0.0.1:${port}/`, pick, connections, duration);
    console.log(`  unchanged polls, ${connections} connections, every ETag current:`);
    console.log(
      `    service:   ${Math.round(served.requests.average)} req/s, p99 ${served.latency.p99} ms, 304s ${count(served, '3xx')}, 2xx ${count(served, '2xx')}, other ${served.non2xx - count(served, '3xx')}`,
    );
    console.log(
      `    bare Node: ${Math.round(floor.requests.average)} req/s, p99 ${floor.latency.p99} ms, 304s ${count(floor, '3xx')}`,
    );
    console.log(
      `    ratio ${(served.requests.average / floor.requests.average).toFixed(2)} (goal ≥ 0.5)`,
    );
  } finally {
    bare.kill();
  }

  // One screen with 200 paid orders: bump its version, time the poll that rebuilds it.
  const rebuildRounds = 200;
  const [big] = await screensWithOrders(query, customerId, 1, 200);
  const [player] = await playersOn(query, [big!], 1);
  const headers = { authorization: `Bearer ${player!.token}` };
  let etag = (await fetch(manifestUrl, { headers })).headers.get('etag')!;
  const builds: number[] = [];
  // 200 rounds, so that the p95 is the tenth slowest and not the second.
  for (let round = 0; round < rebuildRounds; round += 1) {
    await query('select bump_manifests(array[$1::int])', [big]);
    // The bump reaches the service by NOTIFY a moment after its commit: polls until it has.
    for (;;) {
      const { res, ms } = await timed(() =>
        fetch(manifestUrl, { headers: { ...headers, 'if-none-match': etag } }),
      );
      if (res.status === 200) {
        etag = res.headers.get('etag')!;
        builds.push(ms);
        break;
      }
    }
  }
  const manifest = (await (await fetch(manifestUrl, { headers })).json()) as { items: unknown[] };
  const items = manifest.items.length;
  builds.sort((a, b) => a - b);
  console.log(
    `  a changed manifest of ${items} items, rebuilt on the next poll (${rebuildRounds} rounds): p50 ${percentile(builds, 50).toFixed(1)} ms, p95 ${percentile(builds, 95).toFixed(1)} ms (goal ≤ 50 ms)`,
  );
}

async function main() {
  const { numberOptions } = await import('./bench-options');
  const args = numberOptions(manifestOptionDefaults);
  await withBenchService('manifests', {}, async (service, database) => {
    const advertiser = await registerAdvertiser(service.url);
    await benchManifests(
      service.url,
      database.query as Query,
      advertiser.id,
      manifestBenchOptions(args),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
