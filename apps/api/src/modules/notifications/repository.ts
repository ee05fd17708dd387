import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { notifications } from '../../db/schema';

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  isRead: notifications.isRead,
  orderId: notifications.orderId,
};

/** The list shows the newest this many; older ones stay stored but a busy account never grows it. */
export const notificationListLimit = 100;

// Asked on every visit to the notifications tab, so it is prepared.
const customerNotifications = preparedPerDatabase((db) =>
  db
    .select(columns)
    .from(notifications)
    .where(eq(notifications.customerId, sql.placeholder('customerId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(notificationListLimit)
    .prepare('list_customer_notifications'),
);

export function listForCustomer(db: Db, customerId: number) {
  return customerNotifications(db).execute({ customerId });
}

export async function countUnread(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

/** Marks the customer's own notification read; null when it is not theirs or does not exist. */
export async function markRead(db: Db, customerId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
    .returning(columns);
  return row ?? null;
}

export async function insertNotification(
  db: Db,
  values: { customerId: number; orderId?: number; title: string; message: string },
) {
  const [row] = await db.insert(notifications).values(values).returning(columns);
  return row!;
}
