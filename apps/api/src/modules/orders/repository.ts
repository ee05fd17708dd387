import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPage, preparedPerDatabase } from '../../db/prepared';
import { screens, customers, orderAdverts, orders, orderStatusHistory } from '../../db/schema';
import { asId, containing } from '../../db/search';
import { columnsOf } from '../../db/select-columns';

// Orders as their owners and the operators' console read and move them.

// ── The advertiser's orders ──────────────────────────────────────────────────────────────────

/** What the advertiser's list shows: no storage details, so a page of 100 maps fewer fields. */
const listColumns = {
  id: orders.id,
  screenId: orders.screenId,
  billboardName: screens.name,
  billboardNameAr: screens.nameAr,
  description: screens.description,
  descriptionAr: screens.descriptionAr,
  ...columnsOf(orders, 'priceCents', 'statusCode', 'statusReason', 'statusReasonCode'),
  advertBrand: orderAdverts.brand,
  advertCategory: orderAdverts.category,
  advertApprovalRef: orderAdverts.approvalRef,
  ...columnsOf(
    orders,
    'videoDurationMs',
    'createdAt',
    'campaignId',
    'flightStart',
    'flightEnd',
    'dayparts',
    'spotsPerLoop',
    'subtotalCents',
    'vatCents',
    'totalCents',
    'holdExpiresAt',
  ),
};

const orderColumns = {
  ...listColumns,
  ...columnsOf(orders, 'customerId', 'videoKey', 'videoContentType', 'videoBytes'),
};

function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .leftJoin(orderAdverts, eq(orderAdverts.orderId, orders.id))
    .$dynamic();
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];
export type OrderListRow = Pick<OrderRow, keyof typeof listColumns>;

// The orders tab asks this on every visit, so it is prepared.
const customerOrders = preparedPerDatabase((db) =>
  customerPage(
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(screens, eq(screens.id, orders.screenId))
      .leftJoin(orderAdverts, eq(orderAdverts.orderId, orders.id))
      .$dynamic(),
    orders,
  ).prepare('list_customer_orders'),
);

/** A customer's orders, newest first. */
export function listCustomerOrders(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<OrderListRow[]> {
  return customerOrders(db).execute({ customerId, ...page });
}

export function countCustomerOrders(db: Db, customerId: number): Promise<number> {
  return db.$count(orders, eq(orders.customerId, customerId));
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

// ── The operators' console: every order, moderation and its history ─────────────────────────

/** What the console shows of an order: its customer and its screen beside it. */
const consoleColumns = {
  ...columnsOf(
    orders,
    'id',
    'createdAt',
    'updatedAt',
    'statusCode',
    'statusReason',
    'statusReasonCode',
  ),
  advertBrand: orderAdverts.brand,
  advertCategory: orderAdverts.category,
  advertApprovalRef: orderAdverts.approvalRef,
  ...columnsOf(
    orders,
    'priceCents',
    'videoKey',
    'videoContentType',
    'videoBytes',
    'videoDurationMs',
    'videoFileName',
    'campaignId',
    'flightStart',
    'flightEnd',
    'dayparts',
    'spotsPerLoop',
    'totalCents',
    'vatCents',
  ),
  customerId: customers.id,
  customerEmail: customers.email,
  customerName: customers.name,
  customerSurname: customers.surname,
  customerCompany: customers.companyName,
  screenId: screens.id,
  screenName: screens.name,
  screenLocation: screens.location,
  screenSize: screens.size,
  screenMediaType: screens.mediaType,
  screenDuration: screens.durationSeconds,
};

export type ConsoleOrderRow = NonNullable<Awaited<ReturnType<typeof findConsoleOrder>>>;

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
        ilike(screens.name, pattern),
        ilike(screens.location, pattern),
        id === undefined ? undefined : eq(orders.id, id),
      ),
    );
  }
  return and(...conditions);
}

function selectConsoleOrders(db: Db) {
  return db
    .select(consoleColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .leftJoin(orderAdverts, eq(orderAdverts.orderId, orders.id));
}

export function listConsoleOrders(
  db: Db,
  filter: OrderFilter,
  paging: { limit: number; offset: number },
  oldestFirst = false,
) {
  const order = oldestFirst ? asc : desc;
  return selectConsoleOrders(db)
    .where(orderConditions(filter))
    .orderBy(order(orders.createdAt), order(orders.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countConsoleOrders(db: Db, filter: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .where(orderConditions(filter));
  return row?.count ?? 0;
}

export async function findConsoleOrder(db: Db, id: number) {
  const [row] = await selectConsoleOrders(db).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** Locks the order's row for the rest of the transaction, so two operators cannot both move it. */
export async function lockOrder(db: Db, id: number) {
  const [row] = await db
    .select(columnsOf(orders, 'id', 'statusCode', 'customerId', 'screenId', 'videoKey'))
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setStatus(
  db: Db,
  id: number,
  change: { to: number; reason: string | null; reasonCode?: string | null },
): Promise<void> {
  await db
    .update(orders)
    .set({
      statusCode: change.to,
      statusReason: change.reason,
      statusReasonCode: change.reasonCode ?? null,
      updatedAt: new Date(),
    })
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
    reasonCode?: string | null;
  },
): Promise<void> {
  await db.insert(orderStatusHistory).values(entry);
}
