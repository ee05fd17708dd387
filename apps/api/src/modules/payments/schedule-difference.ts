import type { QuoteItem } from '@screenspot/contracts/booking-api';
import type { Db } from '../../db/client';
import { differenceLines, invoiceLineAmounts, lineVats } from './invoice-lines';
import { findCustomerById } from '../auth';
import { daypartName, insertNextInvoice, type SupplierConfig } from './invoicing';
import {
  creditNoteUrl,
  differenceCreditNotice,
  differenceInvoiceNotice,
  invoiceUrl,
  type Notice,
  type Recipient,
} from './notices';
import { issueCreditNote, refundCreditNote, type IssuedCreditNote } from './credit-notes';
export { refuseWhileDifferenceOpen } from './refunds';
import * as repository from './repository';
import { sendNotice, type PaymentDeps } from './service';

type Totals = { subtotalCents: number; vatCents: number; totalCents: number };
type Schedule = {
  startDate: string;
  endDate: string;
  dayparts: string[];
  spotsPerLoop: number;
  breakdown: QuoteItem['breakdown'];
};

export type ScheduleDifference =
  | { kind: 'invoice'; number: string; notice: Notice; to: Recipient }
  | {
      kind: 'credit';
      issued: IssuedCreditNote;
      notice: Notice;
      to: Recipient;
    };

/**
 * A paid order's new schedule costs more or less than the old one (decision 0025). In the caller's
 * transaction: more is a tax invoice for the difference, open for a bank transfer and due before
 * the new first cell; less is a credit note against the order's paid invoice. Each figure is the
 * difference of the two frozen quotes, so the documents add up to exactly what the order costs.
 */
export async function settleScheduleDifference(
  tx: Db,
  config: SupplierConfig,
  input: {
    orderId: number;
    campaignId: number;
    customerId: number;
    screenName: string;
    before: Totals & Schedule;
    after: Totals & Schedule;
    dueAt: Date;
    now: Date;
  },
): Promise<ScheduleDifference | null> {
  const net = input.after.subtotalCents - input.before.subtotalCents;
  const vat = input.after.vatCents - input.before.vatCents;
  if (net === 0 && vat === 0) return null;
  const customer = await findCustomerById(tx, input.customerId);
  if (!customer) throw new Error(`customer ${input.customerId} is missing`);
  const { language, currency } = customer;
  const to = { email: customer.email, name: customer.name, language };
  // One line per daypart that changed, in spot-days at its unit price, as on the first invoice.
  const lines = differenceLines(input.before, input.after);
  const vats = lineVats(lines, vat);
  if (net > 0 || (net === 0 && vat > 0)) {
    const invoice = await insertNextInvoice(
      tx,
      config,
      customer,
      input,
      {
        method: 'invoice',
        status: 'open',
        subtotalCents: net,
        vatCents: vat,
        totalCents: net + vat,
        paidCents: 0,
        paidAt: null,
        dueAt: input.dueAt,
      },
      lines.map((line, index) => ({
        position: index + 1,
        orderId: input.orderId,
        description: `${input.screenName}, schedule change`,
        startDate: input.after.startDate,
        endDate: input.after.endDate,
        ...invoiceLineAmounts(line, vats[index]!),
      })),
    );
    const notice = differenceInvoiceNotice(
      {
        number: invoice.number,
        orderId: input.orderId,
        totalCents: invoice.totalCents,
        reference: invoice.bankReference!,
        dueAt: invoice.dueAt,
      },
      language,
      currency,
    );
    return { kind: 'invoice', number: invoice.number, notice, to };
  }
  const [paid] = await repository.paidLinesOf(tx, [input.orderId]);
  // An order marked paid by hand has no invoice to credit: the operator settles it.
  if (!paid) return null;
  const issued = await issueCreditNote(tx, {
    invoice: paid.invoice,
    reason: `Schedule change of order #${input.orderId}`,
    now: input.now,
    // A credit gives back what was removed: the lines' signs turned round.
    lines: lines.map((line, index) => ({
      orderId: input.orderId,
      description: `${input.screenName} (order #${input.orderId}), schedule change, ${daypartName(line.daypart).toLowerCase()}`,
      spots: -line.quantity,
      netCents: -line.netCents,
      vatCents: -vats[index]!,
    })),
  });
  const notice = differenceCreditNotice(
    {
      number: issued.note.number,
      orderId: input.orderId,
      totalCents: issued.note.totalCents,
      method: issued.note.refundMethod,
    },
    language,
    currency,
  );
  return { kind: 'credit', issued, notice, to };
}

/** After the commit: the card refund of a credit, and the email either way. */
export async function afterScheduleDifference(
  deps: PaymentDeps,
  difference: ScheduleDifference | null,
): Promise<{
  invoice: { number: string; url: string } | null;
  creditNote: { number: string; url: string } | null;
}> {
  if (!difference) return { invoice: null, creditNote: null };
  if (difference.kind === 'credit') await refundCreditNote(deps, difference.issued);
  await sendNotice(deps, difference.to, difference.notice);
  return difference.kind === 'invoice'
    ? {
        invoice: { number: difference.number, url: invoiceUrl(difference.number) },
        creditNote: null,
      }
    : {
        invoice: null,
        creditNote: {
          number: difference.issued.note.number,
          url: creditNoteUrl(difference.issued.note.number),
        },
      };
}

/** Whether an approved order is on an open or paid invoice or a running card checkout. */
export async function orderUnderPayment(tx: Db, orderId: number, now: Date): Promise<boolean> {
  return (await repository.ordersUnderPayment(tx, [orderId], now)).has(orderId);
}
