import { eq, sql } from 'drizzle-orm';
import type { PlayRecord, PlaysResult } from '@screenspot/contracts/player';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, injectAs } from '../../../test/builders';
import {
  acceptedPlays,
  allDay,
  buildPairedScreen,
  inCell,
  businessDay,
  itemTokenOf,
  playRecord,
  readManifest,
  playSeries,
  sendPlays,
  sendPlaysOnTwoInstances,
  usePlayerTestApp,
} from '../../../test/player-builders';
import { orders, players, plays } from '../../db/schema';
import { screenHealth } from './health.service';
import { ingestPlays } from './plays.service';

const { t, db, operator, customer, screens, bookOrder } = usePlayerTestApp(2);
const [a, b] = screens;
let order: Awaited<ReturnType<typeof bookOrder>>;
let item: string;
let itemOfB: string;

// Plays in past cells: the tests do not depend on the hour they run at.
const yesterday = businessDay(-1);
const twoDaysAgo = businessDay(-2);

beforeAll(async () => {
  const evenings = [
    ...[-15, -2, -1, 0, 1].map((n) => ({ date: businessDay(n), daypart: 'evening' as const })),
    { date: businessDay(-1), daypart: 'night' as const },
  ];
  order = await bookOrder({ cells: evenings });
  await bookOrder({
    screenId: b.screenId,
    cells: allDay(businessDay(-1), businessDay(0), businessDay(1)),
  });
  item = await itemTokenOf(a.player, order.id);
  itemOfB = (await readManifest(b.player)).items[0]!.itemToken;
});

const post = (records: PlayRecord[], as = a.player) => acceptedPlays(as, records);

async function stored(playIds: string[]) {
  return db()
    .select()
    .from(plays)
    .where(sql`${plays.playId} in ${playIds}`);
}

/** Back-to-back plays of 5 s every 15 s from a moment. */
const series = (from: Date, count: number, firstSeq = 1) => playSeries(item, from, count, firstSeq);

describe('proof-of-play ingestion', () => {
  it('stores each play once: a resent batch counts as duplicates', async () => {
    const batch = series(inCell(yesterday, 'evening', 5), 5);
    expect(await post(batch)).toEqual({ accepted: 5, duplicates: 0, rejected: [] });
    expect(await post(batch)).toEqual({ accepted: 0, duplicates: 5, rejected: [] });
    // The same playId twice in one batch, and in another case.
    const fresh = series(inCell(yesterday, 'evening', 8), 1)[0]!;
    const shouted = { ...fresh, playId: fresh.playId.toUpperCase() };
    expect(await post([fresh, fresh, shouted])).toEqual({
      accepted: 1,
      duplicates: 2,
      rejected: [],
    });

    const rows = await stored([...batch, fresh].map((r) => r.playId));
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.screenId === a.screenId && row.orderId === order.id)).toBe(true);
    expect(rows.every((row) => row.playerId === a.playerId && row.complete)).toBe(true);
    // Each instant stored to the millisecond it was sent.
    const sent = new Map([...batch, fresh].map((r) => [r.playId, r]));
    for (const row of rows) {
      expect(row.startedAt.toISOString()).toBe(sent.get(row.playId)!.startedAt);
      expect(row.endedAt.toISOString()).toBe(sent.get(row.playId)!.endedAt);
      expect(row.seq).toBe(sent.get(row.playId)!.seq);
    }
  });

  it('stores each play once when the same batch arrives many times at once, on two instances', async () => {
    const batch = series(inCell(yesterday, 'evening', 20), 40, 100);
    const answers = await sendPlaysOnTwoInstances(t, a, batch);
    const results = answers.map((res) => res.json() as PlaysResult);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.accepted, 0)).toBe(40);
    expect(results.reduce((sum, r) => sum + r.duplicates, 0)).toBe(40 * 11);
    expect(results.every((r) => r.rejected.length === 0)).toBe(true);
    expect(await stored(batch.map((r) => r.playId))).toHaveLength(40);
  });

  it('marks a play complete only within 500 ms of the video’s length', async () => {
    const at = inCell(yesterday, 'evening', 40);
    const exact = playRecord(item, at, { durationMs: 5_000 });
    const close = playRecord(item, new Date(at.getTime() + 15_000), { durationMs: 5_450 });
    const short = playRecord(item, new Date(at.getTime() + 30_000), { durationMs: 4_400 });
    const cut = playRecord(item, new Date(at.getTime() + 45_000), { status: 'interrupted' });
    expect((await post([exact, close, short, cut])).accepted).toBe(4);
    const rows = new Map(
      (await stored([exact, close, short, cut].map((r) => r.playId))).map((r) => [r.playId, r]),
    );
    expect(rows.get(exact.playId)!.complete).toBe(true);
    expect(rows.get(close.playId)!.complete).toBe(true);
    expect(rows.get(short.playId)!.complete).toBe(false);
    expect(rows.get(cut.playId)!.complete).toBe(false);
    expect(rows.get(short.playId)!.expectedMs).toBe(5_000);
  });

  it('refuses each rule’s breach with its reason and stores the rest', async () => {
    const base = inCell(yesterday, 'evening', 60);
    const good = playRecord(item, base, { seq: 1 });
    const unknown = playRecord('no-such-item-token-here', new Date(base.getTime() + 15_000));
    // A screen A token cannot post screen B's items.
    const foreign = playRecord(itemOfB, new Date(base.getTime() + 30_000));
    // Yesterday's morning was not booked, nor the hours 02–06 when nothing is sold.
    const unbooked = playRecord(item, inCell(yesterday, 'morning', 30));
    // Two days back: the night after yesterday's would be in the future until 02:30 in Dubai.
    const closed = playRecord(
      item,
      new Date(inCell(businessDay(-2), 'night', 0).getTime() + 4.5 * 3_600_000),
    );
    // Overlaps the good play by 2 s; one overlapping it by 1 s is tolerated.
    const overlapping = playRecord(item, new Date(base.getTime() + 3_000));
    const touching = playRecord(item, new Date(base.getTime() + 4_000), { durationMs: 3_000 });
    const old = playRecord(item, inCell(businessDay(-15), 'evening', 30));
    const future = playRecord(item, new Date(Date.now() + 3 * 60_000));
    const inconsistent = {
      ...playRecord(item, new Date(base.getTime() + 45_000)),
      durationMs: 9_000,
    };
    const records = [
      good,
      unknown,
      foreign,
      unbooked,
      closed,
      overlapping,
      touching,
      old,
      future,
      inconsistent,
    ];
    const result = await post(records);
    expect(result.accepted).toBe(2);
    expect(result.duplicates).toBe(0);
    expect(Object.fromEntries(result.rejected.map((r) => [r.playId, r.reason]))).toEqual({
      [unknown.playId]: 'unknown-item',
      [foreign.playId]: 'other-screen',
      [unbooked.playId]: 'outside-validity',
      [closed.playId]: 'outside-validity',
      [overlapping.playId]: 'overlap',
      [old.playId]: 'too-old',
      [future.playId]: 'in-future',
      [inconsistent.playId]: 'inconsistent',
    });
    expect((await stored(records.map((r) => r.playId))).map((r) => r.playId).sort()).toEqual(
      [good.playId, touching.playId].sort(),
    );
    // Within two minutes of clock skew a play "from the future" is fine (now fixed in a booked cell).
    const now = inCell(yesterday, 'evening', 300).getTime();
    const ahead = playRecord(item, new Date(now + 60_000 - 5_000));
    const beyond = playRecord(item, new Date(now + 2 * 60_000 + 1_000));
    const skew = await ingestPlays(
      db(),
      { id: a.playerId, screenId: a.screenId, publicKey: null },
      [ahead, beyond],
      {
        now,
        oneRoundTrip: t.database.kind === 'postgres',
      },
    );
    expect(skew).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [{ playId: beyond.playId, reason: 'in-future' }],
    });

    // A play overlapping one stored by an earlier batch is refused too.
    const later = playRecord(item, new Date(base.getTime() + 2_000));
    expect((await post([later])).rejected).toEqual([{ playId: later.playId, reason: 'overlap' }]);
  });

  it('counts the night after midnight for the date it started on', async () => {
    const afterMidnight = playRecord(
      item,
      new Date(inCell(yesterday, 'night', 0).getTime() + 3 * 3_600_000),
    );
    expect((await post([afterMidnight])).accepted).toBe(1);
  });

  it('refuses plays that start after their order was withdrawn, keeps those before', async () => {
    const withdrawn = await bookOrder({ cells: [{ date: twoDaysAgo, daypart: 'daytime' }] });
    // Still paid, but its cells are over: it is simply not in the window, not revoked.
    await db().update(orders).set({ statusCode: 2 }).where(eq(orders.id, withdrawn.id));
    const current = await bookOrder({
      cells: allDay(businessDay(-1), businessDay(0), businessDay(1)),
    });
    const token = await itemTokenOf(a.player, current.id);
    const before = playRecord(token, inCell(yesterday, 'daytime', 30));
    await db().update(orders).set({ statusCode: 5 }).where(eq(orders.id, current.id));
    const next = await readManifest(a.player);
    expect(next.revoked).toContain(token);
    const after = playRecord(token, new Date(Date.now() + 2_000), { durationMs: 1_000 });
    const result = await post([before, after]);
    expect(result.accepted).toBe(1);
    expect(result.rejected).toEqual([{ playId: after.playId, reason: 'revoked' }]);
  });

  it('refuses a batch over 1,000 records or a malformed record as a whole', async () => {
    const tooMany = Array.from({ length: 1001 }, () =>
      playRecord(item, inCell(twoDaysAgo, 'evening')),
    );
    const big = await sendPlays(a.player, tooMany);
    expect(big.statusCode).toBe(400);
    const bad = await sendPlays(a.player, [
      { ...playRecord(item, new Date()), playId: 'not-a-uuid' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['plays.0.playId']);
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(plays)
      .where(eq(plays.playId, 'not-a-uuid'));
    expect(count[0]!.n).toBe(0);
  });
});

describe('heartbeat and health', () => {
  it('records the heartbeat and the revocations the player obeyed', async () => {
    const manifest = await readManifest(a.player);
    const res = await a.player({
      method: 'POST',
      url: '/api/player/status',
      payload: {
        manifestVersion: manifest.version,
        currentItemToken: item,
        freeBytes: 5_000_000_000,
        revokedAck: manifest.revoked,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(players).where(eq(players.id, a.playerId));
    expect(row!.manifestVersion).toBe(manifest.version);
    expect(row!.freeBytes).toBe(5_000_000_000);
    expect(Date.now() - row!.lastSeenAt!.getTime()).toBeLessThan(10_000);
    const acks = await db().execute(
      sql`select count(*)::int as n from player_revocation_acks where player_id = ${a.playerId}`,
    );
    expect((acks as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(manifest.revoked.length);
  });

  it('shows the console each player, the day’s plays against expected, and seq gaps', async () => {
    const {
      screenId: screenC,
      player: playerC,
      ...paired
    } = await buildPairedScreen(t.app, db(), operator.id);
    await bookOrder({
      screenId: screenC,
      cells: [
        { date: yesterday, daypart: 'evening' },
        { date: yesterday, daypart: 'night' },
        // Tomorrow's evening is always inside the manifest's 48-hour window, whatever the hour.
        { date: businessDay(1), daypart: 'evening' },
      ],
    });
    const token = (await readManifest(playerC)).items[0]!.itemToken;
    // seq 4 never arrived.
    const start = inCell(yesterday, 'evening', 30).getTime();
    const records = [1, 2, 3, 5, 6].map((seq) =>
      playRecord(token, new Date(start + seq * 15_000), { seq }),
    );
    // seq 7 was cut short: it is not a play delivered.
    const cut = playRecord(token, new Date(start + 7 * 15_000), {
      seq: 7,
      status: 'interrupted',
      durationMs: 2_000,
    });
    expect((await post([...records, cut], playerC)).accepted).toBe(6);

    // The figures of yesterday's business day (06:00 to 02:00, Asia/Dubai).
    const health = await screenHealth(db(), screenC, 'v1', inCell(yesterday, 'night', 30));
    expect(health.today).toBe(yesterday);
    expect(health.playsToday).toBe(5);
    // One evening spot (6 h ÷ 180 s = 120 plays) and one night spot (4 h: 80 plays).
    expect(health.expectedToday).toBe(200);
    expect(health.players).toHaveLength(1);
    expect(health.players[0]).toMatchObject({ playerId: paired.playerId, seqGaps: 1 });

    // Through the console: online after a heartbeat, offline when it is old; operators only.
    const heartbeat = await playerC({
      method: 'POST',
      url: '/api/player/status',
      payload: { manifestVersion: 'abc', currentItemToken: null, freeBytes: null },
    });
    expect(heartbeat.statusCode).toBe(200);
    const seen = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${screenC}/health`,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().players[0]).toMatchObject({ status: 'online', manifestVersion: 'abc' });
    expect(seen.json().manifestVersion).toBe((await readManifest(playerC)).version);
    await db()
      .update(players)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(players.id, paired.playerId));
    const later = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${screenC}/health`,
    });
    expect(later.json().players[0].status).toBe('offline');
    const asCustomer = await injectAs(t.app, db(), customer.id, {
      url: `/api/admin/leds/${screenC}/health`,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('delivery for the advertiser', () => {
  it('shows the owner plays so far against plays booked, per day; others get 404', async () => {
    const { screenId: screenD, player: playerD } = await buildPairedScreen(
      t.app,
      db(),
      operator.id,
    );
    const owned = await bookOrder({
      screenId: screenD,
      cells: [
        { date: yesterday, daypart: 'evening', spots: 2 },
        { date: businessDay(0), daypart: 'morning' },
        { date: businessDay(1), daypart: 'evening' },
      ],
    });
    const token = (await readManifest(playerD)).items[0]!.itemToken;
    const start = inCell(yesterday, 'evening', 30).getTime();
    const records = [0, 1, 2].map((i) =>
      playRecord(token, new Date(start + i * 15_000), { seq: i }),
    );
    // An interrupted play is stored but is not delivery.
    records.push(playRecord(token, new Date(start + 45_000), { seq: 3, status: 'interrupted' }));
    expect((await post(records, playerD)).accepted).toBe(4);

    const res = await injectAs(t.app, db(), customer.id, {
      url: `/api/order/${owned.id}/delivery`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderId: owned.id,
      timezone: 'Asia/Dubai',
      booked: 240 + 80 + 120,
      played: 3,
      days: [
        { date: yesterday, booked: 240, played: 3 },
        { date: businessDay(0), booked: 80, played: 0 },
        { date: businessDay(1), booked: 120, played: 0 },
      ],
      remedies: [],
    });
    const stranger = await buildCustomer(db());
    const other = await injectAs(t.app, db(), stranger.id, {
      url: `/api/order/${owned.id}/delivery`,
    });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/order/${owned.id}/delivery` })).statusCode).toBe(401);
  });
});
