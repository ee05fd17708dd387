import type { ContactFilter } from '@screenspot/contracts/admin-contact';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema';

export function listContactRequests(db: Db, filter: ContactFilter) {
  const where = filter === 'all' ? undefined : eq(contactRequests.handled, filter === 'handled');
  return db
    .select()
    .from(contactRequests)
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(500);
}

export async function countOpen(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(contactRequests)
    .where(eq(contactRequests.handled, false));
  return row?.count ?? 0;
}

export async function setHandled(db: Db, id: number, handled: boolean) {
  const [row] = await db
    .update(contactRequests)
    .set({ handled, handledAt: handled ? new Date() : null })
    .where(eq(contactRequests.id, id))
    .returning();
  return row ?? null;
}
