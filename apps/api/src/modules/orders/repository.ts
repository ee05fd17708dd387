import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billboards, orders, orderStatusHistory } from '../../db/schema';

const orderColumns = {
  id: orders.id,
  customerId: orders.customerId,
  billboardId: orders.billboardId,
  billboardName: billboards.billboardName,
  description: billboards.description,
  priceCents: orders.priceCents,
  statusCode: orders.statusCode,
  statusReason: orders.statusReason,
  videoKey: orders.videoKey,
  videoContentType: orders.videoContentType,
  videoBytes: orders.videoBytes,
  videoDurationMs: orders.videoDurationMs,
  createdAt: orders.createdAt,
};

function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(billboards, eq(billboards.id, orders.billboardId))
    .$dynamic();
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/** A customer's orders, newest first. */
export function listCustomerOrders(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  return selectOrders(db)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
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
