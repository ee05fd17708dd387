import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations';
import { deliveredPlays } from '../modules/delivery/repository';
import { playsPerDay, screenPlaysPerDay } from '../modules/playback/repository';
import { compareRollups } from '../modules/playback/plays-upkeep.repository';
import { deliveredByDay } from '../modules/reports/repository';
import { createPglite, openPglite, queryRows } from './client';

// The migration that partitions the plays and backfills their rollups, run on a database holding
// plays stored before it: every figure read afterwards from the rollups is the one the raw plays
// gave before.

describe('migration 0017: monthly plays and their rollups', () => {
  it('moves every play into its month and backfills rollups that give the same figures', async () => {
    const client = await createPglite();
    try {
      await migrate(drizzle({ client }), {
        migrationsFolder: migrationsBefore('0017_play_rollups_and_monthly_plays'),
      });
      // Plays of two orders on two screens across a month's end, every 7 minutes for 3 days,
      // some of them cut short; the hours after midnight in Dubai included.
      await client.query(`
        insert into plays (play_id, player_id, screen_id, order_id, item_id, seq, started_at,
                           ended_at, duration_ms, expected_ms, status, complete)
        select 'p' || g || '-' || o, 10 + o, 20 + o, o, 1, g,
               timestamptz '2026-10-30 00:00:00+00' + g * interval '7 minutes',
               timestamptz '2026-10-30 00:00:05+00' + g * interval '7 minutes',
               case when g % 9 = 0 then 1000 else 5000 end, 5000,
               case when g % 9 = 0 then 'interrupted' else 'completed' end, g % 9 <> 0
        from generate_series(0, 3 * 24 * 60 / 7) g, generate_series(1, 2) o`);
      const before = drizzle({ client }) as unknown as Parameters<typeof queryRows>[0];
      const rawByHour = await queryRows<{
        orderId: number;
        date: string;
        hour: number;
        plays: number;
      }>(
        before,
        sql`select order_id as "orderId",
              to_char(((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date, 'YYYY-MM-DD') as date,
              extract(hour from started_at at time zone 'Asia/Dubai')::int as hour,
              count(*)::int as plays
            from plays where complete group by 1, 2, 3`,
      );
      const rawPerDay = await queryRows<{ date: string; n: number }>(
        before,
        sql`select to_char(((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date, 'YYYY-MM-DD') as date,
              count(*)::int as n from plays where order_id = 1 and complete group by 1 order by 1`,
      );
      const [{ total }] = (
        await client.query<{ total: number }>('select count(*)::int as total from plays')
      ).rows as [{ total: number }];
      // The evening of 31 October in Dubai (16:00–22:00, 12:00–18:00 UTC).
      const [{ evening }] = (
        await client.query<{ evening: number }>(
          `select count(*)::int as evening from plays where order_id = 2 and complete
           and started_at >= '2026-10-31 12:00:00+00' and started_at < '2026-10-31 18:00:00+00'`,
        )
      ).rows as [{ evening: number }];

      const database = openPglite(client);
      await database.migrate();
      const db = database.db;

      const parts = await queryRows<{ part: string; n: number }>(
        db,
        sql`select tableoid::regclass::text as part, count(*)::int as n from plays group by 1 order by 1`,
      );
      expect(parts.map((row) => row.part)).toEqual(['plays_2026_10', 'plays_2026_11']);
      expect(parts.reduce((sum, row) => sum + row.n, 0)).toBe(total);
      expect(total).toBe(2 * (Math.floor((3 * 24 * 60) / 7) + 1));

      const sortRows = <T extends { orderId: number; date: string; hour: number }>(rows: T[]) =>
        [...rows].sort(
          (x, y) => x.orderId - y.orderId || x.date.localeCompare(y.date) || x.hour - y.hour,
        );
      // The daily rollup (migration 0035, filled from the hourly one) holds the same hours.
      const fromDays = (await deliveredByDay(db, [1, 2])).flatMap((day) =>
        day.hours.flatMap((plays, hour) =>
          plays > 0 ? [{ orderId: day.orderId, date: day.date, hour, plays }] : [],
        ),
      );
      expect(sortRows(fromDays)).toEqual(sortRows(rawByHour));
      expect(await playsPerDay(db, 1, true)).toEqual(rawPerDay);
      expect(
        await deliveredPlays(
          db,
          2,
          new Date('2026-10-31T12:00:00.000Z'),
          new Date('2026-10-31T18:00:00.000Z'),
        ),
      ).toBe(evening);
      expect(
        (
          await screenPlaysPerDay(
            db,
            21,
            new Date('2026-10-29T22:00:00.000Z'),
            new Date('2026-11-02T22:00:00.000Z'),
          )
        ).reduce((sum, row) => sum + row.n, 0),
      ).toBe(rawPerDay.reduce((sum, row) => sum + row.n, 0));
      expect(await compareRollups(db, '2026-10-29', '2026-11-02')).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
