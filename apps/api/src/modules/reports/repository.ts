import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderStatus } from '@screenspot/contracts/order-status';
import { queryRows, type Db } from '../../db/client';
import { playBusinessDate } from '../../db/business-date';
import { screenLoopColumns } from '../../db/screen-loop';
import { screens, campaigns, orderCells, orders, plays } from '../../db/schema';

export function findCampaign(db: Db, campaignId: number) {
  return db
    .select({ id: campaigns.id, customerId: campaigns.customerId, name: campaigns.name })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .then((rows) => rows[0]);
}

/** The campaign's orders with their screen's loop and when a paid one was cancelled, if it was. */
export function campaignOrders(db: Db, campaignId: number) {
  return db
    .select({
      orderId: orders.id,
      screenId: orders.screenId,
      statusCode: orders.statusCode,
      quote: orders.quote,
      subtotalCents: orders.subtotalCents,
      refundedAt: sql<Date | null>`(select max(h.created_at) from order_status_history h
        where h.order_id = ${orders.id} and h.from_status = ${orderStatus.paid}
          and h.to_status = ${orderStatus.cancelled})`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
      ledName: screens.name,
      ...screenLoopColumns,
    })
    .from(orders)
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .where(eq(orders.campaignId, campaignId))
    .orderBy(asc(orders.id));
}

export function bookedCells(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderCells.orderId,
      date: sql<string>`${orderCells.date}::text`,
      daypart: orderCells.daypart,
      spots: orderCells.spots,
    })
    .from(orderCells)
    .where(inArray(orderCells.orderId, orderIds));
}

/**
 * Accepted complete plays grouped by order, business date and hour of the week in Dubai (UTC+4
 * all year), so a campaign of any length is summed by the database into a bounded number of rows.
 */
export function deliveredByHour(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  const local = sql`(${plays.startedAt} at time zone 'Asia/Dubai')`;
  return db
    .select({
      orderId: plays.orderId,
      date: playBusinessDate,
      weekHour: sql<number>`((extract(isodow from ${local})::int - 1) * 24 + extract(hour from ${local})::int)`,
      plays: sql<number>`count(*)::int`,
    })
    .from(plays)
    .where(and(inArray(plays.orderId, orderIds), eq(plays.complete, true)))
    .groupBy(plays.orderId, sql`2`, sql`3`);
}

/**
 * A customer's orders booked to play on one business day in Dubai (02:00 to 02:00 the next
 * morning, so the night is whole), with the complete plays accepted for each on that day: one
 * grouped statement over the plays index by order and start.
 */
export function deliveredOnDay(db: Db, customerId: number, date: string) {
  const from = sql`(${date}::date + interval '2 hours')::timestamp at time zone 'Asia/Dubai'`;
  const to = sql`(${date}::date + 1 + interval '2 hours')::timestamp at time zone 'Asia/Dubai'`;
  return queryRows<{ orderId: number; campaignId: number | null; ledId: number; plays: number }>(
    db,
    sql`select o.id as "orderId", o.campaign_id as "campaignId", o.screen_id as "ledId",
          (select count(*)::int from plays p
            where p.order_id = o.id and p.complete
              and p.started_at >= ${from} and p.started_at < ${to}) as plays
        from orders o
        where o.customer_id = ${customerId}
          and exists (select 1 from order_cells c where c.order_id = o.id and c.date = ${date}::date)
        order by o.id`,
  );
}
