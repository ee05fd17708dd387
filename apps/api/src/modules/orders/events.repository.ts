import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderEvents, orderStatusHistory } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type NewOrderEvent = typeof orderEvents.$inferInsert;

export async function insertEvent(db: Db, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

export function listEvents(db: Db, orderId: number) {
  return db
    .select(columnsOf(orderEvents, 'kind', 'actorRole', 'detail', 'createdAt'))
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** Status changes, oldest first, with whoever made them (none: the system). */
export function listStatusChanges(db: Db, orderId: number) {
  return db
    .select({
      ...columnsOf(
        orderStatusHistory,
        'id',
        'fromStatus',
        'toStatus',
        'reason',
        'reasonKey',
        'reasonValues',
        'reasonCode',
        'createdAt',
      ),
      changedById: customers.id,
      changedByEmail: customers.email,
      changedByName: customers.name,
      changedByRole: customers.role,
    })
    .from(orderStatusHistory)
    .leftJoin(customers, eq(customers.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
