// The queries of content permits (decision 0051): permits, what they cover, and their reminders.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { contentPermits, orders, permitReminders, screenCategoryRules } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type PermitRow = typeof contentPermits.$inferSelect;
export type NewPermit = typeof contentPermits.$inferInsert;

export async function insertPermit(db: Db, values: NewPermit): Promise<PermitRow> {
  const [row] = await db.insert(contentPermits).values(values).returning();
  return row!;
}

export async function updatePermit(
  db: Db,
  permitId: number,
  values: Partial<NewPermit>,
): Promise<PermitRow> {
  const [row] = await db
    .update(contentPermits)
    .set(values)
    .where(eq(contentPermits.id, permitId))
    .returning();
  return row!;
}

export async function deletePermit(db: Db, permitId: number): Promise<void> {
  await db.delete(contentPermits).where(eq(contentPermits.id, permitId));
}

/** Forgets the reminders sent for a permit, so a new end date is reminded of again. */
export async function forgetReminders(db: Db, permitId: number): Promise<void> {
  await db.delete(permitReminders).where(eq(permitReminders.permitId, permitId));
}

export async function findPermit(db: Db, permitId: number): Promise<PermitRow | null> {
  const [row] = await db.select().from(contentPermits).where(eq(contentPermits.id, permitId));
  return row ?? null;
}

/** The order's own permits and the blanket permits of its screen and customer, oldest first. */
export function permitsOfOrder(
  db: Db,
  order: { id: number; screenId: number; customerId: number },
): Promise<PermitRow[]> {
  return db
    .select()
    .from(contentPermits)
    .where(
      or(
        eq(contentPermits.orderId, order.id),
        and(
          eq(contentPermits.screenId, order.screenId),
          eq(contentPermits.customerId, order.customerId),
        ),
      ),
    )
    .orderBy(asc(contentPermits.validFrom), asc(contentPermits.id));
}

/** A screen's blanket permits, newest first. */
export function blanketPermitsOfScreen(db: Db, screenId: number): Promise<PermitRow[]> {
  return db
    .select()
    .from(contentPermits)
    .where(and(eq(contentPermits.screenId, screenId), isNull(contentPermits.orderId)))
    .orderBy(sql`${contentPermits.id} desc`)
    .limit(200);
}

/** The validity of every permit that covers these orders of one screen: their own and blanket. */
export function permitSpans(
  db: Db,
  screenId: number,
  orderIds: number[],
): Promise<{ orderId: number; validFrom: string; validTo: string }[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select o.id as "orderId", p.valid_from::text as "validFrom", p.valid_to::text as "validTo"
        from orders o
        join content_permits p on p.order_id = o.id
          or (p.screen_id = ${screenId} and p.customer_id = o.customer_id)
        where o.id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

/** Whether an operator exempted the screen from content permits (no rule row: not exempt). */
export async function permitExempt(db: Db, screenId: number): Promise<boolean> {
  const [row] = await db
    .select({ exempt: screenCategoryRules.permitExempt })
    .from(screenCategoryRules)
    .where(eq(screenCategoryRules.screenId, screenId));
  return row?.exempt ?? false;
}

export async function setPermitExempt(db: Db, screenId: number, exempt: boolean) {
  await db
    .insert(screenCategoryRules)
    .values({ screenId, permitExempt: exempt })
    .onConflictDoUpdate({
      target: screenCategoryRules.screenId,
      set: { permitExempt: exempt, updatedAt: new Date() },
    });
}

/** Which of these orders were paid before every screen required permits (decision 0062). */
export async function grandfatheredOrders(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.permitGrandfathered, true)));
  return new Set(rows.map((row) => row.id));
}

/** The local dates an order has spots on, its make-good cells included, in order. */
export async function bookedDays(db: Db, orderId: number): Promise<string[]> {
  const rows = await queryRows<{ date: string }>(
    db,
    sql`select distinct date::text as date from (
          select date from order_cells where order_id = ${orderId} and spots > 0
          union all select date from make_good_cells where order_id = ${orderId}) c
        order by 1`,
  );
  return rows.map((row) => row.date);
}

export async function orderScope(
  db: Db,
  orderId: number,
): Promise<{
  id: number;
  screenId: number;
  customerId: number;
  statusCode: number;
  permitGrandfathered: boolean;
} | null> {
  const [row] = await db
    .select(columnsOf(orders, 'id', 'screenId', 'customerId', 'statusCode', 'permitGrandfathered'))
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Statuses whose order still expects to play: awaiting a video, in review, approved, paid. */
const playingStatuses = sql`(6, 0, 1, 2)`;

export type ReminderCandidate = {
  permitId: number;
  number: string;
  validTo: string;
  orderId: number;
};

/**
 * Permits whose last day is between `today` and `lastDay` and that some still-playing order held
 * to its permits (not grandfathered, not on an exempt screen) needs past that day (a booked day after it that no other permit covers); answered with the lowest such
 * order, which the notice names. A permit renewed in time, or outliving the flight, is left alone.
 */
export function permitsEnding(
  db: Db,
  today: string,
  lastDay: string,
): Promise<ReminderCandidate[]> {
  return queryRows(
    db,
    sql`select p.id as "permitId", p.number, p.valid_to::text as "validTo", min(o.id) as "orderId"
        from content_permits p
        join orders o on (o.id = p.order_id
            or (p.order_id is null and o.screen_id = p.screen_id and o.customer_id = p.customer_id))
          and o.status_code in ${playingStatuses}
          -- Days that play without a permit need no reminder (decision 0062).
          and not o.permit_grandfathered
          and not exists (select 1 from screen_category_rules r
            where r.screen_id = o.screen_id and r.permit_exempt)
        where p.valid_to between ${today}::date and ${lastDay}::date
          and exists (select 1 from order_cells c where c.order_id = o.id and c.spots > 0
            and c.date > p.valid_to
            and not exists (select 1 from content_permits q
              where q.id <> p.id and c.date between q.valid_from and q.valid_to
                and (q.order_id = o.id or (q.screen_id = o.screen_id and q.customer_id = o.customer_id))))
        group by p.id
        order by p.id
        limit 500`,
  );
}

/** Claims one reminder of a permit; false when it was already sent (by this or another instance). */
export async function claimReminder(
  tx: Db,
  reminder: { permitId: number; kind: string; orderId: number },
): Promise<boolean> {
  const rows = await tx
    .insert(permitReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ permitId: permitReminders.permitId });
  return rows.length > 0;
}

export function remindersOf(db: Db, permitIds: number[]) {
  if (permitIds.length === 0) return Promise.resolve([]);
  return db
    .select(columnsOf(permitReminders, 'permitId', 'kind'))
    .from(permitReminders)
    .where(inArray(permitReminders.permitId, permitIds));
}
