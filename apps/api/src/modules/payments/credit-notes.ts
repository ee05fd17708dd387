import { vatRateBasisPoints } from '@screenspot/contracts/rates';
import type { Db } from '../../db/client';
import { creditNoteNumber } from './invoicing';
import * as repository from './repository';
import type { InvoiceRow } from './repository';
import type { PaymentDeps } from './service';

// Credit notes against a paid invoice: refunds, schedule changes and delivery shortfalls all issue
// them here, and a card-paid one goes back to the card after the commit.

export type CreditLine = {
  orderId: number;
  description: string;
  spots: number;
  netCents: number;
  vatCents: number;
};

/**
 * Issues a credit note against a paid invoice, numbered in its gapless series, in the caller's
 * transaction; the card refund (if any) follows the commit through `refundCreditNote`.
 */
export async function issueCreditNote(
  tx: Db,
  input: { invoice: InvoiceRow; reason: string; lines: CreditLine[]; now: Date },
) {
  const { invoice } = input;
  const creditLines = input.lines.map((line, index) => ({
    position: index + 1,
    orderId: line.orderId,
    description: line.description,
    spots: line.spots,
    netCents: line.netCents,
    vatRateBasisPoints,
    vatCents: line.vatCents,
    totalCents: line.netCents + line.vatCents,
  }));
  const sum = (key: 'netCents' | 'vatCents' | 'totalCents') =>
    creditLines.reduce((total, line) => total + line[key], 0);
  const n = await repository.nextNumber(tx, 'credit_note');
  const note = await repository.insertCreditNote(
    tx,
    {
      number: creditNoteNumber(n),
      invoiceId: invoice.id,
      customerId: invoice.customerId,
      reason: input.reason,
      subtotalCents: sum('netCents'),
      vatCents: sum('vatCents'),
      totalCents: sum('totalCents'),
      refundMethod: invoice.method === 'card' ? 'card' : 'bank',
      refundStatus: sum('totalCents') === 0 ? 'refunded' : 'pending',
      issuedAt: input.now,
    },
    creditLines,
  );
  const card =
    invoice.method === 'card' ? await repository.cardPaymentOfInvoice(tx, invoice.id) : null;
  return { note, invoice, paymentIntentId: card?.paymentIntentId ?? null };
}
export type IssuedCreditNote = Awaited<ReturnType<typeof issueCreditNote>>;

/**
 * After the commit: a card payment goes back through Stripe with the credit note's number as the
 * idempotency key. If Stripe fails the credit note stands, its refund pending for an operator.
 */
export async function refundCreditNote(
  deps: Pick<PaymentDeps, 'db' | 'providers' | 'log'>,
  issued: IssuedCreditNote,
): Promise<'pending' | 'refunded'> {
  const { note } = issued;
  if (note.refundMethod !== 'card' || note.totalCents <= 0 || !deps.providers.card) {
    return note.refundStatus;
  }
  try {
    if (!issued.paymentIntentId) throw new Error('the card payment has no payment intent');
    const refund = await deps.providers.card.refund({
      paymentIntentId: issued.paymentIntentId,
      amountCents: note.totalCents,
      idempotencyKey: `refund-${note.number}`,
    });
    await repository.markRefunded(deps.db, note.id, refund.refundId);
    return 'refunded';
  } catch (error) {
    deps.log.error({ err: error, creditNote: note.number }, 'card refund failed');
    return note.refundStatus;
  }
}
