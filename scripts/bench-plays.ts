// `npm run bench:plays`: proof-of-play ingestion and manifest polls against the real service on
// PostgreSQL (a database of its own on the server of DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, made and dropped here).
//
// 1. Ingestion: simulated players (in this process) post batches of 100–300 records to
//    POST /api/player/plays, each player on its own screen; then the same records go into a copy
//    of the plays table with plain multi-row INSERTs over a pool as large as the service's.
//    Reports records/s accepted, p50/p99 per batch, and the ratio service ÷ plain insert.
// 2. Manifest polls: 10,000 paired players ask GET /api/player/manifest with If-None-Match (19 in
//    20 with the current ETag, so mostly 304), against a bare Node server answering 304 the same way.
// Options: --players, --records, --connections, --duration, --pollers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cellStart, localDate } from '@screenspot/contracts/booking';
import type { PlayRecord, PlaysResult } from '@screenspot/contracts/player';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { startService } from '../e2e/support/service';
import { createDatabase, registerAdvertiser } from '../apps/api/test/faults/support';
import {
  operatorCookie,
  paidScreens,
  pairPlayers,
  type SimulatedPlayer,
} from '../apps/api/test/faults/simulated-players';
import { numberOptions } from './bench-options';
import { percentile } from './bench-stats';

const args = numberOptions({
  players: 50,
  records: 2000,
  connections: 100,
  duration: 10,
  pollers: 10_000,
});
const playerCount = args.players;
const recordsEach = args.records;
const pollers = args.pollers;

/** One batch of play records, sent as the player sends it. */
function sendPlays(baseUrl: string, player: SimulatedPlayer, batch: PlayRecord[]) {
  return fetch(`${baseUrl}/api/player/plays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ plays: batch }),
  });
}

/** Each player's plays: 5-second plays 6 seconds apart, in a past daytime, in batches of 100–300. */
function batchesFor(player: SimulatedPlayer, daysAgo = 2): PlayRecord[][] {
  const start = cellStart(
    localDate(new Date(Date.now() - daysAgo * 86_400_000)),
    'daytime',
  ).getTime();
  const records = Array.from({ length: recordsEach }, (_, i) => {
    const startedAt = start + i * 6_000;
    const durationMs = 4_800 + Math.floor(Math.random() * 400);
    return {
      playId: randomUUID(),
      seq: i + 1,
      itemToken: player.itemToken,
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(startedAt + durationMs).toISOString(),
      durationMs,
      status: 'completed' as const,
    };
  });
  const batches: PlayRecord[][] = [];
  for (let i = 0; i < records.length;) {
    const size = 100 + Math.floor(Math.random() * 201);
    batches.push(records.slice(i, i + size));
    i += size;
  }
  return batches;
}

async function ingestThroughService(
  baseUrl: string,
  players: SimulatedPlayer[],
  work: PlayRecord[][][],
) {
  const latencies: number[] = [];
  let accepted = 0;
  let other = 0;
  const reasons = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    players.map(async (player, i) => {
      for (const batch of work[i]!) {
        const t0 = performance.now();
        const res = await sendPlays(baseUrl, player, batch);
        const result = (await res.json()) as PlaysResult;
        latencies.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`plays answered ${res.status}`);
        accepted += result.accepted;
        other += result.duplicates + result.rejected.length;
        for (const r of result.rejected) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  if (reasons.size > 0) console.log('  refused:', Object.fromEntries(reasons));
  return { seconds, accepted, other, latencies };
}

/**
 * The same players pacing themselves so that together they send `rate` records a second (each
 * player one batch every so often, start times spread): the per-batch latency at that load.
 */
async function ingestPaced(
  baseUrl: string,
  players: SimulatedPlayer[],
  work: PlayRecord[][][],
  rate: number,
) {
  const latencies: number[] = [];
  const perPlayerRate = rate / players.length;
  const started = performance.now();
  await Promise.all(
    players.map(async (player, i) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      for (const batch of work[i]!) {
        const t0 = performance.now();
        const res = await sendPlays(baseUrl, player, batch);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        const wait = (batch.length / perPlayerRate) * 1000 - (performance.now() - t0);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { seconds: (performance.now() - started) / 1000, latencies };
}

async function ingestPlain(url: string, players: SimulatedPlayer[], work: PlayRecord[][][]) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('create table plays_plain (like plays including all)');
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    players.map(async (player, i) => {
      for (const batch of work[i]!) {
        const t0 = performance.now();
        const values: unknown[] = [];
        const rows = batch.map((r) => {
          const at = values.length;
          values.push(
            randomUUID(),
            1,
            player.screenId,
            player.orderId,
            1,
            r.seq,
            r.startedAt,
            r.endedAt,
            r.durationMs,
            5000,
            r.status,
            true,
          );
          return `(${Array.from({ length: 12 }, (_, k) => `$${at + k + 1}`).join(',')})`;
        });
        await pool.query(
          `insert into plays_plain (play_id, player_id, screen_id, order_id, item_id, seq,
             started_at, ended_at, duration_ms, expected_ms, status, complete)
           values ${rows.join(',')} on conflict do nothing`,
          values,
        );
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { seconds, latencies };
}

function bareNode304(port: number): ChildProcess {
  // The floor: parse the request, compare If-None-Match, answer 304 (or a small JSON body).
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

/** Answers by status class, which autocannon reports but its types leave out. */
const count = (result: Result, key: '2xx' | '3xx') =>
  (result as unknown as Record<string, number>)[key] ?? 0;

function poll(
  url: string,
  pick: () => Record<string, string>,
  connections: number,
  duration = args.duration,
) {
  return autocannon({
    url: url.replace('//localhost:', '//127.0.0.1:'),
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, headers: pick() }) }],
  });
}

async function main() {
  const database = await createDatabase('benchplays');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-bench-plays-'));
  const service = await startService(
    { DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    { dataDir },
  );
  const children: ChildProcess[] = [];
  try {
    const cookie = await operatorCookie(service.url, database.query);
    const advertiser = await registerAdvertiser(service.url);
    const screens = await paidScreens(database.query, playerCount, {
      customerId: advertiser.id,
      fromDay: -3,
      toDay: 1,
    });
    const players = await pairPlayers(service.url, cookie, screens);
    const work = players.map((player) => batchesFor(player));
    const total = playerCount * recordsEach;
    console.log(`ingestion: ${playerCount} players, ${total} records in batches of 100–300`);

    const service1 = await ingestThroughService(service.url, players, work);
    // A second set of records for the paced run (new playIds, the next day's daytime).
    const pacedWork = players.map((player) =>
      batchesFor(player, 1).slice(0, Math.ceil(work[0]!.length / 2)),
    );
    const paced = await ingestPaced(service.url, players, pacedWork, 5_000);
    const plain = await ingestPlain(database.url, players, work);
    const serviceRate = service1.accepted / service1.seconds;
    const plainRate = total / plain.seconds;
    const [stored] = await database.query<{ n: number }>('select count(*)::int as n from plays');
    console.log(
      `  service:     ${Math.round(serviceRate)} records/s accepted (${service1.accepted} accepted, ${service1.other} not, ${stored!.n} rows), ` +
        `per batch p50 ${percentile(service1.latencies, 50).toFixed(1)} ms, p99 ${percentile(service1.latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `  service paced at 5,000 records/s: per batch p50 ${percentile(paced.latencies, 50).toFixed(1)} ms, p99 ${percentile(paced.latencies, 99).toFixed(1)} ms (${paced.latencies.length} batches in ${paced.seconds.toFixed(0)} s)`,
    );
    console.log(
      `  plain INSERT: ${Math.round(plainRate)} records/s, per batch p50 ${percentile(plain.latencies, 50).toFixed(1)} ms, p99 ${percentile(plain.latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `  ratio ${(serviceRate / plainRate).toFixed(2)} (goal ≥ 0.5); goals ≥ 5,000 records/s, p99 ≤ 100 ms per batch`,
    );

    // 10,000 players spread over the screens, their tokens stored hashed as pairing would.
    const tokens = Array.from({ length: pollers }, () => randomBytes(32).toString('base64url'));
    for (let i = 0; i < tokens.length; i += 1000) {
      const chunk = tokens.slice(i, i + 1000);
      await database.query(
        `insert into players (screen_id, token_hash)
         select ($1::int[])[1 + (n % array_length($1::int[], 1))], h
         from unnest($2::text[]) with ordinality as t(h, n)`,
        [
          screens.map((s) => s.screenId),
          chunk.map((t) => createHash('sha256').update(t).digest('hex')),
        ],
      );
    }
    const screenOf = await database.query<{ token_hash: string; screen_id: number }>(
      'select token_hash, screen_id from players where token_hash is not null',
    );
    const screenByHash = new Map(screenOf.map((row) => [row.token_hash, row.screen_id]));
    const etags = new Map<number, string>();
    for (const player of players) {
      const res = await fetch(`${service.url}/api/player/manifest`, {
        headers: { authorization: `Bearer ${player.token}` },
      });
      etags.set(player.screenId, res.headers.get('etag')!);
    }
    const pollerScreens = tokens.map((t) =>
      screenByHash.get(createHash('sha256').update(t).digest('hex'))!,
    );
    const pick = () => {
      const i = Math.floor(Math.random() * tokens.length);
      const current = Math.random() < 0.95;
      return {
        authorization: `Bearer ${tokens[i]}`,
        ...(current ? { 'if-none-match': etags.get(pollerScreens[i]!)! } : {}),
        'x-screen': etags.get(pollerScreens[i]!)!.replaceAll('"', ''),
      };
    };
    const connections = args.connections;
    // A warm-up pass first (every token looked up once), as a running fleet would be.
    await poll(`${service.url}/api/player/manifest`, pick, connections, 5);
    const served = await poll(`${service.url}/api/player/manifest`, pick, connections);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const bare = bareNode304(port);
    children.push(bare);
    await new Promise((resolve) => bare.stdout!.once('data', resolve));
    await poll(`http://127.0.0.1:${port}/`, pick, connections, 3);
    const floor = await poll(`http://127.0.0.1:${port}/`, pick, connections);
    const ok = (r: Result) => r.requests.total - r.non2xx + count(r, '3xx');
    console.log(
      `manifest polls: ${pollers} players, ${connections} connections, 95 % with the current ETag`,
    );
    console.log(
      `  service:   ${Math.round(served.requests.average)} req/s, p99 ${served.latency.p99} ms, 304s ${count(served, '3xx')}, 2xx ${count(served, '2xx')}, other ${served.non2xx - count(served, '3xx')}`,
    );
    console.log(
      `  bare Node: ${Math.round(floor.requests.average)} req/s, p99 ${floor.latency.p99} ms (answered ${ok(floor)})`,
    );
    console.log(
      `  ratio ${(served.requests.average / floor.requests.average).toFixed(2)} (goal ≥ 0.5)`,
    );
  } finally {
    for (const child of children) child.kill();
    await service.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
