import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { buildLoopScreen, daysFromNow } from './booking-builders';
import { usePostgresInstances } from './postgres-instances';
import { buildCustomer, buildOperator, sessionCookie } from './builders';
import { paidCampaign } from './control-builders';

// Two instances of the service on one real PostgreSQL server (DATABASE_URL, else the local one):
// ends and schedule changes of the same orders race across them (decision 0025).
const instances = usePostgresInstances('control');

describe('order control with two instances on one PostgreSQL', () => {
  it('ends and edits racing on the same orders never release or refund twice', async () => {
    const db = instances[0]!.database.db;
    const operator = await buildOperator(db);
    const screen = await buildLoopScreen(db, { loopSlots: 60 });
    const orders: { customerId: number; cookie: string; orderId: number }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const customer = await buildCustomer(db);
      const paid = await paidCampaign(instances[0]!.app, db, {
        customerId: customer.id,
        operatorId: operator.id,
        items: [
          {
            ledId: screen.id,
            startDate: daysFromNow(10),
            endDate: daysFromNow(12),
            spotsPerLoop: 2,
          },
        ],
      });
      orders.push({
        customerId: customer.id,
        cookie: await sessionCookie(db, customer.id),
        orderId: paid.orderIds[0]!,
      });
    }
    const call = (i: number, cookie: string, url: string, payload?: object) =>
      instances[i % 2]!.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    // Per order, at once: an end on each instance and two cheaper schedules (of equal price, so
    // neither leaves a difference to pay whichever comes first), one on each.
    const answers = await Promise.all(
      orders.flatMap(({ cookie, orderId }, i) => [
        call(i, cookie, `/api/order/${orderId}/end`),
        call(i + 1, cookie, `/api/order/${orderId}/end`),
        call(i, cookie, `/api/order/${orderId}/schedule`, {
          startDate: daysFromNow(11),
          endDate: daysFromNow(12),
          dayparts: ['evening'],
          spotsPerLoop: 1,
        }),
        call(i + 1, cookie, `/api/order/${orderId}/schedule`, {
          startDate: daysFromNow(13),
          endDate: daysFromNow(14),
          dayparts: ['evening'],
          spotsPerLoop: 1,
        }),
      ]),
    );
    expect(answers.filter((res) => res.statusCode >= 500).map((res) => res.body)).toEqual([]);
    for (let i = 0; i < orders.length; i += 1) {
      const ends = answers.slice(i * 4, i * 4 + 2).map((res) => res.statusCode);
      expect(ends.sort()).toEqual([200, 409]);
    }
    // Everything ended before it started: nothing stays booked or held, no cell went negative.
    const [ledger] = await queryRows<{ booked: number; held: number }>(
      db,
      sql`select coalesce(sum(booked), 0)::int as booked, coalesce(sum(held), 0)::int as held
          from booking_cells where screen_id = ${screen.id}`,
    );
    expect(ledger).toEqual({ booked: 0, held: 0 });
    for (const { customerId, orderId } of orders) {
      const [money] = await queryRows<{ invoiced: number; credited: number; status: number }>(
        db,
        sql`select (select sum(total_cents) from invoices where customer_id = ${customerId})::int as invoiced,
              (select coalesce(sum(total_cents), 0) from credit_notes where customer_id = ${customerId})::int as credited,
              (select status_code from orders where id = ${orderId})::int as status`,
      );
      // Paid in full, then refunded in full, once: whatever the edits did in between.
      expect(money!.credited).toBe(money!.invoiced);
      expect(money!.status).toBe(4);
    }
  });
});
