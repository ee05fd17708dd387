import { orderStatus } from '@screenspot/contracts/order-status';
import { paymentMessages } from '@screenspot/contracts/payment';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import type { ItemInput } from './booking-builders';
import { injectAs } from './builders';
import { approvedCampaign } from './payment-builders';

/**
 * A booked campaign paid the way customers pay: the operator's approval, a bank-transfer invoice,
 * and the transfer recorded in the console (which books the held spots). A campaign due within a
 * day cannot be paid by transfer; its payment is recorded in the console (no invoice then).
 */
export async function paidCampaign(
  app: FastifyInstance,
  db: Db,
  input: { customerId: number; operatorId: number; items: ItemInput[] },
) {
  const campaign = await approvedCampaign(app, db, input.customerId, input.items);
  const invoice = await injectAs(app, db, input.customerId, {
    method: 'POST',
    url: `/api/campaigns/${campaign.campaignId}/payment`,
    payload: { method: 'invoice' },
  });
  const got = await injectAs(app, db, input.customerId, {
    method: 'GET',
    url: `/api/campaigns/${campaign.campaignId}`,
  });
  const orderIds = (got.json() as { orders: { orderId: number }[] }).orders.map((o) => o.orderId);
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
