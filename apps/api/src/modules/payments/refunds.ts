import { historyReasonText, type HistoryReason } from '@screenspot/contracts/history-reasons';
import { vatCents } from '@screenspot/contracts/rates';
import { shareOutCents, type RefundAnswer } from '@screenspot/contracts/payment';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { cancelPaid, lockCampaignOrders, withRetry } from '../booking';
import { publishOrderChange } from '../events';
import { notifyCustomer, sendPendingMails } from '../notifications';
import { emitOrderEvent } from '../webhooks';
import { renderTaxDocument } from './document-pdf';
import { issueCreditNote, refundCreditNote } from './credit-notes';
import { taxCreditNote, type Viewer } from './tax-documents';
import { daypartName } from './invoicing';
import { buyerRecipient, creditNoteUrl, refundNotice } from './notices';
import * as repository from './repository';
import { sendNotice, type PaymentDeps } from './service';
import { message } from '../../error-messages';

/**
 * Cancels a campaign's paid orders and refunds them by credit note (decision 0017): cells that
 * have not started are refunded in full, started cells are not. With `orderIds` only those orders;
 * with `endAs: completed` they end early and complete instead of being cancelled (decision 0025).
 */
export async function cancelPaidCampaign(
  deps: PaymentDeps,
  input: {
    campaignId: number;
    customerId: number | null;
    changedBy: number;
    /** An operator's words, or the system's reason by key. */
    reason: string | HistoryReason;
    orderIds?: number[];
    endAs?: typeof orderStatus.completed;
  },
  now = new Date(),
): Promise<RefundAnswer> {
  const issued = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const campaign = await lockCampaignOrders(tx, input.campaignId, input.customerId);
      if (!campaign) throw new HttpError(404, 'booking.campaignNotFound');
      const paidOrders = campaign.orders.filter(
        (order) =>
          order.statusCode === orderStatus.paid &&
          (input.orderIds === undefined || input.orderIds.includes(order.id)),
      );
      if (paidOrders.length === 0) {
        throw new HttpError(409, input.orderIds ? 'order.notRunning' : 'booking.noPaidOrders');
      }
      await refuseWhileDifferenceOpen(
        tx,
        paidOrders.map((order) => order.id),
      );
      const lines = await repository.paidLinesOf(
        tx,
        paidOrders.map((order) => order.id),
      );
      const invoice = lines[0]?.invoice;
      if (!invoice) throw new HttpError(409, 'booking.noPaidInvoice');
      const parts = await cancelPaid(tx, paidOrders, {
        changedBy: input.changedBy,
        reason: input.reason,
        now,
        to: input.endAs,
      });
      // Ended early: complete, as the customer's webhooks hear.
      if (input.endAs === orderStatus.completed) {
        await emitOrderEvent(
          tx,
          'order.completed',
          parts.map((part) => part.orderId),
        );
      }
      const issued = await issueCreditNote(tx, {
        invoice,
        // The credit note is a document of record: it keeps the reason's English words.
        reason: typeof input.reason === 'string' ? input.reason : historyReasonText(input.reason),
        now,
        // Like the invoice: one line per order and daypart, spot-days at the daypart's price.
        lines: parts.flatMap((part) => {
          const line = lines.find((l) => l.line.orderId === part.orderId)!.line;
          if (part.lines.length === 0) {
            // Every cell had started: the note still says the order was ended, for nothing.
            const description = `${line.description} (order #${part.orderId}), unplayed spots`;
            return [{ orderId: part.orderId, description, spots: 0, netCents: 0, vatCents: 0 }];
          }
          const vat = shareOutCents(
            vatCents(part.netCents),
            part.lines.map((unplayed) => unplayed.netCents),
          );
          return part.lines.map((unplayed, i) => ({
            orderId: part.orderId,
            description: `${line.description} (order #${part.orderId}), unplayed ${daypartName(unplayed.daypart).toLowerCase()} spots`,
            spots: unplayed.spotDays,
            netCents: unplayed.netCents,
            vatCents: vat[i]!,
          }));
        }),
      });
      for (const part of parts) {
        await publishOrderChange(tx, invoice.customerId, part.orderId);
      }
      const { language, currency } = await repository.customerReading(tx, invoice.customerId);
      const notice = refundNotice(
        {
          number: issued.note.number,
          invoiceNumber: invoice.number,
          campaignId: input.campaignId,
          totalCents: issued.note.totalCents,
          method: issued.note.refundMethod,
          endedOrderId: input.endAs ? parts[0]?.orderId : undefined,
        },
        language,
        currency,
      );
      // An order ended early is an order event (kind `ended`): its email follows the customer's
      // preferences and is sent by the mail step after the commit (decision 0026).
      await notifyCustomer(tx, {
        customerId: invoice.customerId,
        orderId: parts[0]?.orderId,
        ...notice,
        ...(input.endAs ? { kind: 'ended' as const } : {}),
      });
      return { ...issued, notice, language };
    }),
  );
  const refundStatus = await refundCreditNote(deps, issued);
  const { note, invoice, notice, language } = issued;
  if (input.endAs) {
    await sendPendingMails(deps);
  } else {
    await sendNotice(deps, buyerRecipient(invoice.buyer, language), notice);
  }
  return {
    creditNoteNumber: note.number,
    creditNoteUrl: creditNoteUrl(note.number),
    invoiceNumber: invoice.number,
    refundCents: note.totalCents,
    refundStatus,
  };
}

export async function creditNotePdf(
  deps: Pick<PaymentDeps, 'db'>,
  viewer: Viewer,
  number: string,
): Promise<Buffer> {
  return renderTaxDocument(await taxCreditNote(deps, viewer, number));
}

/**
 * A paid order with a difference invoice still open is not changed, ended or cancelled until that
 * invoice is paid (decision 0025): every refund is then of money actually received.
 */
export async function refuseWhileDifferenceOpen(tx: Db, orderIds: number[]): Promise<void> {
  const open = await repository.openInvoicesOf(tx, orderIds);
  if (open.length > 0) {
    throw new HttpError(409, message('order.differenceOpen', { numbers: open.join(', ') }));
  }
}
