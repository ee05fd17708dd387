import { historyReason } from '@screenspot/contracts/history-reasons';
import {
  paymentMessages,
  type AdminInvoice,
  type InvoiceStatus,
} from '@screenspot/contracts/payment';
import { HttpError } from '../../plugins/errors';
import { withRetry } from '../booking';
import { settleOrders } from './invoicing';
import * as repository from './repository';
import { sendPendingMails } from '../notifications';
import type { PaymentDeps } from './service';
import { contractMessage } from '../../i18n';

/** GET /api/admin/invoices: newest first, with the transfers matched so far. */
export async function listInvoices(
  deps: Pick<PaymentDeps, 'db'>,
  filter: { status?: InvoiceStatus; number?: string },
): Promise<AdminInvoice[]> {
  const rows = await repository.listInvoices(deps.db, filter, 200);
  const transfers = await repository.transfersOf(
    deps.db,
    rows.map((row) => row.invoice.id),
  );
  return rows.map(({ invoice, customer }) => ({
    invoiceNumber: invoice.number,
    campaignId: invoice.campaignId,
    amountCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    status: invoice.status,
    method: invoice.method,
    reference: invoice.bankReference,
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt: invoice.dueAt?.toISOString() ?? null,
    customer,
    transfers: transfers
      .filter((transfer) => transfer.invoiceId === invoice.id)
      .map((transfer) => ({
        amountCents: transfer.amountCents,
        receivedOn: transfer.receivedOn,
        reference: transfer.reference,
        recordedAt: transfer.createdAt.toISOString(),
      })),
  }));
}

/**
 * Records a bank transfer against an open invoice. A partial amount leaves it open; the transfer
 * that completes it marks the orders paid and sends the receipt, in the same transaction.
 */
export async function recordTransfer(
  deps: PaymentDeps,
  input: {
    invoiceNumber: string;
    amountCents: number;
    receivedOn: string;
    reference: string;
    operatorId: number;
  },
  now = new Date(),
): Promise<AdminInvoice> {
  const receipt = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const invoice = await repository.lockInvoice(tx, input.invoiceNumber);
      if (!invoice) throw new HttpError(404, 'payments.invoiceNotFound');
      if (invoice.status !== 'open')
        throw new HttpError(409, contractMessage(paymentMessages.invoiceClosed));
      await repository.insertTransfer(tx, {
        invoiceId: invoice.id,
        amountCents: input.amountCents,
        receivedOn: input.receivedOn,
        reference: input.reference,
        recordedBy: input.operatorId,
      });
      const paidCents = invoice.paidCents + input.amountCents;
      const complete = paidCents >= invoice.totalCents;
      await repository.setInvoicePaid(tx, invoice.id, paidCents, complete ? now : null);
      if (!complete) return null;
      return settleOrders(tx, invoice, {
        changedBy: input.operatorId,
        reason: historyReason('bankTransferReceived', { reference: input.reference }),
      });
    }),
  );
  if (receipt) await sendPendingMails(deps);
  // The invoice itself, however many newer ones the console's list would show before it.
  const [answer] = await listInvoices(deps, { number: input.invoiceNumber });
  return answer!;
}
