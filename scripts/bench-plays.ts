// `npm run bench:plays`: proof-of-play ingestion and manifest polls against the real service on
// PostgreSQL (a database of its own on the server of DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, made and dropped here).
//
// 1. Ingestion: simulated players (in this process) post batches of 100–300 records to
//    POST /api/player/plays, each player on its own screen; then the same records (new playIds) go
//    into the same plays table (its partitions and rollup trigger) with plain multi-row INSERTs
//    over a pool as large as the service's.
//    Reports records/s accepted, p50/p99 per batch, and the ratio service ÷ plain insert.
//    Then the same ingestion by as many players that registered an Ed25519 key at pairing, each
//    upload signed once as a batch, as the web player does (signed before the clock starts): the
//    service hashes each record and checks one signature per upload (decision 0064). Reports
//    signed ÷ unsigned records/s, in the same run. With --per-record 1, a third ingestion signs
//    every record on its own, as players running an older script do (decision 0049).
// 2. Manifest polls (scripts/bench-manifests.ts): one or two players per screen on thousands of
//    screens, first polls, unchanged polls against a bare Node server answering 304 the same way,
//    and a 200-order manifest rebuilt after a change.
// The plays table both ingestions write to first holds --existing plays (default 10,000,000) over
// a past year, as an operator's would.
// Options: --players, --records, --existing, --connections, --duration, --screens, --per-screen,
// --orders;
// --signatures-only 1 runs only the ingestions (unsigned, signed) and their ratios.
import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { cellStart, localDate } from '@screenspot/contracts/booking';
import type { PlayRecord, PlaysResult } from '@screenspot/contracts/player';
import { playBatchSigningText, playSigningText } from '@screenspot/contracts/proof';
import pg from 'pg';
import { registerAdvertiser } from '../apps/api/test/faults/support';
import {
  operatorCookie,
  paidScreens,
  pairPlayers,
  type SimulatedPlayer,
  type SimulatedScreen,
} from '../apps/api/test/faults/simulated-players';
import { benchManifests, manifestBenchOptions, manifestOptionDefaults } from './bench-manifests';
import { numberOptions } from './bench-options';
import { withBenchService } from './bench-service';
import { percentile } from './bench-stats';

const args = numberOptions({
  players: 50,
  // 300,000 records a phase, about six seconds: at 2,000 a player a phase lasted two seconds, and
  // the service's warm-up (its first batches took up to 1.3 s) decided much of its ratio.
  records: 6000,
  ...manifestOptionDefaults,
  'signatures-only': 0,
  'per-record': 0,
  existing: 10_000_000,
});
const playerCount = args.players;
const recordsEach = args.records;

/**
 * One batch of play records, sent as the player sends it. A connection the service closed as idle
 * just as it was reused (keep-alive 5 s) is sent again once, as the player's uploader would: a
 * resent batch stores nothing twice.
 */
/** One upload: its records and, from a player that signs batches, the batch's signature. */
type Upload = { plays: PlayRecord[]; batchSignature?: string };

async function sendPlays(baseUrl: string, player: SimulatedPlayer, upload: Upload) {
  const send = () =>
    fetch(`${baseUrl}/api/player/plays`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify(upload),
    });
  try {
    return await send();
  } catch {
    return send();
  }
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

async function ingestThroughService(baseUrl: string, players: SimulatedPlayer[], work: Upload[][]) {
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
        const res = await sendPlays(baseUrl, player, { plays: batch });
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

const unsignedUploads = (work: PlayRecord[][][]): Upload[][] =>
  work.map((batches) => batches.map((plays) => ({ plays })));

/**
 * Each player's batches signed with its key: once per upload over the records' hashes, as the web
 * player's uploader sends them (decision 0064), or each record on its own (decision 0049).
 */
async function signWork(
  players: SimulatedPlayer[],
  work: PlayRecord[][][],
  form: 'batch' | 'per-record',
): Promise<Upload[][]> {
  const encoder = new TextEncoder();
  const sign = async (i: number, text: string) =>
    Buffer.from(
      await webcrypto.subtle.sign(
        { name: 'Ed25519' },
        players[i]!.keys!.privateKey,
        encoder.encode(text),
      ),
    ).toString('base64url');
  const hash = (record: PlayRecord) =>
    createHash('sha256').update(playSigningText(record)).digest('hex');
  return Promise.all(
    work.map((batches, i) =>
      Promise.all(
        batches.map(async (batch) =>
          form === 'batch'
            ? { plays: batch, batchSignature: await sign(i, playBatchSigningText(batch.map(hash))) }
            : {
                plays: await Promise.all(
                  batch.map(async (r) => ({ ...r, signature: await sign(i, playSigningText(r)) })),
                ),
              },
        ),
      ),
    ),
  );
}

/**
 * `count` plays over a past year on these screens, ten seconds each and evenly spaced, written
 * into the service's table (its rollup trigger included): both ingestions then add to it.
 */
async function fillPlays(url: string, screens: SimulatedScreen[], count: number) {
  if (count === 0) return;
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const started = performance.now();
  // The year up to five days ago: the ingestions' own records (three days ago to tomorrow) meet
  // none of them, which the service would refuse as overlapping plays of the same screen.
  const yearAgo = Date.now() - 370 * 86_400_000;
  // The year's monthly partitions, as the upkeep job would have made them month by month.
  await pool.query(
    `select plays_add_month(d::date) from generate_series($1::timestamptz, now(), interval '1 month') d`,
    [new Date(yearAgo).toISOString()],
  );
  const spacingMs = Math.floor((365 * 86_400_000 * screens.length) / count);
  const chunk = 500_000;
  for (let from = 0; from < count; from += chunk) {
    const to = Math.min(count, from + chunk) - 1;
    await pool.query(
      `insert into plays (play_id, player_id, screen_id, order_id, item_id, seq, started_at,
                          ended_at, duration_ms, expected_ms, status, complete)
       select gen_random_uuid()::text, 1, (s.ids)[1 + (g % $3)], (s.orders)[1 + (g % $3)], 1,
              g / $3 + 1, to_timestamp(t / 1000.0), to_timestamp((t + 10000) / 1000.0),
              10000, 10000, 'completed', true
       from generate_series($1::bigint, $2::bigint) g,
            (select $4::int[] as ids, $5::int[] as orders) s,
            lateral (select $6::bigint + (g / $3) * $7::bigint as t) w`,
      [
        from,
        to,
        screens.length,
        screens.map((screen) => screen.screenId),
        screens.map((screen) => screen.orderId),
        yearAgo,
        spacingMs,
      ],
    );
  }
  // Every table the load touched (the rollups it updated ten million times too), vacuumed now as
  // autovacuum would within minutes, and the load's pages written out: not in the timings.
  await pool.query('vacuum analyze');
  await pool.query('checkpoint');
  console.log(
    `filled: ${count} plays over the year to five days ago (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  await pool.end();
}

async function ingestPlain(url: string, players: SimulatedPlayer[], work: PlayRecord[][][]) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
          `insert into plays (play_id, player_id, screen_id, order_id, item_id, seq,
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

async function main() {
  await withBenchService('plays', {}, async (service, database) => {
    const cookie = await operatorCookie(service.url, database.query);
    const advertiser = await registerAdvertiser(service.url);
    const perRecord = Boolean(args['per-record']);
    const screens = await paidScreens(database.query, playerCount * 2, {
      customerId: advertiser.id,
      fromDay: -3,
      toDay: 1,
    });
    const players = await pairPlayers(service.url, cookie, screens.slice(0, playerCount));
    const signers = await pairPlayers(service.url, cookie, screens.slice(playerCount), {
      signing: true,
    });
    await fillPlays(database.url, screens, args.existing);
    const work = players.map((player) => batchesFor(player));
    const total = playerCount * recordsEach;
    console.log(`ingestion: ${playerCount} players, ${total} records in batches of 100–300`);

    // Each timed ingestion starts just after a checkpoint, so none of them pays alone for the first
    // write of each page after one (PostgreSQL then logs the whole page).
    const checkpoint = () => database.query('checkpoint');
    await checkpoint();
    const service1 = await ingestThroughService(service.url, players, unsignedUploads(work));
    const serviceRate = service1.accepted / service1.seconds;
    console.log(
      `  service:     ${Math.round(serviceRate)} records/s accepted (${service1.accepted} accepted, ${service1.other} not), ` +
        `per batch p50 ${percentile(service1.latencies, 50).toFixed(1)} ms, p99 ${percentile(service1.latencies, 99).toFixed(1)} ms`,
    );
    // The same ingestion by players with keys: same sizes, each upload signed beforehand.
    const signedWork = await signWork(
      signers,
      signers.map((player) => batchesFor(player)),
      'batch',
    );
    await checkpoint();
    const signed = await ingestThroughService(service.url, signers, signedWork);
    const signedRate = signed.accepted / signed.seconds;
    console.log(
      `  signed:      ${Math.round(signedRate)} records/s accepted (${signed.accepted} accepted, ${signed.other} not), ` +
        `per batch p50 ${percentile(signed.latencies, 50).toFixed(1)} ms, p99 ${percentile(signed.latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `  signature checks: ratio signed ÷ unsigned ${(signedRate / serviceRate).toFixed(2)} (goal ≥ 0.7)`,
    );
    if (perRecord) {
      // As players running an older script: every record signed on its own, one check each (the
      // same players, the day after: new records, no pairing beyond the claim's rate limit).
      const olderWork = await signWork(
        signers,
        signers.map((player) => batchesFor(player, 1)),
        'per-record',
      );
      await checkpoint();
      const older = await ingestThroughService(service.url, signers, olderWork);
      const olderRate = older.accepted / older.seconds;
      console.log(
        `  per record:  ${Math.round(olderRate)} records/s accepted (${older.accepted} accepted, ${older.other} not), ` +
          `per batch p50 ${percentile(older.latencies, 50).toFixed(1)} ms, p99 ${percentile(older.latencies, 99).toFixed(1)} ms; ` +
          `ratio ÷ unsigned ${(olderRate / serviceRate).toFixed(2)}`,
      );
    }
    if (args['signatures-only']) return;

    // A second set of records for the paced run (new playIds, the next day's daytime).
    const pacedWork = players.map((player) =>
      batchesFor(player, 1).slice(0, Math.ceil(work[0]!.length / 2)),
    );
    await checkpoint();
    const paced = await ingestPaced(service.url, players, pacedWork, 5_000);
    await checkpoint();
    const plain = await ingestPlain(database.url, players, work);
    const plainRate = total / plain.seconds;
    const [stored] = await database.query<{ n: number }>('select count(*)::int as n from plays');
    console.log(`  stored: ${stored!.n} rows (both ingestions)`);
    console.log(
      `  service paced at 5,000 records/s: per batch p50 ${percentile(paced.latencies, 50).toFixed(1)} ms, p99 ${percentile(paced.latencies, 99).toFixed(1)} ms (${paced.latencies.length} batches in ${paced.seconds.toFixed(0)} s)`,
    );
    console.log(
      `  plain INSERT: ${Math.round(plainRate)} records/s, per batch p50 ${percentile(plain.latencies, 50).toFixed(1)} ms, p99 ${percentile(plain.latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `  ratio ${(serviceRate / plainRate).toFixed(2)} (goal ≥ 0.5); goals ≥ 5,000 records/s, p99 ≤ 100 ms per batch`,
    );

    // The ingestions' hundreds of thousands of rows (and their rollups' updates) vacuumed now, as
    // autovacuum would soon after: not in the manifest timings (a real fleet sends a few hundred
    // plays a second).
    await database.query('vacuum analyze');
    // One or two players per screen, each screen's manifest its own (scripts/bench-manifests.ts).
    await benchManifests(service.url, database.query, advertiser.id, manifestBenchOptions(args));
  });
}

await main();
