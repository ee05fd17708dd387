import type { AdminContactRequest, ContactFilter } from '@screenspot/contracts/admin-contact';
import type { Db } from '../../db/client';
import type { contactRequests } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import * as repository from './inbox.repository';

function toAdminContactRequest(row: typeof contactRequests.$inferSelect): AdminContactRequest {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    message: row.message,
    handled: row.handled,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listContactRequests(db: Db, filter: ContactFilter) {
  return (await repository.listContactRequests(db, filter)).map(toAdminContactRequest);
}

export async function setHandled(db: Db, id: number, handled: boolean) {
  const row = await repository.setHandled(db, id, handled);
  if (!row) throw new HttpError(404, 'console.contactNotFound');
  return toAdminContactRequest(row);
}

/** Requests nobody has handled yet, for the console's summary. */
export function countOpenRequests(db: Db): Promise<number> {
  return repository.countOpen(db);
}
