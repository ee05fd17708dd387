import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderEvents, orderStatusHistory } from '../../db/schema';

export type NewOrderEvent = typeof orderEvents.$inferInsert;

export async function insertEvent(db: Db, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

export function listEvents(db: Db, orderId: number) {
  return db
    .select({
      kind: orderEvents.kind,
      actorRole: orderEvents.actorRole,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** Status changes with the role of whoever made them (none: the system). */
export function listStatusChanges(db: Db, orderId: number) {
  return db
    .select({
      toStatus: orderStatusHistory.toStatus,
      reason: orderStatusHistory.reason,
      createdAt: orderStatusHistory.createdAt,
      role: customers.role,
    })
    .from(orderStatusHistory)
    .leftJoin(customers, eq(customers.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
