import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../test/accounts';
import { serviceDeps } from '../../../test/app';
import { buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, injectAs } from '../../../test/builders';
import { approvedCampaign, pdfText, usdText } from '../../../test/payment-builders';
import { useCardTestApp } from '../../../test/card-app';
import { queryRows } from '../../db/client';
import { cancelPaidCampaign } from './refunds';

const webhookSecret = 'whsec_test_screenspot';
const { t, stripeDouble, db } = useCardTestApp(webhookSecret);
const stripe = new Stripe('sk_test_unused');

let eventSequence = 0;

/** A Stripe event about a checkout session, as Stripe would post it. */
function sessionEvent(
  type: string,
  sessionId: string,
  fields: { paymentStatus?: string; paymentIntent?: string; id?: string } = {},
) {
  eventSequence += 1;
  return {
    id: fields.id ?? `evt_test_${Date.now()}_${eventSequence}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: fields.paymentStatus ?? 'paid',
        payment_intent: fields.paymentIntent ?? 'pi_test_1',
      },
    },
  };
}

function deliver(event: unknown, signature?: string | null) {
  const payload = JSON.stringify(event);
  const header =
    signature === undefined
      ? stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
      : signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    payload,
  });
}

async function statuses(campaignId: number) {
  const rows = await queryRows<{ status_code: number }>(
    db(),
    sql`select status_code from orders where campaign_id = ${campaignId} order by id`,
  );
  return rows.map((row) => Number(row.status_code));
}

async function invoicesOf(campaignId: number) {
  return queryRows<{ number: string; method: string; status: string; total_cents: number }>(
    db(),
    sql`select number, method, status, total_cents from invoices where campaign_id = ${campaignId} order by id`,
  );
}

/** An approved campaign and its open checkout session. */
async function checkout(customerId: number) {
  const screen = await buildLoopScreen(db());
  const campaign = await approvedCampaign(t.app, db(), customerId, [{ ledId: screen.id }]);
  const res = await injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: `/api/campaigns/${campaign.campaignId}/payment`,
    payload: { method: 'card' },
  });
  expect(res.statusCode).toBe(200);
  const sessionId = (res.json().checkoutUrl as string).split('/').pop()!;
  return { ...campaign, screen, sessionId, checkoutUrl: res.json().checkoutUrl as string };
}

describe('card payments through Stripe Checkout', () => {
  it('opens one checkout for the frozen total and offers both methods', async () => {
    const customer = await buildCustomer(db());
    const before = stripeDouble.calls.length;
    const paid = await checkout(customer.id);
    const [call] = stripeDouble.calls.slice(before);
    expect(call).toMatchObject({
      path: '/v1/checkout/sessions',
      idempotencyKey: expect.stringMatching(new RegExp(`^checkout-${paid.campaignId}-\\d+-1$`)),
      body: expect.objectContaining({
        'line_items[0][price_data][unit_amount]': String(paid.totalCents),
        'line_items[0][price_data][currency]': 'usd',
        'metadata[campaignId]': String(paid.campaignId),
      }),
    });
    const again = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${paid.campaignId}/payment`,
      payload: { method: 'card' },
    });
    expect(again.json().checkoutUrl).toBe(paid.checkoutUrl);
    const invoice = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${paid.campaignId}/payment`,
      payload: { method: 'invoice' },
    });
    expect(invoice.statusCode).toBe(409);
    const options = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: `/api/campaigns/${paid.campaignId}/payment`,
    });
    expect(options.json().methods).toEqual(['card', 'invoice']);
    // Left unfinished, the checkout is what the payment page offers to go back to.
    expect(options.json()).toMatchObject({
      amountDueCents: 0,
      openCheckout: {
        checkoutUrl: paid.checkoutUrl,
        amountCents: paid.totalCents,
        expiresAt: expect.any(String),
      },
    });
    // The success page alone pays nothing.
    expect(await statuses(paid.campaignId)).toEqual([1]);
  });

  it('is paid by a signed checkout.session.completed, once however often it arrives', async () => {
    const customer = await buildCustomer(db());
    const paid = await checkout(customer.id);
    const event = sessionEvent('checkout.session.completed', paid.sessionId);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await statuses(paid.campaignId)).toEqual([2]);
    const [invoice] = await invoicesOf(paid.campaignId);
    expect(invoice).toMatchObject({ method: 'card', status: 'paid', total_cents: paid.totalCents });

    const repeat = await deliver(event);
    expect(repeat.json()).toEqual({ received: true, duplicate: true });
    expect(await invoicesOf(paid.campaignId)).toHaveLength(1);

    const pdf = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: `/api/invoices/${invoice!.number}.pdf`,
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(usdText(paid.totalCents));
    expect(text).toContain('Paid');
  });

  it('refuses a missing or bad signature and changes nothing', async () => {
    const customer = await buildCustomer(db());
    const paid = await checkout(customer.id);
    const event = sessionEvent('checkout.session.completed', paid.sessionId);
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_someone_else',
    });
    for (const signature of [null, forged, 't=1,v1=deadbeef']) {
      const res = await deliver(event, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The webhook signature is missing or not valid.');
    }
    const stored = await queryRows<{ id: string }>(
      db(),
      sql`select id from stripe_events where id = ${event.id}`,
    );
    expect(stored).toEqual([]);
    expect(await statuses(paid.campaignId)).toEqual([1]);
    // The genuine delivery still works afterwards.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect(await statuses(paid.campaignId)).toEqual([2]);
  });

  it('keeps a payment whose events arrive out of order', async () => {
    const customer = await buildCustomer(db());
    const paid = await checkout(customer.id);
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', paid.sessionId);
    const completed = sessionEvent('checkout.session.completed', paid.sessionId, {
      paymentStatus: 'unpaid',
    });
    const failed = sessionEvent('checkout.session.async_payment_failed', paid.sessionId);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await statuses(paid.campaignId)).toEqual([2]);
    expect((await deliver(completed)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(failed)).json()).toEqual({ received: true, duplicate: false });
    expect(await statuses(paid.campaignId)).toEqual([2]);
    expect(await invoicesOf(paid.campaignId)).toHaveLength(1);
  });

  it('leaves the orders payable when a delayed payment fails', async () => {
    const customer = await buildCustomer(db());
    const paid = await checkout(customer.id);
    await deliver(
      sessionEvent('checkout.session.completed', paid.sessionId, { paymentStatus: 'unpaid' }),
    );
    expect(await statuses(paid.campaignId)).toEqual([1]);
    await deliver(sessionEvent('checkout.session.async_payment_failed', paid.sessionId));
    expect(await statuses(paid.campaignId)).toEqual([1]);
    expect(await invoicesOf(paid.campaignId)).toHaveLength(0);
    const notes = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: '/api/notification/getAll',
    });
    expect(JSON.stringify(notes.json())).toContain('failed');
    // The customer hears of it by mail too, with the way back to pay again.
    const mail = (await outbox(t.app)).find(
      (m) =>
        m.to === customer.email &&
        m.subject === `Card payment for campaign #${paid.campaignId} failed`,
    );
    expect(mail?.body).toContain('Nothing was charged');
    expect(mail?.body).toContain(`/payment?campaign=${paid.campaignId}`);
    const retry = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${paid.campaignId}/payment`,
      payload: { method: 'invoice' },
    });
    expect(retry.statusCode).toBe(200);
  });

  it('refunds a cancelled card payment in full through Stripe with a credit note', async () => {
    const customer = await buildCustomer(db());
    const paid = await checkout(customer.id);
    await deliver(
      sessionEvent('checkout.session.completed', paid.sessionId, {
        paymentIntent: 'pi_test_refund',
      }),
    );
    const [invoice] = await invoicesOf(paid.campaignId);
    const before = stripeDouble.calls.length;
    const res = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${paid.campaignId}/refund`,
    });
    expect(res.statusCode).toBe(200);
    const refund = res.json();
    expect(refund).toMatchObject({
      creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/),
      invoiceNumber: invoice!.number,
      refundCents: paid.totalCents,
      refundStatus: 'refunded',
    });
    expect(stripeDouble.calls.slice(before)).toEqual([
      {
        path: '/v1/refunds',
        idempotencyKey: `refund-${refund.creditNoteNumber}`,
        body: { payment_intent: 'pi_test_refund', amount: String(paid.totalCents) },
      },
    ]);
    expect(await statuses(paid.campaignId)).toEqual([5]);
    const cells = await queryRows<{ booked: number; held: number }>(
      db(),
      sql`select sum(booked)::int as booked, sum(held)::int as held from booking_cells where screen_id = ${paid.screen.id}`,
    );
    expect(cells[0]).toEqual({ booked: 0, held: 0 });
    const pdf = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: refund.creditNoteUrl,
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Credit Note');
    expect(text).toContain('إشعار دائن ضريبي');
    expect(text).toContain('إجمالي المبلغ الدائن');
    expect(text).toContain(refund.creditNoteNumber);
    expect(text).toContain(`Refers to tax invoice ${invoice!.number}`);
    expect(text).toContain(usdText(paid.totalCents));
    // 21:30 UTC on 9 March is 01:30 on 10 March in Dubai: the supply date is Dubai's day.
    await db().execute(
      sql`update credit_notes set issued_at = '2026-03-09T21:30:00Z' where number = ${refund.creditNoteNumber}`,
    );
    const lateEvening = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: refund.creditNoteUrl,
    });
    expect(await pdfText(lateEvening.rawPayload)).toContain('Date of supply: 2026-03-10');
    const other = await buildCustomer(db());
    const hidden = await injectAs(t.app, db(), other.id, {
      method: 'GET',
      url: refund.creditNoteUrl,
    });
    expect(hidden.statusCode).toBe(404);
    const twice = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${paid.campaignId}/refund`,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('cancelling after the campaign started', () => {
  it('refunds only the cells that have not started, by credit note', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const first = daysFromNow(5);
    const second = daysFromNow(6);
    const campaign = await approvedCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: first, endDate: second, dayparts: ['evening'] },
    ]);
    const invoice = (
      await injectAs(t.app, db(), customer.id, {
        method: 'POST',
        url: `/api/campaigns/${campaign.campaignId}/payment`,
        payload: { method: 'invoice' },
      })
    ).json();
    await db().execute(
      sql`update invoices set status = 'paid', paid_cents = total_cents where number = ${invoice.invoiceNumber}`,
    );
    await db().execute(
      sql`update orders set status_code = 2 where campaign_id = ${campaign.campaignId}`,
    );
    // The first evening has started (16:00 in Dubai, 12:00 UTC), the second has not.
    const now = new Date(`${first}T14:00:00Z`);
    const refund = await cancelPaidCampaign(
      serviceDeps(t),
      {
        campaignId: campaign.campaignId,
        customerId: customer.id,
        changedBy: customer.id,
        reason: 'Cancelled by the customer',
      },
      now,
    );
    const half = campaign.subtotalCents / 2;
    expect(refund.refundCents).toBe(half + Math.round(half * 0.05));
    expect(refund.refundStatus).toBe('pending');
    const cells = await queryRows<{ date: string; booked: number }>(
      db(),
      sql`select to_char(date, 'YYYY-MM-DD') as date, booked from booking_cells where screen_id = ${screen.id} order by date`,
    );
    expect(cells.map((c) => [c.date, Number(c.booked)])).toEqual([
      [first, 1],
      [second, 0],
    ]);
  });
});
