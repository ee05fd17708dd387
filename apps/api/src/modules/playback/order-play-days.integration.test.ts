import { eq, sql } from 'drizzle-orm';
import type { PlayRecord } from '@screenspot/contracts/player';
import { describe, expect, it } from 'vitest';
import {
  acceptedPlays,
  businessDay,
  inCell,
  playRecord,
  playSeries,
  usePlayedOrderTestApp,
} from '../../../test/player-builders';
import { queryRows } from '../../db/client';
import { orderPlayDays } from '../../db/schema';
import { checkRecentRollups } from './plays-upkeep';
import { compareRollups } from './plays-upkeep.repository';

// The daily rollup of an order's plays with its hours (migration 0035, decision 0065): kept by the
// inserting statement, never counting a resent play, and compared each night with the raw plays.

const { db, screens, yesterday, twoDaysAgo, played } = usePlayedOrderTestApp();
const [a] = screens;

const post = (records: PlayRecord[]) => acceptedPlays(a.player, records);

async function dayRow(date: string) {
  const [row] = await db()
    .select()
    .from(orderPlayDays)
    .where(
      sql`${orderPlayDays.orderId} = ${played.orderId} and ${orderPlayDays.date} = ${date}::date`,
    );
  return row;
}

/** The local hour (Dubai, UTC+4 all year) a play starts in. */
const dubaiHour = (at: Date) => (at.getUTCHours() + 4) % 24;

describe('the daily rollup of an order’s plays', () => {
  it('adds each stored play once, its complete plays in their local hour, the night after midnight in its business day', async () => {
    const evening = inCell(yesterday, 'evening', 5);
    const batch = playSeries(played.item, evening, 6);
    // 00:30 and 00:31 in Dubai the morning after: still yesterday's business day, hour 0.
    const night = [
      playRecord(played.item, new Date(`${yesterday}T20:30:00.000Z`), { seq: 7 }),
      playRecord(played.item, new Date(`${yesterday}T20:31:00.000Z`), {
        seq: 8,
        durationMs: 1_000,
        status: 'interrupted',
      }),
    ];
    expect((await post([...batch, ...night])).accepted).toBe(8);
    // Sent again, and mixed with one new play: only the new one counts.
    const more = playRecord(played.item, new Date(evening.getTime() + 10 * 15_000), { seq: 9 });
    expect(await post([...batch, ...night])).toMatchObject({ accepted: 0, duplicates: 8 });
    expect(await post([...batch.slice(0, 2), more])).toMatchObject({ accepted: 1, duplicates: 2 });

    const hours = Array<number>(24).fill(0);
    hours[dubaiHour(evening)] = 7;
    hours[0] = 1;
    expect(await dayRow(yesterday)).toEqual({
      orderId: played.orderId,
      date: yesterday,
      plays: 9,
      completePlays: 8,
      playedMs: 8 * 5_000 + 1_000,
      completeMs: 8 * 5_000,
      completeHours: hours,
    });
    // Nothing on the calendar date the night's hours fell on.
    expect(await dayRow(businessDay(0))).toBeUndefined();
    expect(await compareRollups(db(), twoDaysAgo, yesterday)).toEqual([]);
  });

  it('is found by the nightly check when a day or one of its hours differs from the raw plays', async () => {
    await post([playRecord(played.item, inCell(twoDaysAgo, 'evening', 20), { seq: 20 })]);
    const evening = dubaiHour(inCell(yesterday, 'evening', 5));
    // One complete play moved to the next hour: the day's totals still agree.
    await db().execute(
      sql`update order_play_days
          set complete_hours[${evening + 1}] = complete_hours[${evening + 1}] - 1,
              complete_hours[${evening + 2}] = complete_hours[${evening + 2}] + 1
          where order_id = ${played.orderId} and date = ${yesterday}::date`,
    );
    await db().execute(
      sql`delete from order_play_days where order_id = ${played.orderId} and date = ${twoDaysAgo}::date`,
    );
    const found = (await checkRecentRollups(db())).filter((d) => d.rollup === 'order-day');
    expect(found).toHaveLength(2);
    const moved = found.find((d) => d.at === yesterday)!;
    expect(moved.id).toBe(played.orderId);
    expect(moved.stored.completePlays).toBe(moved.raw.completePlays);
    expect(moved.stored.completeHours![evening]).toBe(moved.raw.completeHours![evening]! - 1);
    expect(moved.stored.completeHours![evening + 1]).toBe(1);
    expect(found.find((d) => d.at === twoDaysAgo)).toMatchObject({
      id: played.orderId,
      stored: { plays: 0, completePlays: 0, playedMs: 0 },
      raw: { plays: 1, completePlays: 1, playedMs: 5_000 },
    });
    // Put right again.
    await db().execute(
      sql`update order_play_days
          set complete_hours[${evening + 1}] = complete_hours[${evening + 1}] + 1,
              complete_hours[${evening + 2}] = complete_hours[${evening + 2}] - 1
          where order_id = ${played.orderId} and date = ${yesterday}::date`,
    );
    await db().execute(
      sql`insert into order_play_days (order_id, date, plays, complete_plays, played_ms, complete_ms, complete_hours)
          select order_id, date, sum(plays), sum(complete_plays), sum(played_ms), sum(complete_ms),
                 hour_counts(array_agg(hour::int), array_agg(complete_plays::bigint))
          from order_play_hours where order_id = ${played.orderId} and date = ${twoDaysAgo}::date
          group by 1, 2`,
    );
    expect(await compareRollups(db(), twoDaysAgo, yesterday)).toEqual([]);
  });

  it('counts nothing when the inserting statement rolls back', async () => {
    const before = await dayRow(yesterday);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(
          sql`insert into plays (play_id, player_id, screen_id, order_id, item_id, seq, started_at,
                ended_at, duration_ms, expected_ms, status, complete)
              values ('rolled-back', ${a.playerId}, ${a.screenId}, ${played.orderId}, 1, 99,
                ${inCell(yesterday, 'night', 30).toISOString()}::timestamptz,
                ${inCell(yesterday, 'night', 31).toISOString()}::timestamptz,
                5000, 5000, 'completed', true)`,
        );
        const [during] = await queryRows<{ plays: number }>(
          tx,
          sql`select plays from order_play_days where order_id = ${played.orderId} and date = ${yesterday}::date`,
        );
        expect(during!.plays).toBe(before!.plays + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await dayRow(yesterday)).toEqual(before);
    expect(
      await db().select().from(orderPlayDays).where(eq(orderPlayDays.orderId, played.orderId)),
    ).toHaveLength(2);
  });
});
