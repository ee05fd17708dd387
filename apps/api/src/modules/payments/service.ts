import { orderStatus } from '@screenspot/contracts/order-status';
import {
  bankTransferMinHours,
  paymentMessages,
  type InvoicePayment,
  type PaymentMethod,
  type PaymentOptions,
} from '@screenspot/contracts/payment';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Messenger } from '../../adapters/messages';
import { publicBaseUrl } from '../../adapters/messages';
import type { PaymentProviders } from '../../adapters/payments/provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inLocale, type AnswerLocale } from '../../http/request-locale';
import { HttpError } from '../../plugins/errors';
import { findCustomerById } from '../auth';
import { assertApproved, lockCampaignOrders, withRetry, type SettlementOrder } from '../booking';
import { arabicNames } from '../catalog';
import { notifyCustomer } from '../notifications';
import { renderTaxDocument } from './document-pdf';
import { issueInvoice } from './invoicing';
import { taxInvoice, type Viewer } from './tax-documents';
import {
  buyerRecipient,
  invoiceIssuedNotice,
  invoiceUrl,
  noticeMail,
  type Notice,
  type Recipient,
} from './notices';
import * as repository from './repository';
import { contractMessage } from '../../i18n';

export type PaymentDeps = {
  db: Db;
  config: Config;
  messenger: Messenger;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
};

/** What paying needs, from the app's dependencies: read when a request needs them. */
export function paymentDeps({ deps, log }: Pick<FastifyInstance, 'deps' | 'log'>): PaymentDeps {
  const { database, config, messenger, payments } = deps;
  return { db: database.db, config, messenger, providers: payments, log };
}

const notFound = () => new HttpError(404, 'booking.campaignNotFound');

/** Approved orders still inside their payment window and not already being paid. */
async function payableOrders(tx: Db, orders: SettlementOrder[], now: Date) {
  const approved = orders.filter((order) => order.statusCode === orderStatus.approved);
  const inTime = approved.filter(
    (order) => order.holdExpiresAt && order.holdExpiresAt.getTime() > now.getTime(),
  );
  const covered = await repository.ordersUnderPayment(
    tx,
    inTime.map((order) => order.id),
    now,
  );
  return { approved, inTime, payable: inTime.filter((order) => !covered.has(order.id)) };
}

/** The earliest payment deadline of the orders, or null without one. */
function earliestDeadline(orders: SettlementOrder[]): Date | null {
  const times = orders.flatMap((order) =>
    order.holdExpiresAt ? [order.holdExpiresAt.getTime()] : [],
  );
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** A transfer takes time to arrive: a deadline less than a day away is paid by card. */
function transferTooLate(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && dueAt.getTime() - now.getTime() < bankTransferMinHours * 3_600_000;
}

/** Mail after the transaction: a failed send never undoes a payment, the notification stays. */
export async function sendNotice(
  deps: Pick<PaymentDeps, 'messenger' | 'log'>,
  to: Recipient,
  notice: Notice,
) {
  try {
    await deps.messenger.sendMail(noticeMail(to, notice));
  } catch (error) {
    deps.log.error({ err: error }, 'payment notice email failed');
  }
}

/**
 * POST /api/campaigns/{id}/payment. Locks the campaign's orders, so two requests (on any instance)
 * queue: the second finds the orders invoiced and answers 409.
 */
export async function payCampaign(
  deps: PaymentDeps,
  input: { customerId: number; campaignId: number; method: PaymentMethod },
  now = new Date(),
): Promise<InvoicePayment | { checkoutUrl: string }> {
  if (input.method === 'card') return payByCard(deps, input, now);
  const result = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const campaign = await lockCampaignOrders(tx, input.campaignId, input.customerId);
      if (!campaign) throw notFound();
      await assertApproved(tx, input.campaignId);
      const { approved, inTime, payable } = await payableOrders(tx, campaign.orders, now);
      refuseUnpayable(campaign.orders, approved, inTime, payable);
      if (transferTooLate(earliestDeadline(payable), now)) {
        throw new HttpError(409, contractMessage(paymentMessages.bankTransferTooLate));
      }
      const invoice = await issueInvoice(tx, deps.config, {
        campaignId: input.campaignId,
        customerId: input.customerId,
        orders: payable,
        method: 'invoice',
        now,
      });
      const { language, currency } = await repository.customerReading(tx, input.customerId);
      const notice = invoiceIssuedNotice(
        {
          number: invoice.number,
          campaignId: invoice.campaignId,
          totalCents: invoice.totalCents,
          reference: invoice.bankReference!,
          dueAt: invoice.dueAt,
        },
        language,
        currency,
      );
      await notifyCustomer(tx, {
        customerId: input.customerId,
        orderId: payable[0]!.id,
        title: notice.title,
        message: notice.message,
        said: notice.said,
      });
      return { invoice, notice, language };
    }),
  );
  const { invoice, notice, language } = result;
  await sendNotice(deps, buyerRecipient(invoice.buyer, language), notice);
  return {
    invoiceNumber: invoice.number,
    invoiceUrl: invoiceUrl(invoice.number),
    amountCents: invoice.totalCents,
    dueAt: invoice.dueAt!.toISOString(),
    bankDetails: deps.providers.invoice.instructions(invoice.bankReference!),
  };
}

function refuseUnpayable(
  all: SettlementOrder[],
  approved: SettlementOrder[],
  inTime: SettlementOrder[],
  payable: SettlementOrder[],
) {
  if (payable.length > 0) return;
  if (approved.length === 0) {
    const has = (...codes: number[]) => all.some((order) => codes.includes(order.statusCode));
    if (has(orderStatus.paid, orderStatus.completed)) {
      throw new HttpError(409, contractMessage(paymentMessages.alreadyPaid));
    }
    // The hold sweep has already released what was approved and not paid in time.
    if (has(orderStatus.expired))
      throw new HttpError(409, contractMessage(paymentMessages.deadlinePassed));
    throw new HttpError(409, contractMessage(paymentMessages.notApproved));
  }
  if (inTime.length === 0)
    throw new HttpError(409, contractMessage(paymentMessages.deadlinePassed));
  throw new HttpError(409, contractMessage(paymentMessages.alreadyPaid));
}

/**
 * A Stripe Checkout Session for the payable orders, created inside the lock with an idempotency
 * key naming the campaign, its orders and the attempt: a retry gets the same session back.
 */
async function payByCard(
  deps: PaymentDeps,
  input: { customerId: number; campaignId: number },
  now: Date,
): Promise<{ checkoutUrl: string }> {
  const card = deps.providers.card;
  return withRetry(() =>
    deps.db.transaction(async (tx) => {
      const campaign = await lockCampaignOrders(tx, input.campaignId, input.customerId);
      // Another customer's campaign answers like a missing one, whatever the card provider.
      if (!campaign) throw notFound();
      await assertApproved(tx, input.campaignId);
      if (!card) throw new HttpError(409, contractMessage(paymentMessages.cardUnavailable));
      // A checkout still open is handed back rather than a second one opened.
      const open = await repository.openCheckout(tx, input.campaignId, now);
      if (open) return { checkoutUrl: open.checkoutUrl };
      const { approved, inTime, payable } = await payableOrders(tx, campaign.orders, now);
      refuseUnpayable(campaign.orders, approved, inTime, payable);
      const customer = await findOwner(tx, input.customerId);
      const amountCents = payable.reduce((sum, order) => sum + order.quote.totalCents, 0);
      const attempt = (await repository.countCardPayments(tx, input.campaignId)) + 1;
      const ids = payable.map((order) => order.id);
      const base = publicBaseUrl(deps.config);
      const session = await card.createCheckout({
        campaignId: input.campaignId,
        amountCents,
        description: `ScreenSpot campaign #${input.campaignId} (${ids.length} screen${ids.length === 1 ? '' : 's'}, VAT included)`,
        customerEmail: customer.email,
        successUrl: new URL(`/payment?campaign=${input.campaignId}&paid=card`, base).toString(),
        cancelUrl: new URL(`/payment?campaign=${input.campaignId}`, base).toString(),
        idempotencyKey: `checkout-${input.campaignId}-${ids.join('.')}-${attempt}`,
      });
      await repository.insertCardPayment(tx, {
        campaignId: input.campaignId,
        customerId: input.customerId,
        orderIds: ids,
        amountCents,
        sessionId: session.sessionId,
        checkoutUrl: session.url,
        status: 'pending',
        expiresAt: session.expiresAt,
      });
      return { checkoutUrl: session.url };
    }),
  );
}

async function findOwner(tx: Db, customerId: number) {
  const customer = await findCustomerById(tx, customerId);
  if (!customer) throw new HttpError(401, 'signInToContinue');
  return customer;
}

/** GET /api/campaigns/{id}/payment: what is due, how it can be paid, invoices issued so far. */
export async function paymentOptions(
  deps: PaymentDeps,
  customerId: number,
  campaignId: number,
  locale: AnswerLocale = 'en',
  now = new Date(),
): Promise<PaymentOptions> {
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaignOrders(tx, campaignId, customerId);
    if (!campaign) throw notFound();
    const { payable } = await payableOrders(tx, campaign.orders, now);
    const invoices = await repository.campaignInvoices(tx, campaignId);
    const checkout = await repository.openCheckout(tx, campaignId, now);
    const sum = (key: 'subtotalCents' | 'vatCents' | 'totalCents') =>
      payable.reduce((total, order) => total + order.quote[key], 0);
    const dueAt = earliestDeadline(payable);
    const tooLate = transferTooLate(dueAt, now);
    // The name frozen with the quote, or the screen's Arabic name for an Arabic page.
    const screenIds = payable.map((order) => order.quote.ledId);
    const arabic = locale === 'ar' ? await arabicNames(tx, screenIds) : new Map<number, null>();
    const names = payable.map(({ quote }) =>
      inLocale(locale, quote.billboardName, arabic.get(quote.ledId) ?? null),
    );
    return {
      campaignId,
      amountDueCents: sum('totalCents'),
      subtotalCents: sum('subtotalCents'),
      vatCents: sum('vatCents'),
      currency: 'USD' as const,
      dueAt: dueAt?.toISOString() ?? null,
      orders: payable.map((order, index) => ({
        orderId: order.id,
        billboardName: names[index]!,
        startDate: order.quote.startDate,
        endDate: order.quote.endDate,
        totalCents: order.quote.totalCents,
      })),
      methods: tooLate
        ? deps.providers.methods.filter((method) => method !== 'invoice')
        : deps.providers.methods,
      invoiceUnavailable: tooLate ? ('deadlineTooClose' as const) : null,
      openCheckout: checkout && {
        checkoutUrl: checkout.checkoutUrl,
        amountCents: checkout.amountCents,
        expiresAt: checkout.expiresAt.toISOString(),
      },
      invoices: invoices.map((invoice) => ({
        invoiceNumber: invoice.number,
        invoiceUrl: invoiceUrl(invoice.number),
        status: invoice.status,
        amountCents: invoice.totalCents,
        paidCents: invoice.paidCents,
        bankDetails:
          invoice.bankReference && invoice.status === 'open'
            ? deps.providers.invoice.instructions(invoice.bankReference)
            : null,
        dueAt: invoice.status === 'open' && invoice.dueAt ? invoice.dueAt.toISOString() : null,
      })),
    };
  });
}

/** The invoice PDF for its owner or an operator; anyone else is told it does not exist. */
export async function invoicePdf(
  deps: Pick<PaymentDeps, 'db' | 'providers'>,
  viewer: Viewer,
  number: string,
): Promise<Buffer> {
  return renderTaxDocument(await taxInvoice(deps, viewer, number));
}
