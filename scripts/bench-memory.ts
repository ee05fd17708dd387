// `npm run bench:memory`: the service's resident memory under a long mixed load on PostgreSQL.
//
// Starts the compiled service (`npm run build` first: apps/api/dist/server.js) on a database of
// its own on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, made
// and dropped here), with paid screens and paired players made the way bench:plays makes them.
// Then, for --duration seconds (default 600), --workers loops (default 8) each send one request
// after another, drawn from a mix: finder searches, screen pages, quotes, manifest polls, play
// batches and report reads (the campaign report and the order page). Every --sample seconds
// (default 5) it reads the service's RSS from /proc/<pid>/status. Prints the RSS at the start of
// the load, its peak and at the end, with the requests sent, and exits non-zero when the peak is
// above --budget MB (default 300) or a request failed. The service runs with the old-space cap
// `npm run serve` gives it (--max-old-space-size in package.json); --heap N sets another (MB), and
// --heap 0 leaves V8's own limit.
// Options: --duration, --workers, --screens, --sample, --budget, --heap.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { cellStart, localDate } from '@screenspot/contracts/booking';
import type { PlayRecord } from '@screenspot/contracts/player';
import { registerAdvertiser, signIn } from '../apps/api/test/faults/support';
import {
  operatorCookie,
  paidScreens,
  pairPlayers,
  type SimulatedPlayer,
} from '../apps/api/test/faults/simulated-players';
import { numberOptions } from './bench-options';
import { withBenchService } from './bench-service';
import { rssMb } from './bench-stats';

/** The old-space cap, in MB, that `npm run serve` starts the service with (0: none). */
function servedHeapMb(): number {
  const scripts = (
    JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  return Number(/--max-old-space-size=(\d+)/.exec(scripts.serve ?? '')?.[1] ?? 0);
}

const args = numberOptions({
  duration: 600,
  workers: 8,
  screens: 20,
  sample: 5,
  budget: 300,
  heap: servedHeapMb(),
});

if (!existsSync('apps/api/dist/server.js')) {
  console.error('Build the service first: npm run build');
  process.exit(2);
}

const finderSearches = [
  '/api/leds/getAll?size=50',
  '/api/leds/getAll?location=marina&size=50',
  '/api/leds/getAll?location=business%20bay&size=20',
  '/api/leds/getAll?location=downtown&size=50&page=1',
  '/api/leds/getAll?search=mall&size=50',
];

/** A player's next batch: 20 back-to-back 5-second plays from where its last batch ended. */
function nextBatch(player: SimulatedPlayer & { cursor: number; seq: number }): PlayRecord[] {
  return Array.from({ length: 20 }, () => {
    const startedAt = player.cursor;
    player.cursor += 15_000;
    player.seq += 1;
    return {
      playId: randomUUID(),
      seq: player.seq,
      itemToken: player.itemToken,
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(startedAt + 5_000).toISOString(),
      durationMs: 5_000,
      status: 'completed' as const,
    };
  });
}

async function main() {
  const heap: Record<string, string> =
    args.heap > 0 ? { NODE_OPTIONS: `--max-old-space-size=${args.heap}` } : {};
  await withBenchService('memory', heap, async (service, database) => {
    const operator = await operatorCookie(service.url, database.query);
    const advertiser = await registerAdvertiser(service.url);
    const customer = await signIn(service.url, advertiser.email, advertiser.password);
    const screens = await paidScreens(database.query, args.screens, {
      customerId: advertiser.id,
      fromDay: -3,
      toDay: 1,
    });
    const [campaign] = await database.query<{ id: number }>(
      `insert into campaigns (customer_id, name) values ($1, 'Memory') returning id`,
      [advertiser.id],
    );
    await database.query(`update orders set campaign_id = $1 where customer_id = $2`, [
      campaign!.id,
      advertiser.id,
    ]);
    // Plays from the morning three days ago, one every 15 s, each player on its own screen.
    const firstMorning = cellStart(
      localDate(new Date(Date.now() - 3 * 86_400_000)),
      'morning',
    ).getTime();
    const players = (await pairPlayers(service.url, operator, screens)).map((player) => ({
      ...player,
      cursor: firstMorning,
      seq: 0,
    }));
    const screenIds = screens.map((screen) => screen.screenId);
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const soon = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));
    const json = { 'content-type': 'application/json' };

    type Kind = { name: string; share: number; send: () => Promise<Response> };
    const kinds: Kind[] = [
      { name: 'finder search', share: 0.25, send: () => fetch(service.url + pick(finderSearches)) },
      {
        name: 'screen page',
        share: 0.2,
        send: () => fetch(`${service.url}/api/leds?ledId=${pick(screenIds)}`),
      },
      {
        name: 'quote',
        share: 0.1,
        send: () =>
          fetch(`${service.url}/api/quote`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              items: [
                {
                  ledId: pick(screenIds),
                  startDate: soon(7),
                  endDate: soon(7 + Math.floor(Math.random() * 60)),
                  dayparts: ['morning', 'evening'],
                  spotsPerLoop: 1,
                },
              ],
            }),
          }),
      },
      {
        name: 'manifest poll',
        share: 0.2,
        send: () =>
          fetch(`${service.url}/api/player/manifest`, {
            headers: { authorization: `Bearer ${pick(players).token}` },
          }),
      },
      {
        name: 'play batch',
        share: 0.15,
        send: () => {
          const player = pick(players);
          return fetch(`${service.url}/api/player/plays`, {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${player.token}` },
            body: JSON.stringify({ plays: nextBatch(player) }),
          });
        },
      },
      {
        name: 'campaign report',
        share: 0.05,
        send: () =>
          fetch(`${service.url}/api/campaigns/${campaign!.id}/report`, {
            headers: { cookie: customer },
          }),
      },
      {
        name: 'order page',
        share: 0.05,
        send: () =>
          fetch(`${service.url}/api/order/${pick(screens).orderId}/delivery`, {
            headers: { cookie: customer },
          }),
      },
    ];
    const counts = new Map(kinds.map((kind) => [kind.name, { sent: 0, failed: 0 }]));
    const draw = () => {
      let roll = Math.random();
      for (const kind of kinds) {
        roll -= kind.share;
        if (roll < 0) return kind;
      }
      return kinds[0]!;
    };

    const start = rssMb(service.pid);
    let peak = start;
    const load = () => loadavg()[0]!.toFixed(1);
    console.log(
      `memory: ${args.workers} workers for ${args.duration} s on ${args.screens} screens` +
        `${args.heap > 0 ? `, old space capped at ${args.heap} MB` : ''}; ` +
        `RSS at start ${start.toFixed(1)} MB (load average ${load()})`,
    );
    const ends = Date.now() + args.duration * 1000;
    const sampler = setInterval(() => {
      const now = rssMb(service.pid);
      peak = Math.max(peak, now);
      const left = Math.max(0, Math.round((ends - Date.now()) / 1000));
      console.log(`  RSS ${now.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, ${left} s left`);
    }, args.sample * 1000);
    await Promise.all(
      Array.from({ length: args.workers }, async () => {
        while (Date.now() < ends) {
          const kind = draw();
          const count = counts.get(kind.name)!;
          count.sent += 1;
          try {
            const res = await kind.send();
            await res.arrayBuffer();
            if (res.status >= 400) count.failed += 1;
          } catch {
            count.failed += 1;
          }
        }
      }),
    );
    clearInterval(sampler);
    const end = rssMb(service.pid);
    peak = Math.max(peak, end);
    let failed = 0;
    for (const [name, count] of counts) {
      failed += count.failed;
      console.log(
        `  ${name.padEnd(16)} ${String(count.sent).padStart(8)} sent, ${count.failed} failed`,
      );
    }
    const [stored] = await database.query<{ n: number }>('select count(*)::int as n from plays');
    console.log(`  plays stored: ${stored!.n}; load average at the end ${load()}`);
    console.log(
      `RSS: start ${start.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, end ${end.toFixed(1)} MB ` +
        `(budget ${args.budget} MB: ${peak <= args.budget ? 'met' : 'missed'})`,
    );
    if (peak > args.budget || failed > 0) process.exitCode = 1;
  });
}

await main();
