// An agency's clients (decision 0060): kept by the organisation, named by its campaigns and
// proposals, and the addressee of its tax invoices when the organisation says so.
import {
  clientLimits,
  type ClientName,
  type InvoiceAddressee,
  type OrganisationClient,
} from '@screenspot/contracts/organisation-client';
import type { z } from 'zod';
import type { clientInputSchema } from '@screenspot/contracts/organisation-client';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { ErrorKey } from '../../error-messages';
import * as repository from './clients.repository';
import type { ClientRow } from './clients.repository';

export const clientErrors = {
  notFound: 'organisation.clientNotFound',
  unknown: 'organisation.clientUnknown',
  archived: 'organisation.clientArchived',
} as const satisfies Record<string, ErrorKey>;

type ClientInput = z.output<typeof clientInputSchema>;

function toClient(row: ClientRow): OrganisationClient {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    billingAddress: row.billingAddress,
    trn: row.trn,
    contactEmail: row.contactEmail,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** The whole client as given: an optional field left blank is none (an edit clears it). */
const valuesOf = (input: ClientInput): repository.ClientValues => ({
  name: input.name,
  nameAr: input.nameAr ?? null,
  billingAddress: input.billingAddress,
  trn: input.trn ?? null,
  contactEmail: input.contactEmail,
});

export async function listClients(db: Db, organisationId: number) {
  const rows = await repository.listClients(db, organisationId, clientLimits.listMax);
  return { clients: rows.map(toClient) };
}

export async function addClient(db: Db, organisationId: number, input: ClientInput) {
  return toClient(await repository.insertClient(db, organisationId, valuesOf(input)));
}

/**
 * Changes a client. Issued invoices keep the buyer they were issued to; campaigns and proposals
 * show the client as it now is.
 */
export async function editClient(db: Db, organisationId: number, id: number, input: ClientInput) {
  const row = await repository.updateClient(db, organisationId, id, valuesOf(input));
  // Another organisation's client answers exactly like a missing one.
  if (!row) throw new HttpError(404, clientErrors.notFound);
  return toClient(row);
}

/** Deletes a client nothing names; one a campaign or a proposal names is archived instead. */
export async function removeClient(db: Db, organisationId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await repository.findClient(tx, organisationId, id, true);
    if (!row) throw new HttpError(404, clientErrors.notFound);
    if (await repository.clientInUse(tx, id)) {
      await repository.archiveClient(tx, id);
      return { outcome: 'archived' as const };
    }
    await repository.deleteClient(tx, id);
    return { outcome: 'deleted' as const };
  });
}

/**
 * The client a new campaign or proposal names, checked: one of the caller's organisation's active
 * clients (422 on the field otherwise: another organisation's, a missing or an archived one).
 */
export async function clientToName(
  db: Db,
  organisationId: number,
  clientId: number | undefined,
): Promise<number | null> {
  if (clientId === undefined) return null;
  const row = await repository.findClient(db, organisationId, clientId);
  if (!row) throw new HttpError(422, clientErrors.unknown, { clientId: clientErrors.unknown });
  if (row.archivedAt) {
    throw new HttpError(422, clientErrors.archived, { clientId: clientErrors.archived });
  }
  return row.id;
}

/** The names of the clients campaigns or proposals name, by id. */
export async function clientNamesById(db: Db, ids: (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const rows = await repository.clientNames(db, wanted);
  return new Map<number, ClientName>(rows.map((row) => [row.id, row]));
}

export async function setInvoiceAddressee(
  db: Db,
  organisationId: number,
  addressee: InvoiceAddressee,
) {
  await repository.setInvoiceAddressee(db, organisationId, addressee);
}
