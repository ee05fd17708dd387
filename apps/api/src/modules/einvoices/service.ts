import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import type { PaymentProviders } from '../../adapters/payments/provider';
import { taxCreditNote, taxInvoice, type Viewer } from '../payments';
import * as repository from './repository';
import { pintAeXml } from './ubl';

export type EInvoiceDeps = {
  db: Db;
  providers: PaymentProviders;
  /** The seller's trade licence number (IBT-030). */
  licence: string;
};

/** What e-invoicing needs, from the app's dependencies. */
export function einvoiceDeps({ database, payments, config }: AppDeps): EInvoiceDeps {
  return { db: database.db, providers: payments, licence: config.SUPPLIER_TRADE_LICENCE };
}

export type DocumentKind = 'invoice' | 'credit_note';

/** A document's PINT AE XML for its owner or an operator (404 for anyone else). */
export async function documentXml(
  deps: EInvoiceDeps,
  viewer: Viewer,
  kind: DocumentKind,
  number: string,
): Promise<string> {
  const document =
    kind === 'invoice'
      ? await taxInvoice(deps, viewer, number)
      : await taxCreditNote(deps, viewer, number);
  return pintAeXml(document, { licence: deps.licence });
}

/** The console's list of transmissions, newest first. */
export async function transmissions(db: Db, filter: { status?: repository.TransmissionStatus }) {
  const rows = await repository.listTransmissions(db, filter.status, 200);
  return rows.map((row) => ({
    ...row,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
