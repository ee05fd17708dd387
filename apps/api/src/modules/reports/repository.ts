import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { orderStatus } from '@screenspot/contracts/order-status';
import { queryRows, type Db } from '../../db/client';
import { screenLoopColumns } from '../../db/screen-loop';
import { screens, campaigns, orderCells, orderPlayHours, orders } from '../../db/schema';

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
 * Accepted complete plays per order, business date and hour of the week in Dubai (UTC+4 all
 * year), read from the hourly rollup kept at ingest: a campaign of any length reads one row per
 * order and hour played, never its plays. The hour's local date is the business date, or the day
 * after for the night's hours after midnight.
 */
export function deliveredByHour(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  const localDate = sql`(${orderPlayHours.date} + (${orderPlayHours.hour} < 2)::int)`;
  return db
    .select({
      orderId: orderPlayHours.orderId,
      date: sql<string>`${orderPlayHours.date}::text`,
      weekHour: sql<number>`((extract(isodow from ${localDate})::int - 1) * 24 + ${orderPlayHours.hour})::int`,
      plays: orderPlayHours.completePlays,
    })
    .from(orderPlayHours)
    .where(and(inArray(orderPlayHours.orderId, orderIds), gt(orderPlayHours.completePlays, 0)));
}

/**
 * A customer's orders booked to play on one business day in Dubai (02:00 to 02:00 the next
 * morning, so the night is whole), with the complete plays accepted for each on that day, from the
 * hourly rollup.
 */
export function deliveredOnDay(db: Db, customerId: number, date: string) {
  const from = sql`(${date}::date + interval '2 hours')::timestamp at time zone 'Asia/Dubai'`;
  const to = sql`(${date}::date + 1 + interval '2 hours')::timestamp at time zone 'Asia/Dubai'`;
  return queryRows<{ orderId: number; campaignId: number | null; ledId: number; plays: number }>(
    db,
    sql`select o.id as "orderId", o.campaign_id as "campaignId", o.screen_id as "ledId",
          (select coalesce(sum(h.complete_plays), 0)::int from order_play_hours h
            where h.order_id = o.id and h.hour_at >= ${from} and h.hour_at < ${to}) as plays
        from orders o
        where o.customer_id = ${customerId}
          and exists (select 1 from order_cells c where c.order_id = o.id and c.date = ${date}::date)
        order by o.id`,
  );
}
