import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../../test/migrations';
import { compareRollups } from '../modules/playback/plays-upkeep.repository';
import { deliveredByDay } from '../modules/reports/repository';
import { openPglite, queryRows } from './client';

// Migration 0035 run on plays stored before it: the daily rollup is filled from the hourly one
// (so a month whose raw plays were dropped keeps its figures), and the plays stored afterwards
// are added to it by the inserting statement.

const insertPlays = (from: string, count: number, prefix: string) => `
  insert into plays (play_id, player_id, screen_id, order_id, item_id, seq, started_at,
                     ended_at, duration_ms, expected_ms, status, complete)
  select '${prefix}' || g || '-' || o, 10 + o, 20 + o, o, 1, g,
         timestamptz '${from}' + g * interval '11 minutes',
         timestamptz '${from}' + g * interval '11 minutes' + interval '5 seconds',
         case when g % 5 = 0 then 1000 else 5000 end, 5000,
         case when g % 5 = 0 then 'interrupted' else 'completed' end, g % 5 <> 0
  from generate_series(0, ${count - 1}) g, generate_series(1, 2) o`;

describe('migration 0035: an order’s plays per day', () => {
  it('fills the daily rollup from the hourly one and keeps it with every insert after', async () => {
    await acrossMigration('0035_order_play_days', async (client, migrateRest) => {
      // Two days of plays of two orders, across Dubai's midnight; and an hour whose raw plays a
      // past retention dropped (only its hourly count is left).
      await client.exec(insertPlays('2026-10-30 00:00:00+00', 2 * 24 * 6, 'a'));
      await client.exec(`
        insert into order_play_hours (order_id, hour_at, date, hour, plays, complete_plays, played_ms, complete_ms)
        values (1, '2024-01-10 15:00:00+00', '2024-01-10', 19, 40, 38, 200000, 190000)`);

      await migrateRest();
      const database = openPglite(client);
      const db = database.db;
      const rows = await queryRows<{ order_id: number; date: string; hours: number[] }>(
        db,
        sql`select order_id, date::text as date, complete_hours as hours
            from order_play_days order by 1, 2`,
      );
      // The same counts as the hours, day by day and hour by hour.
      const hours = await queryRows<{ order_id: number; date: string; hour: number; n: number }>(
        db,
        sql`select order_id, date::text as date, hour::int as hour, complete_plays as n
            from order_play_hours`,
      );
      const expected = new Map<string, number[]>();
      for (const row of hours) {
        const key = `${row.order_id}|${row.date}`;
        const list = expected.get(key) ?? Array<number>(24).fill(0);
        list[row.hour] = (list[row.hour] ?? 0) + row.n;
        expected.set(key, list);
      }
      expect(new Map(rows.map((row) => [`${row.order_id}|${row.date}`, row.hours]))).toEqual(
        expected,
      );
      expect(rows.find((row) => row.date === '2024-01-10')).toEqual({
        order_id: 1,
        date: '2024-01-10',
        hours: Array.from({ length: 24 }, (_, h) => (h === 19 ? 38 : 0)),
      });
      expect([...new Set(rows.map((row) => row.date))]).toEqual([
        '2024-01-10',
        '2026-10-30',
        '2026-10-31',
        '2026-11-01',
      ]);
      expect(await compareRollups(db, '2026-10-30', '2026-11-01')).toEqual([]);

      // Plays stored after the migration: the trigger adds them to the daily rollup too.
      const [before] = await queryRows<{ n: number }>(
        db,
        sql`select complete_plays as n from order_play_days where order_id = 2 and date = '2026-10-31'`,
      );
      await client.exec(insertPlays('2026-10-31 08:00:00+00', 3, 'b'));
      const [after] = await queryRows<{ n: number }>(
        db,
        sql`select complete_plays as n from order_play_days where order_id = 2 and date = '2026-10-31'`,
      );
      expect(after!.n).toBe(before!.n + 2);
      expect(await compareRollups(db, '2026-10-30', '2026-11-01')).toEqual([]);
      const delivered = await deliveredByDay(db, [1]);
      expect(delivered[0]).toMatchObject({ orderId: 1, date: '2024-01-10' });
    });
  });
});
