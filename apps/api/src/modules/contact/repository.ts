import type { ContactRequest } from '@screenspot/contracts/contact';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema';

export async function insertContactRequest(db: Db, request: ContactRequest) {
  const [row] = await db
    .insert(contactRequests)
    .values(request)
    .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
  return row!;
}
