import { asc, eq, inArray, sql } from 'drizzle-orm';
import { orderStatus } from '@screenspot/contracts/order-status';
import { queryRows, type Db } from '../../db/client';
import { screenLoopColumns } from '../../db/screen-loop';
import { screens, campaigns, orderCells, orderPlayDays, orders } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export function findCampaign(db: Db, campaignId: number) {
  return db
    .select(columnsOf(campaigns, 'id', 'customerId', 'name'))
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .then((rows) => rows[0]);
}

/** The campaign's orders with their screen's loop and when a paid one was cancelled, if it was. */
export function campaignOrders(db: Db, campaignId: number) {
  return db
    .select({
      orderId: orders.id,
      ...columnsOf(orders, 'screenId', 'statusCode', 'quote', 'subtotalCents'),
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

/** The orders' cells, straight from the driver: a year-long order has over a thousand. */
export function bookedCells(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<{ orderId: number; date: string; daypart: string; spots: number }>(
    db,
    sql`select ${orderCells.orderId} as "orderId", ${orderCells.date}::text as date,
               ${orderCells.daypart} as daypart, ${orderCells.spots} as spots
        from ${orderCells} where ${inArray(orderCells.orderId, orderIds)}`,
  );
}

/**
 * Accepted complete plays per order and business date in Dubai, with the day's 24 local hours
 * (index h holds hour h; hours 0 and 1 are the night after midnight), read from the daily rollup
 * kept at ingest: a campaign reads one row per order and day played, never its hours or plays.
 * The hours come as one text a row and are read here: the driver's parsing of an integer array
 * cost more than the rest of a year-long report's figures.
 */
export async function deliveredByDay(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<{ orderId: number; date: string; hours: string }>(
    db,
    sql`select ${orderPlayDays.orderId} as "orderId", ${orderPlayDays.date}::text as date,
               array_to_string(${orderPlayDays.completeHours}, ',', '0') as hours
        from ${orderPlayDays}
        where ${inArray(orderPlayDays.orderId, orderIds)} and ${orderPlayDays.completePlays} > 0
        order by ${orderPlayDays.orderId}, ${orderPlayDays.date}`,
  );
  return rows.map((row) => ({
    orderId: row.orderId,
    date: row.date,
    hours: listedCounts(row.hours),
  }));
}

/** "0,12,3": the counts of a comma-separated list of non-negative integers. */
function listedCounts(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      values.push(value);
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  if (text.length > 0) values.push(value);
  return values;
}

/**
 * A customer's orders booked to play on one business day in Dubai (02:00 to 02:00 the next
 * morning, so the night is whole), with the complete plays accepted for each on that day, from the
 * daily rollup.
 */
export function deliveredOnDay(db: Db, customerId: number, date: string) {
  return queryRows<{ orderId: number; campaignId: number | null; ledId: number; plays: number }>(
    db,
    sql`select o.id as "orderId", o.campaign_id as "campaignId", o.screen_id as "ledId",
          coalesce((select d.complete_plays from order_play_days d
            where d.order_id = o.id and d.date = ${date}::date), 0)::int as plays
        from orders o
        where o.customer_id = ${customerId}
          and exists (select 1 from order_cells c where c.order_id = o.id and c.date = ${date}::date)
        order by o.id`,
  );
}
