import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import type { ItemInput } from './booking-builders';
import { injectAs } from './builders';
import { approvedCampaign } from './payment-builders';

/**
 * A booked campaign paid the way customers pay: the operator's approval, a bank-transfer invoice,
 * and the transfer recorded in the console (which books the held spots).
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
  const got = await injectAs(app, db, input.customerId, {
    method: 'GET',
    url: `/api/campaigns/${campaign.campaignId}`,
  });
  const orderIds = (got.json() as { orders: { orderId: number }[] }).orders.map((o) => o.orderId);
  return { ...campaign, invoiceNumber, orderIds };
}
