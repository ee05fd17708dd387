import { aliasedTable, and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billboards, customers, orders, orderStatusHistory } from '../../db/schema';
import { asId, containing } from '../../db/search';

const orderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  statusCode: orders.statusCode,
  statusReason: orders.statusReason,
  priceCents: orders.priceCents,
  videoKey: orders.videoKey,
  videoContentType: orders.videoContentType,
  videoBytes: orders.videoBytes,
  videoDurationMs: orders.videoDurationMs,
  videoFileName: orders.videoFileName,
  flightStart: orders.flightStart,
  flightEnd: orders.flightEnd,
  dayparts: orders.dayparts,
  spotsPerLoop: orders.spotsPerLoop,
  totalCents: orders.totalCents,
  vatCents: orders.vatCents,
  customerId: customers.id,
  customerEmail: customers.email,
  customerName: customers.name,
  customerSurname: customers.surname,
  customerCompany: customers.companyName,
  screenId: billboards.id,
  screenName: billboards.billboardName,
  screenLocation: billboards.location,
  screenSize: billboards.size,
  screenMediaType: billboards.mediaType,
  screenDuration: billboards.durationSeconds,
};

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export type OrderFilter = { status?: number; q?: string; customerId?: number };

function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status !== undefined) conditions.push(eq(orders.statusCode, filter.status));
  if (filter.customerId !== undefined) conditions.push(eq(orders.customerId, filter.customerId));
  if (filter.q) {
    const pattern = containing(filter.q);
    const id = asId(filter.q);
    conditions.push(
      or(
        ilike(customers.email, pattern),
        ilike(sql`${customers.name} || ' ' || ${customers.surname}`, pattern),
        ilike(customers.companyName, pattern),
        ilike(billboards.billboardName, pattern),
        ilike(billboards.location, pattern),
        id === undefined ? undefined : eq(orders.id, id),
      ),
    );
  }
  return and(...conditions);
}

function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(billboards, eq(billboards.id, orders.billboardId));
}

export function listOrders(
  db: Db,
  filter: OrderFilter,
  paging: { limit: number; offset: number },
  oldestFirst = false,
) {
  const order = oldestFirst ? asc : desc;
  return selectOrders(db)
    .where(orderConditions(filter))
    .orderBy(order(orders.createdAt), order(orders.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(billboards, eq(billboards.id, orders.billboardId))
    .where(orderConditions(filter));
  return row?.count ?? 0;
}

export async function findOrder(db: Db, id: number) {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** Locks the order's row for the rest of the transaction, so two operators cannot both move it. */
export async function lockOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      statusCode: orders.statusCode,
      customerId: orders.customerId,
      billboardId: orders.billboardId,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setStatus(
  db: Db,
  id: number,
  change: { to: number; reason: string | null },
): Promise<void> {
  await db
    .update(orders)
    .set({ statusCode: change.to, statusReason: change.reason, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export async function insertHistory(
  db: Db,
  entry: {
    orderId: number;
    fromStatus: number;
    toStatus: number;
    changedBy: number;
    reason: string | null;
  },
): Promise<void> {
  await db.insert(orderStatusHistory).values(entry);
}

const changers = aliasedTable(customers, 'changers');

export function listHistory(db: Db, orderId: number) {
  return db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      reason: orderStatusHistory.reason,
      createdAt: orderStatusHistory.createdAt,
      changedById: changers.id,
      changedByEmail: changers.email,
      changedByName: changers.name,
    })
    .from(orderStatusHistory)
    .leftJoin(changers, eq(changers.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export async function findCustomerContact(db: Db, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}
