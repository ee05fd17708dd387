import { campaignChangeMessages } from '@screenspot/contracts/campaign-change';
import { orderStatus } from '@screenspot/contracts/order-status';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import {
  bookCampaign,
  buildLoopScreen,
  daysFromNow,
  ledgerCell,
} from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import { approvedCampaign } from '../../../test/payment-builders';
import { queryRows } from '../../db/client';

const { t, db, as } = useTestContext();

const video = {
  key: 'videos/campaign-change.mp4',
  contentType: 'video/mp4',
};

/** A customer's campaign on one screen (days 10–11, evening), with its video, paid by transfer. */
async function paidCampaign() {
  const customer = await buildCustomer(db());
  const operator = await buildOperator(db());
  const screen = await buildLoopScreen(db());
  const campaign = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
  await db().execute(sql`
    update orders set video_key = ${video.key}, video_content_type = ${video.contentType},
      video_bytes = 1000, video_duration_ms = 15000, video_file_name = 'launch.mp4'
    where campaign_id = ${campaign.campaignId}`);
  const invoice = (
    await as(customer.id, 'POST', `/api/campaigns/${campaign.campaignId}/payment`, {
      method: 'invoice',
    })
  ).json();
  const paid = await as(
    operator.id,
    'POST',
    `/api/admin/invoices/${invoice.invoiceNumber}/transfers`,
    { amountCents: campaign.totalCents, receivedOn: daysFromNow(0), reference: 'FT-1' },
  );
  expect(paid.json()).toMatchObject({ status: 'paid' });
  return { customer, operator, screen, campaign, invoice };
}

const change = (customerId: number, campaignId: number, body: object) =>
  as(customerId, 'POST', `/api/campaigns/${campaignId}/changes`, body);

async function campaignOrders(campaignId: number) {
  const rows = await queryRows<{ id: number; status_code: number; video_key: string | null }>(
    db(),
    sql`select id, status_code, video_key from orders where campaign_id = ${campaignId} order by id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), status_code: Number(row.status_code) }));
}

describe('changing a paid campaign', () => {
  it('extends every screen by days, with its schedule and video, in the same campaign', async () => {
    const { customer, screen, campaign } = await paidCampaign();
    const body = { kind: 'extend', endDate: daysFromNow(14) };
    const preview = await as(
      customer.id,
      'POST',
      `/api/campaigns/${campaign.campaignId}/changes/quote`,
      body,
    );
    expect(preview.statusCode).toBe(200);

    const res = await change(customer.id, campaign.campaignId, body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.campaignId).toBe(campaign.campaignId);
    expect(answer.quote.items).toEqual([
      expect.objectContaining({
        ledId: screen.id,
        startDate: daysFromNow(12),
        endDate: daysFromNow(14),
        dayparts: ['evening'],
        spotsPerLoop: 1,
        days: 3,
      }),
    ]);
    // The price shown before confirming is the price booked.
    expect(answer.quote.totalCents).toBe(preview.json().totalCents);
    // The paid video plays on: the new order goes straight to review.
    expect(answer.orders).toEqual([
      expect.objectContaining({ ledId: screen.id, statusCode: orderStatus.underReview }),
    ]);
    const rows = await campaignOrders(campaign.campaignId);
    expect(rows.map((row) => row.status_code)).toEqual([orderStatus.paid, orderStatus.underReview]);
    expect(rows[1]!.video_key).toBe(video.key);
    // Its video is checked against the order, as any upload is.
    const checks = await queryRows<{ video_key: string }>(
      db(),
      sql`select video_key from video_checks where order_id = ${rows[1]!.id}`,
    );
    expect(checks).toEqual([{ video_key: video.key }]);
    for (const day of [12, 13, 14]) {
      expect(await ledgerCell(db(), screen.id, daysFromNow(day), 'evening')).toEqual({
        booked: 0,
        held: 1,
      });
    }
    expect(await ledgerCell(db(), screen.id, daysFromNow(10), 'evening')).toEqual({
      booked: 1,
      held: 0,
    });
    // No stray campaign is left by the booking statement.
    const [{ count }] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from campaigns where customer_id = ${customer.id}`,
    );
    expect(count).toBe(1);
  });

  it('adds a screen with its own schedule; the new order awaits its video', async () => {
    const { customer, campaign } = await paidCampaign();
    const other = await buildLoopScreen(db());
    const item = {
      ledId: other.id,
      startDate: daysFromNow(10),
      endDate: daysFromNow(12),
      dayparts: ['night', 'evening'],
      spotsPerLoop: 2,
    };
    const res = await change(customer.id, campaign.campaignId, { kind: 'screens', items: [item] });
    expect(res.statusCode).toBe(201);
    expect(res.json().orders).toEqual([
      expect.objectContaining({ ledId: other.id, statusCode: orderStatus.awaitingVideo }),
    ]);
    expect(res.json().quote.items[0]).toMatchObject({ ledId: other.id, days: 3, cells: 6 });
    expect(await ledgerCell(db(), other.id, daysFromNow(11), 'night')).toEqual({
      booked: 0,
      held: 2,
    });
    const listed = await as(customer.id, 'GET', `/api/campaigns/${campaign.campaignId}`);
    expect(listed.json().orders.map((o: { ledId: number }) => o.ledId)).toContain(other.id);
  });

  it('holds all or nothing: a full cell answers 409 with what is free, and nothing is held', async () => {
    const { customer, campaign } = await paidCampaign();
    const free = await buildLoopScreen(db());
    const full = await buildLoopScreen(db());
    const rival = await buildCustomer(db());
    const taken = await bookCampaign(t.app, db(), rival.id, [
      { ledId: full.id, startDate: daysFromNow(11), endDate: daysFromNow(11), spotsPerLoop: 12 },
    ]);
    expect(taken.statusCode).toBe(201);
    const res = await change(customer.id, campaign.campaignId, {
      kind: 'screens',
      items: [
        {
          ledId: free.id,
          startDate: daysFromNow(10),
          endDate: daysFromNow(11),
          dayparts: ['evening'],
          spotsPerLoop: 1,
        },
        {
          ledId: full.id,
          startDate: daysFromNow(10),
          endDate: daysFromNow(11),
          dayparts: ['evening'],
          spotsPerLoop: 1,
        },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().cells).toEqual([
      { ledId: full.id, date: daysFromNow(11), daypart: 'evening', requested: 1, free: 0 },
    ]);
    expect(await ledgerCell(db(), free.id, daysFromNow(10), 'evening')).toEqual({
      booked: 0,
      held: 0,
    });
    expect(await ledgerCell(db(), full.id, daysFromNow(10), 'evening')).toEqual({
      booked: 0,
      held: 0,
    });
    expect(await campaignOrders(campaign.campaignId)).toHaveLength(1);
  });

  it('refuses a campaign that is not paid (409) and another customer’s campaign (404)', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const approved = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    const body = { kind: 'extend', endDate: daysFromNow(14) };
    const unpaid = await change(customer.id, approved.campaignId, body);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(campaignChangeMessages.notPaid);
    const arabic = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${approved.campaignId}/changes`,
      headers: { 'accept-language': 'ar' },
      payload: body,
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('لا يمكن تعديل إلا حملة مدفوعة؛ هذه الحملة لم تُدفع بعد.');

    const { campaign } = await paidCampaign();
    const stranger = await change(customer.id, campaign.campaignId, body);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('This campaign was not found.');
    expect(await campaignOrders(campaign.campaignId)).toHaveLength(1);
  });

  it('answers 400 for a change it cannot read or an end that is not later', async () => {
    const { customer, campaign } = await paidCampaign();
    const unknown = await change(customer.id, campaign.campaignId, { kind: 'shorten' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBeTruthy();
    const earlier = await change(customer.id, campaign.campaignId, {
      kind: 'extend',
      endDate: daysFromNow(11),
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().message).toBe(campaignChangeMessages.endNotLater);
    const other = await buildLoopScreen(db());
    const tooFar = await change(customer.id, campaign.campaignId, {
      kind: 'screens',
      items: [
        {
          ledId: other.id,
          startDate: '9999-12-01',
          endDate: '9999-12-02',
          dayparts: ['evening'],
          spotsPerLoop: 1,
        },
      ],
    });
    expect(tooFar.statusCode).toBe(400);
    expect(await campaignOrders(campaign.campaignId)).toHaveLength(1);
  });

  it('is paid by its own invoice; the paid invoice is untouched and the cents add up', async () => {
    const { customer, campaign, invoice } = await paidCampaign();
    const other = await buildLoopScreen(db());
    const res = await change(customer.id, campaign.campaignId, {
      kind: 'screens',
      items: [
        {
          ledId: other.id,
          startDate: daysFromNow(10),
          endDate: daysFromNow(13),
          dayparts: ['evening', 'night'],
          spotsPerLoop: 3,
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { quote, orders } = res.json();
    expect(quote.subtotalCents + quote.vatCents).toBe(quote.totalCents);
    expect(
      quote.items.reduce((sum: number, i: { totalCents: number }) => sum + i.totalCents, 0),
    ).toBe(quote.totalCents);
    // The operator approves the new order (the status trigger opens its payment window).
    await db().execute(
      sql`update orders set status_code = ${orderStatus.approved} where id = ${orders[0].orderId}`,
    );
    const options = await as(customer.id, 'GET', `/api/campaigns/${campaign.campaignId}/payment`);
    expect(options.json().amountDueCents).toBe(quote.totalCents);
    expect(options.json().orders.map((o: { orderId: number }) => o.orderId)).toEqual([
      orders[0].orderId,
    ]);

    const second = await as(customer.id, 'POST', `/api/campaigns/${campaign.campaignId}/payment`, {
      method: 'invoice',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().invoiceNumber).not.toBe(invoice.invoiceNumber);
    expect(second.json().amountCents).toBe(quote.totalCents);

    const invoices = await queryRows<{
      number: string;
      status: string;
      total_cents: number;
      paid_cents: number;
    }>(
      db(),
      sql`select number, status, total_cents, paid_cents from invoices
          where campaign_id = ${campaign.campaignId} order by id`,
    );
    expect(invoices).toEqual([
      {
        number: invoice.invoiceNumber,
        status: 'paid',
        total_cents: campaign.totalCents,
        paid_cents: campaign.totalCents,
      },
      {
        number: second.json().invoiceNumber,
        status: 'open',
        total_cents: quote.totalCents,
        paid_cents: 0,
      },
    ]);
    // The new invoice bills only the change's order, its lines adding up to the change's price.
    const lines = await queryRows<{ number: string; order_id: number; net_cents: number }>(
      db(),
      sql`select i.number, l.order_id, l.net_cents from invoice_lines l
          join invoices i on i.id = l.invoice_id where i.campaign_id = ${campaign.campaignId}`,
    );
    const changeLines = lines.filter((l) => l.number === second.json().invoiceNumber);
    expect(new Set(changeLines.map((l) => Number(l.order_id)))).toEqual(
      new Set([orders[0].orderId]),
    );
    expect(changeLines.reduce((sum, l) => sum + Number(l.net_cents), 0)).toBe(quote.subtotalCents);
    // The campaign's money is the paid part plus the change, to the cent.
    const whole = (await as(customer.id, 'GET', `/api/campaigns/${campaign.campaignId}`)).json();
    expect(whole.quote.totalCents).toBe(campaign.totalCents + quote.totalCents);
    expect(whole.quote.subtotalCents + whole.quote.vatCents).toBe(whole.quote.totalCents);
    const statuses = await campaignOrders(campaign.campaignId);
    expect(statuses.map((row) => row.status_code)).toEqual([
      orderStatus.paid,
      orderStatus.approved,
    ]);
  });
});
