import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { bookCampaign, buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, sessionCookie } from '../../../test/builders';
import { queryRows } from '../../db/client';

const { t, db } = useTestContext();

async function customersWithCookies(n: number) {
  const list: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const customer = await buildCustomer(db());
    list.push(await sessionCookie(db(), customer.id));
  }
  return list;
}

describe(`booking under contention (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sells the last 12 spots of a cell to exactly 12 of 100 customers', async () => {
    const screen = await buildLoopScreen(db(), { loopSlots: 20 });
    const day = daysFromNow(15);
    const early = await buildCustomer(db());
    const first = await bookCampaign(t.app, db(), early.id, [
      { ledId: screen.id, startDate: day, endDate: day, dayparts: ['evening'], spotsPerLoop: 8 },
    ]);
    expect(first.statusCode).toBe(201);

    const cookies = await customersWithCookies(100);
    const answers = await Promise.all(
      cookies.map((cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers: { cookie },
          payload: {
            items: [
              {
                ledId: screen.id,
                startDate: day,
                endDate: day,
                dayparts: ['evening'],
                spotsPerLoop: 1,
              },
            ],
          },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(88);
    const [ledger] = await queryRows<{ held: number }>(
      db(),
      sql`select held from booking_cells where screen_id = ${screen.id} and date = ${day}::date and daypart = 'evening'`,
    );
    expect(Number(ledger!.held)).toBe(20);
  });

  it('overlapping multi-cell bookings in any order never fail with a 5xx nor oversell', async () => {
    const screens = [
      await buildLoopScreen(db(), { loopSlots: 5 }),
      await buildLoopScreen(db(), { loopSlots: 5 }),
    ];
    const cookies = await customersWithCookies(40);
    const dayparts = ['morning', 'daytime', 'evening', 'night'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const answers = await Promise.all(
      cookies.map((cookie) => {
        const start = 40 + random(3);
        // Screens in either order, so requests would lock in opposite orders if nobody sorted them.
        const order = random(2) === 0 ? screens : [...screens].reverse();
        return t.app.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers: { cookie },
          payload: {
            items: order.map((screen) => ({
              ledId: screen.id,
              startDate: daysFromNow(start),
              endDate: daysFromNow(start + random(3)),
              dayparts: [dayparts[random(4)], dayparts[random(4)]],
              spotsPerLoop: 1 + random(2),
            })),
          },
        });
      }),
    );
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 201)).toBe(true);
    const cells = await queryRows<{ held: number; sold: number }>(
      db(),
      sql`select c.held, coalesce(sum(oc.spots), 0) as sold
          from booking_cells c
          left join order_cells oc on oc.screen_id = c.screen_id and oc.date = c.date and oc.daypart = c.daypart
          where c.screen_id in (${screens[0]!.id}, ${screens[1]!.id})
          group by c.screen_id, c.date, c.daypart, c.held`,
    );
    for (const cell of cells) {
      expect(Number(cell.held)).toBeLessThanOrEqual(5);
      expect(Number(cell.held)).toBe(Number(cell.sold));
    }
  });
});
