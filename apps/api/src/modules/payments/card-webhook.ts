import { historyReason } from '@screenspot/contracts/history-reasons';
import { InvalidSignature } from '../../adapters/payments/provider';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { lockCampaignOrders, withRetry } from '../booking';
import { notifyCustomer, sendPendingMails } from '../notifications';
import { issueInvoice, settleOrders } from './invoicing';
import { paymentFailedNotice, type Notice, type Recipient } from './notices';
import * as repository from './repository';
import { sendNotice, type PaymentDeps } from './service';

type Mail = { to: Recipient; notice: Notice } | null;

/**
 * POST /api/payments/stripe/webhook. The library checks the signature; each event id is stored in
 * the transaction that acts on it, so a repeat does nothing more. A checkout only moves forward
 * (pending → processing → paid, or → failed), so events arriving out of order cannot undo a payment.
 */
export async function handleStripeWebhook(
  deps: PaymentDeps,
  payload: Buffer,
  signature: string | undefined,
  now = new Date(),
): Promise<{ received: true; duplicate: boolean }> {
  const card = deps.providers.card;
  if (!card) throw new HttpError(404, 'payments.cardNotConfigured');
  let event;
  try {
    event = card.verifyEvent(payload, signature);
  } catch (error) {
    if (error instanceof InvalidSignature) {
      throw new HttpError(400, 'payments.signatureInvalid');
    }
    throw new HttpError(400, 'payments.payloadInvalid');
  }
  const outcome = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      if (!(await repository.recordEvent(tx, event.id, event.type))) {
        return { duplicate: true, mail: null as Mail };
      }
      if (!event.sessionId) return { duplicate: false, mail: null as Mail };
      const payment = await repository.lockCardPaymentBySession(tx, event.sessionId);
      if (!payment) return { duplicate: false, mail: null as Mail };
      if (event.paymentIntentId && !payment.paymentIntentId) {
        await repository.updateCardPayment(tx, payment.id, {
          paymentIntentId: event.paymentIntentId,
        });
      }
      const succeeded =
        event.type === 'checkout.session.async_payment_succeeded' ||
        (event.type === 'checkout.session.completed' && event.paymentStatus === 'paid');
      const failed =
        event.type === 'checkout.session.async_payment_failed' ||
        event.type === 'checkout.session.expired';
      if (succeeded && payment.status !== 'paid') {
        await fulfil(tx, deps, payment, now);
        return { duplicate: false, mail: null as Mail };
      }
      if (failed && (payment.status === 'pending' || payment.status === 'processing')) {
        await repository.updateCardPayment(tx, payment.id, { status: 'failed' });
        if (event.type === 'checkout.session.expired') return { duplicate: false, mail: null };
        return { duplicate: false, mail: await notifyFailure(tx, payment) };
      }
      if (event.type === 'checkout.session.completed' && payment.status === 'pending') {
        // Paid with a delayed method: the async events settle it.
        await repository.updateCardPayment(tx, payment.id, { status: 'processing' });
      }
      return { duplicate: false, mail: null as Mail };
    }),
  );
  if (outcome.mail) await sendNotice(deps, outcome.mail.to, outcome.mail.notice);
  // The receipt of a settled payment is a pending notice email.
  await sendPendingMails(deps);
  return { received: true, duplicate: outcome.duplicate };
}

/** Issues the (paid) tax invoice for the orders still awaiting payment and marks them paid. */
async function fulfil(
  tx: Db,
  deps: PaymentDeps,
  payment: repository.CardPaymentRow,
  now: Date,
): Promise<void> {
  const campaign = await lockCampaignOrders(tx, payment.campaignId, payment.customerId);
  const orders = (campaign?.orders ?? []).filter((order) => payment.orderIds.includes(order.id));
  const invoice = await issueInvoice(tx, deps.config, {
    campaignId: payment.campaignId,
    customerId: payment.customerId,
    orders,
    method: 'card',
    now,
  });
  await repository.updateCardPayment(tx, payment.id, { status: 'paid', invoiceId: invoice.id });
  await settleOrders(tx, invoice, {
    changedBy: null,
    reason: historyReason('cardPaymentReceived'),
  });
}

/** In the app at once, and by mail once committed: the orders are still waiting to be paid. */
async function notifyFailure(tx: Db, payment: repository.CardPaymentRow): Promise<Mail> {
  const to = await repository.customerRecipient(tx, payment.customerId);
  const notice = paymentFailedNotice(payment.campaignId, to?.language);
  await notifyCustomer(tx, {
    customerId: payment.customerId,
    orderId: payment.orderIds[0],
    title: notice.title,
    message: notice.message,
    said: notice.said,
  });
  return to ? { to, notice } : null;
}
