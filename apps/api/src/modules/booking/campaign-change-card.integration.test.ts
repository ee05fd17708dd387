import { orderStatus } from '@screenspot/contracts/order-status';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, injectAs } from '../../../test/builders';
import { approvedCampaign } from '../../../test/payment-builders';
import { useCardTestApp } from '../../../test/card-app';
import { queryRows } from '../../db/client';

const webhookSecret = 'whsec_test_campaign_change';
const { t, stripeDouble, db } = useCardTestApp(webhookSecret);
const stripe = new Stripe('sk_test_unused');

/** Pays the campaign's approved orders by card: the checkout opened, then Stripe's webhook. */
async function payByCard(customerId: number, campaignId: number) {
  const before = stripeDouble.calls.length;
  const res = await injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: `/api/campaigns/${campaignId}/payment`,
    payload: { method: 'card' },
  });
  expect(res.statusCode).toBe(200);
  const [call] = stripeDouble.calls.slice(before);
  const sessionId = (res.json().checkoutUrl as string).split('/').pop()!;
  const payload = JSON.stringify({
    id: `evt_change_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${sessionId}`,
      },
    },
  });
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      }),
    },
    payload,
  });
  expect(delivered.statusCode).toBe(200);
  return Number(call!.body['line_items[0][price_data][unit_amount]']);
}

async function ordersOf(campaignId: number) {
  const rows = await queryRows<{ id: number; status_code: number }>(
    db(),
    sql`select id, status_code from orders where campaign_id = ${campaignId} order by id`,
  );
  return rows.map((row) => ({ id: Number(row.id), status: Number(row.status_code) }));
}

describe('a change paid by card', () => {
  it('charges only the change; the first card payment and its invoice stay as they were', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const added = await buildLoopScreen(db());
    const campaign = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    expect(await payByCard(customer.id, campaign.campaignId)).toBe(campaign.totalCents);
    const invoicesBefore = await queryRows(
      db(),
      sql`select number, status, total_cents from invoices where campaign_id = ${campaign.campaignId}`,
    );

    const res = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${campaign.campaignId}/changes`,
      payload: {
        kind: 'screens',
        items: [
          {
            ledId: added.id,
            startDate: daysFromNow(12),
            endDate: daysFromNow(15),
            dayparts: ['morning', 'evening'],
            spotsPerLoop: 2,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const change = res.json();
    await db().execute(
      sql`update orders set status_code = ${orderStatus.approved} where id = ${change.orders[0].orderId}`,
    );

    // One checkout for the change alone, to the cent; then both orders are paid.
    expect(await payByCard(customer.id, campaign.campaignId)).toBe(change.quote.totalCents);
    expect((await ordersOf(campaign.campaignId)).map((o) => o.status)).toEqual([
      orderStatus.paid,
      orderStatus.paid,
    ]);
    const invoices = await queryRows<{ number: string; total_cents: number }>(
      db(),
      sql`select number, status, total_cents from invoices
          where campaign_id = ${campaign.campaignId} order by id`,
    );
    expect(invoices.slice(0, 1)).toEqual(invoicesBefore);
    expect(invoices.map((i) => Number(i.total_cents))).toEqual([
      campaign.totalCents,
      change.quote.totalCents,
    ]);
  });
});
