import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@screenspot/contracts/booking-api';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { CampaignReport } from '@screenspot/contracts/report';
import { useTestContext } from '../../../test/app';
import { bookCampaign, buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator } from '../../../test/builders';
import { pdfText } from '../../../test/payment-builders';
import { documentMoney } from '../../money';

const { t, db, as } = useTestContext();

const setStatus = (orderId: number, code: number) =>
  db().execute(sql`update orders set status_code = ${code} where id = ${orderId}`);

/** The report three ways: the page's JSON, the day CSV's rows and the PDF's text. */
async function reportThreeWays(customerId: number, campaignId: number) {
  const url = `/api/campaigns/${campaignId}/report`;
  const json = (await as(customerId, 'GET', url)).json() as CampaignReport;
  const csv = (await as(customerId, 'GET', `${url}?format=csv`)).body.trim().split(/\r\n/);
  const pdf = await pdfText((await as(customerId, 'GET', `${url}?format=pdf`)).rawPayload);
  const [header, ...rows] = csv;
  expect(header).toBe('orderId,ledId,date,booked,delivered,impressions,spendUsd');
  const cells = rows.map((row) => row.split(','));
  return {
    json,
    csvOrders: [...new Set(cells.map((cell) => Number(cell[0])))],
    csvBooked: cells.reduce((sum, cell) => sum + Number(cell[3]), 0),
    // Dollars with 2 decimals, summed in cents so nothing is lost to floating point.
    csvSpendCents: cells.reduce((sum, cell) => sum + Math.round(Number(cell[6]) * 100), 0),
    pdfSpend: /Spend \(before VAT\) (\S+)/.exec(pdf)?.[1],
    pdfBooked: /Booked plays (\S+)/.exec(pdf)?.[1],
    pdf,
  };
}

describe('the campaign report counts what was sold', () => {
  it('counts paid and approved orders, not rejected or expired ones, and drops refunded spots', async () => {
    const customer = await buildCustomer(db());
    const operator = await buildOperator(db());
    const [paid, approved, rejected, expired] = await Promise.all(
      ['Paid Road', 'Approved Walk', 'Rejected Gate', 'Expired Park'].map((name) =>
        buildLoopScreen(db(), { name }),
      ),
    );
    const booked = await bookCampaign(
      t.app,
      db(),
      customer.id,
      [
        { ledId: paid!.id, startDate: daysFromNow(9), endDate: daysFromNow(11) },
        { ledId: approved!.id, startDate: daysFromNow(9), dayparts: ['evening', 'night'] },
        { ledId: rejected!.id, spotsPerLoop: 3 },
        { ledId: expired!.id, spotsPerLoop: 2 },
      ],
      'Sold only',
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const campaign = booked.json() as Campaign;
    const [paidOrder, approvedOrder, rejectedOrder, expiredOrder] = campaign.orders;
    const [paidItem, approvedItem] = campaign.quote.items;

    // The first order is approved and paid by bank transfer, the others decided afterwards.
    await setStatus(paidOrder!.orderId, orderStatus.approved);
    const invoice = await as(customer.id, 'POST', `/api/campaigns/${campaign.campaignId}/payment`, {
      method: 'invoice',
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const transfer = await as(
      operator.id,
      'POST',
      `/api/admin/invoices/${invoice.json().invoiceNumber}/transfers`,
      { amountCents: paidItem!.totalCents, receivedOn: daysFromNow(0), reference: 'FT-SOLD' },
    );
    expect(transfer.json()).toMatchObject({ status: 'paid' });
    await setStatus(approvedOrder!.orderId, orderStatus.approved);
    await setStatus(rejectedOrder!.orderId, orderStatus.rejected);
    await setStatus(expiredOrder!.orderId, orderStatus.expired);

    const before = await reportThreeWays(customer.id, campaign.campaignId);
    const sold = [paidOrder!.orderId, approvedOrder!.orderId];
    expect(before.json.items.map((item) => item.orderId)).toEqual(sold);
    expect(before.json.spendCents).toBe(paidItem!.subtotalCents + approvedItem!.subtotalCents);
    expect(before.json.booked.plays).toBe(paidItem!.plays + approvedItem!.plays);
    expect(before.json.booked.impressions).toBe(
      Math.round(paidItem!.impressions + approvedItem!.impressions),
    );
    // Page, CSV and PDF agree to the cent.
    expect(before.csvOrders).toEqual(sold);
    expect(before.csvSpendCents).toBe(before.json.spendCents);
    expect(before.csvBooked).toBe(before.json.booked.plays);
    expect(before.pdfSpend).toBe(documentMoney(before.json.spendCents));
    expect(before.pdfBooked).toBe(before.json.booked.plays.toLocaleString('en-US'));
    expect(before.pdf).toContain('approved orders awaiting payment');
    for (const item of before.json.items) {
      expect(item.days.reduce((sum, day) => sum + day.spendCents, 0)).toBe(item.spendCents);
    }

    // The paid order is cancelled before it starts: every spot is refunded by credit note.
    const refund = await as(customer.id, 'POST', `/api/campaigns/${campaign.campaignId}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().refundCents).toBe(paidItem!.totalCents);

    const after = await reportThreeWays(customer.id, campaign.campaignId);
    expect(after.json.items.map((item) => item.orderId)).toEqual([approvedOrder!.orderId]);
    expect(after.json.spendCents).toBe(approvedItem!.subtotalCents);
    expect(after.json.spendCents).toBeLessThan(before.json.spendCents);
    expect(after.json.booked.plays).toBe(approvedItem!.plays);
    expect(after.csvOrders).toEqual([approvedOrder!.orderId]);
    expect(after.csvSpendCents).toBe(after.json.spendCents);
    expect(after.pdfSpend).toBe(documentMoney(after.json.spendCents));
    expect(after.pdfBooked).toBe(after.json.booked.plays.toLocaleString('en-US'));
  });

  it('counts nothing while every order is still under review or awaiting its video', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const booked = await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    const campaign = booked.json() as Campaign;
    await setStatus(campaign.orders[0]!.orderId, orderStatus.underReview);
    const report = await reportThreeWays(customer.id, campaign.campaignId);
    expect(report.json).toMatchObject({
      booked: { plays: 0, impressions: 0 },
      spendCents: 0,
      items: [],
    });
    expect(report.csvOrders).toEqual([]);
    expect(report.pdfSpend).toBe(documentMoney(0));
  });
});
