import { describe, expect, it } from 'vitest';
import { outbox } from '../../../test/accounts';
import { useTestContext } from '../../../test/app';
import { buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator } from '../../../test/builders';
import { approvedCampaign, pdfText } from '../../../test/payment-builders';
import { documentMoney } from '../../money';

const { t, as } = useTestContext();

describe('the currency a customer sees prices in', () => {
  it('starts in US dollars, is kept in the profile, and comes back with the session', async () => {
    const customer = await buildCustomer(t.database.db);
    const before = await as(customer.id, 'GET', '/api/authenticated/customer');
    expect(before.json().currency).toBe('USD');

    const chosen = await as(customer.id, 'POST', '/api/user/currency', { currency: 'AED' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: customer.id, currency: 'AED' });
    const after = await as(customer.id, 'GET', '/api/authenticated/customer');
    expect(after.json().currency).toBe('AED');

    // Another customer's choice is their own.
    const other = await buildCustomer(t.database.db);
    expect((await as(other.id, 'GET', '/api/authenticated/customer')).json().currency).toBe('USD');
  });

  it('refuses a currency it does not show, changing nothing', async () => {
    const customer = await buildCustomer(t.database.db);
    const refused = await as(customer.id, 'POST', '/api/user/currency', { currency: 'EUR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBeTruthy();
    expect(JSON.stringify(refused.json())).toContain('Choose USD or AED');
    expect((await as(customer.id, 'GET', '/api/authenticated/customer')).json().currency).toBe(
      'USD',
    );
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/currency',
      payload: { currency: 'AED' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('changes every surface the API writes: notices, their emails, the report and the proposal', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db, { currency: 'AED' });
    const operator = await buildOperator(db);
    const screen = await buildLoopScreen(db);
    const campaign = await approvedCampaign(t.app, db, customer.id, [{ ledId: screen.id }]);
    const aed = documentMoney(campaign.totalCents, 'AED');
    expect(aed).toMatch(/^AED [\d,]+\.\d\d$/);

    // The invoice notice and its email, in dirhams (the invoice itself stays in dollars).
    const invoice = await as(customer.id, 'POST', `/api/campaigns/${campaign.campaignId}/payment`, {
      method: 'invoice',
    });
    expect(invoice.statusCode).toBe(200);
    const { invoiceNumber } = invoice.json();
    const issued = (await outbox(t.app)).find(
      (mail) => mail.to === customer.email && mail.subject?.startsWith('Invoice'),
    );
    expect(issued?.body).toContain(`Tax invoice ${invoiceNumber} for ${aed}`);
    expect(issued?.body).not.toContain(documentMoney(campaign.totalCents));

    // The receipt once the transfer is in.
    const paid = await as(operator.id, 'POST', `/api/admin/invoices/${invoiceNumber}/transfers`, {
      amountCents: campaign.totalCents,
      receivedOn: daysFromNow(0),
      reference: 'FT-AED',
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const notes = JSON.stringify((await as(customer.id, 'GET', '/api/notification/getAll')).json());
    expect(notes).toContain(aed);
    expect(notes).not.toMatch(/\$\d/);

    // The report's printout, in the viewer's currency; an operator reads the currency of record.
    const pdf = async (viewer: number) => {
      const res = await as(
        viewer,
        'GET',
        `/api/campaigns/${campaign.campaignId}/report?format=pdf`,
      );
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const mine = await pdf(customer.id);
    expect(mine).toMatch(/Spend \(before VAT\)\s*AED [\d,]+\.\d\d/);
    expect(await pdf(operator.id)).toMatch(/Spend \(before VAT\)\s*\$[\d,]+\.\d\d/);

    // After a switch back to dollars, what is written next is in dollars.
    await as(customer.id, 'POST', '/api/user/currency', { currency: 'USD' });
    expect(await pdf(customer.id)).toMatch(/Spend \(before VAT\)\s*\$[\d,]+\.\d\d/);
  });
});
