import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { organisationClients, organisations } from '../../db/schema';
import type { InvoiceAddressee } from '@screenspot/contracts/organisation-client';
import { columnsOf } from '../../db/select-columns';

export type ClientRow = typeof organisationClients.$inferSelect;
export type ClientValues = Pick<
  typeof organisationClients.$inferInsert,
  'name' | 'nameAr' | 'billingAddress' | 'trn' | 'contactEmail'
>;

/** The organisation's clients: the active ones by name, then the archived ones (a bounded page). */
export function listClients(db: Db, organisationId: number, limit: number) {
  return db
    .select()
    .from(organisationClients)
    .where(eq(organisationClients.organisationId, organisationId))
    .orderBy(
      sql`${organisationClients.archivedAt} is not null`,
      asc(sql`lower(${organisationClients.name})`),
      asc(organisationClients.id),
    )
    .limit(limit);
}

export async function insertClient(db: Db, organisationId: number, values: ClientValues) {
  const [row] = await db
    .insert(organisationClients)
    .values({ ...values, organisationId })
    .returning();
  return row!;
}

/** The organisation's client; null for another organisation's or a missing one. */
export async function findClient(db: Db, organisationId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(organisationClients)
    .where(
      and(eq(organisationClients.id, id), eq(organisationClients.organisationId, organisationId)),
    )
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function updateClient(
  db: Db,
  organisationId: number,
  id: number,
  values: ClientValues,
) {
  const [row] = await db
    .update(organisationClients)
    .set(values)
    .where(
      and(eq(organisationClients.id, id), eq(organisationClients.organisationId, organisationId)),
    )
    .returning();
  return row ?? null;
}

/** Whether a campaign or a proposal names the client. */
export async function clientInUse(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from campaigns where client_id = ${id})
      or exists (select 1 from proposals where client_id = ${id}) as used`,
  );
  return Boolean(row?.used);
}

export async function archiveClient(db: Db, id: number) {
  await db
    .update(organisationClients)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(organisationClients.id, id), isNull(organisationClients.archivedAt)));
}

export async function deleteClient(db: Db, id: number) {
  await db.delete(organisationClients).where(eq(organisationClients.id, id));
}

/** Names of clients by id, for the campaigns and proposals that name them. */
export function clientNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columnsOf(organisationClients, 'id', 'name', 'nameAr'))
    .from(organisationClients)
    .where(inArray(organisationClients.id, ids));
}

export async function setInvoiceAddressee(
  db: Db,
  organisationId: number,
  addressee: InvoiceAddressee,
) {
  await db
    .update(organisations)
    .set({ invoiceAddressee: addressee })
    .where(eq(organisations.id, organisationId));
}
