import type { ContactRequest } from '@screenspot/contracts/contact';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export async function insertContactRequest(db: Db, request: ContactRequest) {
  const [row] = await db
    .insert(contactRequests)
    .values(request)
    .returning(columnsOf(contactRequests, 'id', 'createdAt'));
  return row!;
}
