import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { billboards, orders, orderStatusHistory } from '../../db/schema';

/** What the advertiser's list shows: no storage details, so a page of 100 maps fewer fields. */
const listColumns = {
  id: orders.id,
  billboardId: orders.billboardId,
  billboardName: billboards.billboardName,
  description: billboards.description,
  priceCents: orders.priceCents,
  statusCode: orders.statusCode,
  statusReason: orders.statusReason,
  videoDurationMs: orders.videoDurationMs,
  createdAt: orders.createdAt,
  campaignId: orders.campaignId,
  flightStart: orders.flightStart,
  flightEnd: orders.flightEnd,
  dayparts: orders.dayparts,
  spotsPerLoop: orders.spotsPerLoop,
  subtotalCents: orders.subtotalCents,
  vatCents: orders.vatCents,
  totalCents: orders.totalCents,
  holdExpiresAt: orders.holdExpiresAt,
};

const orderColumns = {
  ...listColumns,
  customerId: orders.customerId,
  videoKey: orders.videoKey,
  videoContentType: orders.videoContentType,
  videoBytes: orders.videoBytes,
};

function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(billboards, eq(billboards.id, orders.billboardId))
    .$dynamic();
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];
export type OrderListRow = Pick<OrderRow, keyof typeof listColumns>;

// The orders tab asks this on every visit, so it is prepared.
const customerOrders = preparedPerDatabase((db) =>
  db
    .select(listColumns)
    .from(orders)
    .innerJoin(billboards, eq(billboards.id, orders.billboardId))
    .where(eq(orders.customerId, sql.placeholder('customerId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('list_customer_orders'),
);

/** A customer's orders, newest first. */
export function listCustomerOrders(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<OrderListRow[]> {
  return customerOrders(db).execute({ customerId, ...page });
}

/** One order, only if it belongs to the customer. */
export async function findCustomerOrder(
  db: Db,
  customerId: number,
  orderId: number,
): Promise<OrderRow | null> {
  const [row] = await selectOrders(db)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export type NewOrder = typeof orders.$inferInsert;

/** Inserts the order and its first status-history entry (under review). */
export async function insertOrder(db: Db, values: NewOrder): Promise<number> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  await db.insert(orderStatusHistory).values({
    orderId: row!.id,
    fromStatus: null,
    toStatus: values.statusCode ?? 0,
    changedBy: values.customerId,
  });
  return row!.id;
}

/** An order's status changes, oldest first; who made them stays with the operators. */
export function listOrderHistory(db: Db, orderId: number) {
  return db
    .select({
      toStatus: orderStatusHistory.toStatus,
      reason: orderStatusHistory.reason,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
