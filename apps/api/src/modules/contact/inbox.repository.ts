import type { ContactFilter } from '@screenspot/contracts/admin-contact';
import { desc, eq } from 'drizzle-orm';
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

export function countOpen(db: Db): Promise<number> {
  return db.$count(contactRequests, eq(contactRequests.handled, false));
}

export async function setHandled(db: Db, id: number, handled: boolean) {
  const [row] = await db
    .update(contactRequests)
    .set({ handled, handledAt: handled ? new Date() : null })
    .where(eq(contactRequests.id, id))
    .returning();
  return row ?? null;
}
