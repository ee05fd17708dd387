import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PlayRecord, PlaysResult } from '@screenspot/contracts/player';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedPlays,
  inCell,
  playRecord,
  playSeries,
  sendPlaysOnTwoInstances,
  usePlayedOrderTestApp,
} from '../../../test/player-builders';
import { queryRows } from '../../db/client';
import { campaigns, orders, playBatches, plays } from '../../db/schema';
import { campaignReport } from '../reports/service';
import { checkRecentRollups, rollupCheckJob, playPartitionsJob } from './plays-upkeep';
import { compareRollups, maintainPlayPartitions } from './plays-upkeep.repository';
import { orderDelivery } from './health.service';
import { seqGaps } from './repository';

const { t, db, customer, screens, yesterday, twoDaysAgo, played } = usePlayedOrderTestApp();
const [a] = screens;
let campaignId: number;

beforeAll(async () => {
  [{ id: campaignId }] = await db()
    .insert(campaigns)
    .values({ customerId: customer.id, name: 'Rollups' })
    .returning({ id: campaigns.id });
  await db().update(orders).set({ campaignId }).where(eq(orders.id, played.orderId));
});

/** Back-to-back plays of 5 s every 15 s from a moment. */
const series = (from: Date, count: number, firstSeq = 1) =>
  playSeries(played.item, from, count, firstSeq);

const post = (records: PlayRecord[]) => acceptedPlays(a.player, records);

/** The order's rollup totals and the same counted from its raw plays. */
async function orderTotals() {
  const [row] = await queryRows<{
    stored: number;
    stored_complete: number;
    stored_ms: string;
    raw: number;
    raw_complete: number;
    raw_ms: string;
  }>(
    db(),
    sql`select
          (select coalesce(sum(plays), 0)::int from order_play_hours where order_id = ${played.orderId}) as stored,
          (select coalesce(sum(complete_plays), 0)::int from order_play_hours where order_id = ${played.orderId}) as stored_complete,
          (select coalesce(sum(played_ms), 0)::text from order_play_hours where order_id = ${played.orderId}) as stored_ms,
          (select count(*)::int from plays where order_id = ${played.orderId}) as raw,
          (select count(*)::int from plays where order_id = ${played.orderId} and complete) as raw_complete,
          (select coalesce(sum(duration_ms), 0)::text from plays where order_id = ${played.orderId}) as raw_ms`,
  );
  return row!;
}

/** The report's hourly figures counted the old way, from every raw play of the order. */
async function rawByHour() {
  const rows = await queryRows<{ date: string; hour: number; delivered: number }>(
    db(),
    sql`select to_char(((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date, 'YYYY-MM-DD') as date,
          extract(hour from started_at at time zone 'Asia/Dubai')::int as hour,
          count(*)::int as delivered
        from plays where order_id = ${played.orderId} and complete group by 1, 2`,
  );
  return byKey(rows);
}

/** The campaign report's hours of the order (from the rollups), without their impressions. */
async function reportHours() {
  const report = await campaignReport(db(), { id: customer.id, role: 'customer' }, campaignId, {
    hours: true,
  });
  const hours = report.items.find((entry) => entry.orderId === played.orderId)?.hours ?? [];
  return byKey(hours.map(({ date, hour, delivered }) => ({ date, hour, delivered })));
}

const byKey = <T extends { date: string; hour: number }>(rows: T[]) =>
  [...rows].sort((x, y) => x.date.localeCompare(y.date) || x.hour - y.hour);

describe('play rollups', () => {
  it('counts each stored play once: resent batches, repeats within a batch and racing instances add nothing', async () => {
    const batch = series(inCell(yesterday, 'evening', 5), 20);
    expect((await post(batch)).accepted).toBe(20);
    expect((await post(batch)).duplicates).toBe(20);
    // The same records again, mixed with new ones and repeated within the batch.
    const more = series(inCell(yesterday, 'evening', 15), 5, 21);
    const mixed = await post([...batch.slice(0, 5), ...more, more[0]!]);
    expect(mixed).toMatchObject({ accepted: 5, duplicates: 6 });
    // One batch sent twelve times at once to two instances.
    const raced = series(inCell(yesterday, 'evening', 30), 30, 100);
    const answers = await sendPlaysOnTwoInstances(t, a, raced);
    const accepted = answers.reduce((sum, res) => sum + (res.json() as PlaysResult).accepted, 0);
    expect(accepted).toBe(30);
    const totals = await orderTotals();
    expect(totals.stored).toBe(55);
    expect(totals.raw).toBe(55);
    expect(totals.stored_complete).toBe(55);
    expect(totals.stored_ms).toBe(String(55 * 5_000));
    expect(totals.raw_ms).toBe(totals.stored_ms);
    const [screenDay] = await queryRows<{ plays: number; first_seq: string; last_seq: string }>(
      db(),
      sql`select s.plays, p.first_seq::text, p.last_seq::text
          from screen_play_days s, player_play_days p
          where s.screen_id = ${a.screenId} and s.date = ${yesterday}::date
            and p.player_id = ${a.playerId} and p.date = ${yesterday}::date`,
    );
    expect(screenDay).toEqual({ plays: 55, first_seq: '1', last_seq: '129' });
  });

  it('gives the report and the order page the figures the raw plays give, the night after midnight included', async () => {
    // 00:30 in Dubai on yesterday's date belongs to the night that began two days ago; a play
    // stopped after a second is stored but not delivered.
    const afterMidnight = new Date(`${twoDaysAgo}T20:30:00.000Z`);
    await post([
      playRecord(played.item, afterMidnight, { seq: 300 }),
      playRecord(played.item, inCell(twoDaysAgo, 'evening', 50), { seq: 301 }),
      playRecord(played.item, inCell(twoDaysAgo, 'evening', 70), {
        seq: 302,
        durationMs: 1_000,
        status: 'interrupted',
      }),
    ]);
    const fromRollups = await reportHours();
    expect(fromRollups).toEqual(await rawByHour());
    expect(fromRollups).toContainEqual({ date: twoDaysAgo, hour: 0, delivered: 1 });
    const delivery = await orderDelivery(db(), customer.id, played.orderId);
    expect(delivery.days.filter((day) => day.played > 0)).toEqual([
      expect.objectContaining({ date: twoDaysAgo, played: 2 }),
      expect.objectContaining({ date: yesterday, played: 55 }),
    ]);
    const totals = await orderTotals();
    expect(totals).toMatchObject({ stored: 58, raw: 58, stored_complete: 57, raw_complete: 57 });
  });

  it('finds a planted difference in each rollup, and none before', async () => {
    expect(await compareRollups(db(), twoDaysAgo, yesterday)).toEqual([]);
    const [hour] = await queryRows<{ at: string }>(
      db(),
      sql`update order_play_hours set complete_plays = complete_plays + 1
          where order_id = ${played.orderId} and date = ${yesterday}::date
            and hour_at = (select min(hour_at) from order_play_hours
                           where order_id = ${played.orderId} and date = ${yesterday}::date)
          returning to_char(hour_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
    );
    await db().execute(
      sql`delete from screen_play_days where screen_id = ${a.screenId} and date = ${twoDaysAgo}::date`,
    );
    await db().execute(
      sql`insert into player_play_days (player_id, date, plays, first_seq, last_seq)
          values (${a.playerId + 1000}, ${yesterday}::date, 3, 1, 3)`,
    );
    // The nightly check looks at the two business days before today: these.
    const found = await checkRecentRollups(db());
    expect(found).toHaveLength(3);
    expect(found).toContainEqual({
      rollup: 'order-hour',
      id: played.orderId,
      at: hour!.at,
      stored: expect.objectContaining({ completePlays: expect.any(Number) }),
      raw: expect.objectContaining({ plays: expect.any(Number) }),
    });
    const planted = found.find((d) => d.rollup === 'order-hour')!;
    expect(planted.stored.completePlays).toBe(planted.raw.completePlays + 1);
    expect(found).toContainEqual(
      expect.objectContaining({
        rollup: 'screen-day',
        id: a.screenId,
        at: twoDaysAgo,
        stored: { plays: 0, completePlays: 0, playedMs: 0 },
        raw: { plays: 3, completePlays: 2, playedMs: 11_000 },
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({ rollup: 'player-day', id: a.playerId + 1000, at: yesterday }),
    );
    // Put right again for the tests after.
    await db().execute(
      sql`update order_play_hours set complete_plays = complete_plays - 1
          where order_id = ${played.orderId} and hour_at = ${hour!.at}::timestamptz`,
    );
    await db().execute(sql`delete from player_play_days where player_id = ${a.playerId + 1000}`);
    await db().execute(
      sql`insert into screen_play_days (screen_id, date, plays, complete_plays, played_ms, complete_ms)
          values (${a.screenId}, ${twoDaysAgo}::date, 3, 2, 11000, 10000)`,
    );
    expect(await compareRollups(db(), twoDaysAgo, yesterday)).toEqual([]);
  });

  it('runs the partition upkeep and the nightly check as scheduled jobs', async () => {
    const names = await queryRows<{ name: string }>(
      db(),
      sql`select name from pgboss.schedule where name in (${rollupCheckJob}, ${playPartitionsJob})`,
    );
    expect(names.map((row) => row.name).sort()).toEqual([playPartitionsJob, rollupCheckJob]);
  });

  it('reads a player’s day of seq numbers through the index that bounds the day', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const from = new Date(`${yesterday}T00:00:00.000Z`);
      const to = new Date(from.getTime() + 86_400_000);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select max(seq) - min(seq) + 1 - count(distinct seq) from plays
            where player_id = ${a.playerId} and started_at >= ${from.toISOString()}
              and started_at < ${to.toISOString()}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/using plays_\d{4}_\d{2}_player_id_started_at\w*_idx/);
    expect(plan).toMatch(/Index Cond: \(\(player_id = \d+\) AND \(started_at >= /);
    // Nothing missing in yesterday's seq numbers 1–25, 100–129 but the 26–99 between them.
    const gaps = await seqGaps(
      db(),
      [a.playerId],
      new Date(`${yesterday}T00:00:00.000Z`),
      new Date(`${yesterday}T23:59:59.000Z`),
    );
    expect(gaps.get(a.playerId)).toBe(74);
  });

  it('makes the months ahead, moves waiting plays into theirs, and drops raw months past retention while their counts stay', async () => {
    const insertAt = (startedAt: Date) =>
      db()
        .insert(plays)
        .values({
          playId: randomUUID(),
          playerId: a.playerId,
          screenId: a.screenId,
          orderId: played.orderId,
          itemId: 1,
          seq: 1,
          startedAt,
          endedAt: new Date(startedAt.getTime() + 5_000),
          durationMs: 5_000,
          expectedMs: 5_000,
          status: 'completed',
          complete: true,
        });
    const partitionOf = async (month: string) =>
      (
        await queryRows<{ part: string }>(
          db(),
          sql`select tableoid::regclass::text as part from plays
              where started_at >= ${month}::timestamptz order by started_at limit 1`,
        )
      )[0]?.part;
    // A play far ahead of every month made waits in the default partition.
    await insertAt(new Date('2100-02-14T10:00:00.000Z'));
    expect(await partitionOf('2100-01-01T00:00:00Z')).toBe('plays_default');
    // Retention long enough to keep every month stored so far.
    const ahead = await maintainPlayPartitions(db(), 1200, new Date('2100-01-20T00:00:00.000Z'));
    expect(ahead.dropped).toEqual([]);
    expect(ahead.made).toEqual([
      'plays_2099_12',
      'plays_2100_01',
      'plays_2100_02',
      'plays_2100_03',
    ]);
    expect(await partitionOf('2100-01-01T00:00:00Z')).toBe('plays_2100_02');
    // A second run makes nothing more.
    expect(
      (await maintainPlayPartitions(db(), 1200, new Date('2100-01-20T00:00:00.000Z'))).made,
    ).toEqual([]);

    const before = await orderTotals();
    const report = await reportHours();
    // Signed batches (decision 0064) received today, and one in the months kept.
    const batch = (receivedAt: Date) => ({
      playerId: a.playerId,
      batchHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      signature: 'A'.repeat(86),
      leaves: Buffer.alloc(32, 7),
      receivedAt,
    });
    await db()
      .insert(playBatches)
      .values([batch(new Date()), batch(new Date('2100-02-14T10:01:00.000Z'))]);
    // Years on, today's months are past retention: their raw plays go, their counts stay.
    const later = await maintainPlayPartitions(db(), 24, new Date('2101-12-05T00:00:00.000Z'));
    expect(later.droppedBatches).toBe(1);
    const batchesKept = await db().select({ at: playBatches.receivedAt }).from(playBatches);
    expect(batchesKept.map((row) => row.at.toISOString())).toEqual(['2100-02-14T10:01:00.000Z']);
    const thisMonth = `plays_${new Date().toISOString().slice(0, 4)}_${new Date().toISOString().slice(5, 7)}`;
    expect(later.dropped).toContain(thisMonth);
    expect(later.dropped).not.toContain('plays_2100_02');
    const after = await orderTotals();
    expect(before.raw).toBe(59);
    expect(after.raw).toBe(1);
    expect(after.stored).toBe(before.stored);
    expect(after.stored_complete).toBe(before.stored_complete);
    expect(report.length).toBeGreaterThan(0);
    expect(await reportHours()).toEqual(report);
  });
});
