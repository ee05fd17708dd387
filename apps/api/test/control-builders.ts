import { orderStatus } from '@screenspot/contracts/order-status';
import { paymentMessages } from '@screenspot/contracts/payment';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import type { ItemInput } from './booking-builders';
import { injectAs } from './builders';
import { approvedCampaign } from './payment-builders';

/**
 * A booked campaign paid the way customers pay: the operator's approval, a content permit added to
 * each order covering its flight (decision 0062; `permits: false` for none), a bank-transfer
 * invoice, and the transfer recorded in the console (which books the held spots). A campaign due
 * within a day cannot be paid by transfer; its payment is recorded in the console (no invoice then).
 */
export async function paidCampaign(
  app: FastifyInstance,
  db: Db,
  input: { customerId: number; operatorId: number; items: ItemInput[]; permits?: false },
) {
  const campaign = await approvedCampaign(app, db, input.customerId, input.items);
  const got = await injectAs(app, db, input.customerId, {
    method: 'GET',
    url: `/api/campaigns/${campaign.campaignId}`,
  });
  const orderIds = (got.json() as { orders: { orderId: number }[] }).orders.map((o) => o.orderId);
  if (input.permits !== false) {
    for (const orderId of orderIds) await addFlightPermit(app, db, input.customerId, orderId);
  }
  const invoice = await injectAs(app, db, input.customerId, {
    method: 'POST',
    url: `/api/campaigns/${campaign.campaignId}/payment`,
    payload: { method: 'invoice' },
  });
  // A deadline under a day away takes no bank transfer: the console records the payment instead.
  if (
    invoice.statusCode === 409 &&
    invoice.json().message === paymentMessages.bankTransferTooLate
  ) {
    for (const orderId of orderIds) {
      const paid = await injectAs(app, db, input.operatorId, {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        payload: { status: orderStatus.paid },
      });
      if (paid.statusCode !== 200) throw new Error(paid.body);
    }
    return { ...campaign, invoiceNumber: null, orderIds };
  }
  if (invoice.statusCode !== 200) throw new Error(invoice.body);
  const { invoiceNumber } = invoice.json() as { invoiceNumber: string };
  const transfer = await injectAs(app, db, input.operatorId, {
    method: 'POST',
    url: `/api/admin/invoices/${invoiceNumber}/transfers`,
    payload: {
      amountCents: campaign.totalCents,
      receivedOn: new Date().toISOString().slice(0, 10),
      reference: `SSP-${campaign.campaignId}`,
    },
  });
  if (transfer.statusCode !== 200) throw new Error(transfer.body);
  return { ...campaign, invoiceNumber: invoiceNumber as string | null, orderIds };
}

/** The advertiser adds a content permit covering the order's whole flight, as at upload. */
export async function addFlightPermit(
  app: FastifyInstance,
  db: Db,
  customerId: number,
  orderId: number,
) {
  const order = await injectAs(app, db, customerId, {
    method: 'GET',
    url: `/api/order/${orderId}`,
  });
  const { schedule } = order.json() as { schedule: { startDate: string; endDate: string } };
  const added = await injectAs(app, db, customerId, {
    method: 'POST',
    url: `/api/order/${orderId}/permits`,
    payload: {
      number: `DM-ADV-${orderId}`,
      authority: 'dm',
      validFrom: schedule.startDate,
      validTo: schedule.endDate,
    },
  });
  if (added.statusCode !== 201) throw new Error(added.body);
}
