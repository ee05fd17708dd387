import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { bookingItem, buildLoopScreen, daysFromNow } from './booking-builders';
import { buildCustomer, sessionCookie } from './builders';
import { usePostgresInstances } from './postgres-instances';

// Two instances of the service on one real PostgreSQL server (DATABASE_URL, else the local one):
// the ledger's row locks, not anything in a process, keep a cell from being oversold.
const instances = usePostgresInstances('two');

describe('two instances on one PostgreSQL', () => {
  it('sell the last 12 spots of a cell to exactly 12 of 100 customers', async () => {
    const db = instances[0]!.database.db;
    const screen = await buildLoopScreen(db, { loopSlots: 12 });
    const day = daysFromNow(12);
    const item = bookingItem({ ledId: screen.id, startDate: day, endDate: day });
    const cookies: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      cookies.push(await sessionCookie(db, (await buildCustomer(db)).id));
    }
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        instances[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers: { cookie },
          payload: { items: [item] },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(88);
    const winners = answers.filter((res, i) => res.statusCode === 201 && i % 2 === 1);
    expect(winners.length).toBeGreaterThan(0);
    const [cell] = await queryRows<{ held: number }>(
      db,
      sql`select held from booking_cells where screen_id = ${screen.id} and date = ${day}::date and daypart = 'evening'`,
    );
    expect(Number(cell!.held)).toBe(12);
  });
});
