import { localDate } from '@screenspot/contracts/booking';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { TaxDocument } from './document-pdf';
import { unitOf } from './invoice-lines';
import { invoiceDocument } from './invoicing';
import * as repository from './repository';
import type { PaymentDeps } from './service';

// A tax invoice or credit note as one structure, read once: the PDF prints it and the PINT AE
// export writes it, so the two cannot disagree on an amount.

export type Viewer = { id: number; role: 'customer' | 'operator' };

/** The period the documents' orders run over: the first day of any line to the last. */
async function periodOf(db: Db, invoiceId: number) {
  const lines = await repository.invoiceLinesOf(db, invoiceId);
  const starts = lines.map((line) => line.startDate).sort();
  const ends = lines.map((line) => line.endDate).sort();
  return starts.length > 0 ? { start: starts[0]!, end: ends[ends.length - 1]! } : null;
}

/** The tax invoice for its owner or an operator; anyone else is told it does not exist. */
export async function taxInvoice(
  deps: Pick<PaymentDeps, 'db' | 'providers'>,
  viewer: Viewer,
  number: string,
): Promise<TaxDocument> {
  const invoice = await repository.findInvoice(deps.db, number);
  if (!invoice || (viewer.role !== 'operator' && invoice.customerId !== viewer.id)) {
    throw new HttpError(404, 'payments.invoiceNotFound');
  }
  const bank = invoice.bankReference
    ? deps.providers.invoice.instructions(invoice.bankReference)
    : null;
  const document = await invoiceDocument(deps.db, invoice, bank);
  return {
    ...document,
    period: await periodOf(deps.db, invoice.id),
    paidByCard: invoice.method === 'card',
  };
}

/** The credit note for its owner or an operator; anyone else is told it does not exist. */
export async function taxCreditNote(
  deps: Pick<PaymentDeps, 'db'>,
  viewer: Viewer,
  number: string,
): Promise<TaxDocument> {
  const found = await repository.findCreditNote(deps.db, number);
  if (!found || (viewer.role !== 'operator' && found.note.customerId !== viewer.id)) {
    throw new HttpError(404, 'payments.creditNoteNotFound');
  }
  const lines = await repository.creditNoteLinesOf(deps.db, found.note.id);
  const invoice = await repository.findInvoice(deps.db, found.invoiceNumber);
  return {
    title: 'Tax Credit Note',
    number: found.note.number,
    issuedAt: found.note.issuedAt,
    supplyDate: localDate(found.note.issuedAt),
    refersTo: found.invoiceNumber,
    refersToIssuedAt: invoice?.issuedAt,
    reason: found.note.reason,
    supplier: found.supplier,
    buyer: found.buyer,
    lines: lines.map((line) => ({
      description: line.description,
      detail: `Refund by ${found.note.refundMethod === 'card' ? 'card' : 'bank transfer'}`,
      spots: line.spots,
      plays: null,
      unitPriceCents: unitOf(line),
      netCents: line.netCents,
      vatRateBasisPoints: line.vatRateBasisPoints,
      vatCents: line.vatCents,
      totalCents: line.totalCents,
    })),
    subtotalCents: found.note.subtotalCents,
    vatCents: found.note.vatCents,
    totalCents: found.note.totalCents,
    aedRate: found.aedRate,
    period: invoice ? await periodOf(deps.db, invoice.id) : null,
    paidByCard: found.note.refundMethod === 'card',
  };
}

export type { TaxDocument };
