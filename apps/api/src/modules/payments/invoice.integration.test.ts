// Over 400 lines: invoice numbers, lines, PDF and transfer share one paid campaign's set-up.
import { deadlineParts } from '@screenspot/contracts/deadline';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useTestContext } from '../../../test/app';
import { buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import { outbox } from '../../../test/accounts';
import { approvedCampaign, pdfText, usdText } from '../../../test/payment-builders';
import { queryRows } from '../../db/client';

const { t, db, as } = useTestContext();

function pay(customerId: number, campaignId: number, method = 'invoice') {
  return as(customerId, 'POST', `/api/campaigns/${campaignId}/payment`, { method });
}

/** The message with which paying by invoice is refused (with 409). */
async function paymentRefusal(customerId: number, campaignId: number): Promise<string> {
  const res = await pay(customerId, campaignId);
  expect(res.statusCode).toBe(409);
  return res.json().message;
}

/** A new customer's approved campaign with its tax invoice issued, and an operator. */
async function invoicedCampaign() {
  const customer = await buildCustomer(db());
  const operator = await buildOperator(db());
  const screen = await buildLoopScreen(db());
  const campaign = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
  const invoice = (await pay(customer.id, campaign.campaignId)).json();
  return { operator, invoice };
}

/** An amount as mail prints it: $1,234.50, in Arabic mail too. */
const usdSign = (cents: number) => usdText(cents).replace('USD ', '$');

async function statuses(campaignId: number) {
  const rows = await queryRows<{ status_code: number }>(
    db(),
    sql`select status_code from orders where campaign_id = ${campaignId} order by id`,
  );
  return rows.map((row) => Number(row.status_code));
}

describe('paying a campaign by invoice', () => {
  it('names each screen to pay for in the asked language, in English otherwise', async () => {
    const customer = await buildCustomer(db());
    const arabic = await buildLoopScreen(db(), { name: 'Marina Gate', nameAr: 'بوابة المارينا' });
    const english = await buildLoopScreen(db(), { name: 'Al Wasl Road' });
    const campaign = await approvedCampaign(t.app, db(), customer.id, [
      { ledId: arabic.id },
      { ledId: english.id },
    ]);
    const names = async (language: string) => {
      const res = await injectAs(t.app, db(), customer.id, {
        method: 'GET',
        url: `/api/campaigns/${campaign.campaignId}/payment`,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().orders as { billboardName: string }[]).map((o) => o.billboardName);
    };
    expect(await names('ar')).toEqual(['بوابة المارينا', 'Al Wasl Road']);
    expect(await names('en')).toEqual(['Marina Gate', 'Al Wasl Road']);
  });

  it('issues a tax invoice, takes partial and full transfers, and books the screens', async () => {
    const customer = await buildCustomer(db(), {
      companyName: 'Falcon Dates Trading LLC',
      trn: '100234567800003',
    });
    const operator = await buildOperator(db());
    const a = await buildLoopScreen(db(), { name: 'Sheikh Zayed Road North' });
    const b = await buildLoopScreen(db(), { name: 'Dubai Marina Walk' });
    const day = daysFromNow(9);
    const campaign = await approvedCampaign(t.app, db(), customer.id, [
      { ledId: a.id, startDate: day, endDate: daysFromNow(10), dayparts: ['evening', 'night'] },
      { ledId: b.id, startDate: day, endDate: day, spotsPerLoop: 2 },
    ]);

    const options = await as(customer.id, 'GET', `/api/campaigns/${campaign.campaignId}/payment`);
    expect(options.json()).toMatchObject({
      amountDueCents: campaign.totalCents,
      vatCents: campaign.vatCents,
      methods: ['invoice'],
    });

    const res = await pay(customer.id, campaign.campaignId);
    expect(res.statusCode).toBe(200);
    const invoice = res.json();
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
      amountCents: campaign.totalCents,
      bankDetails: {
        beneficiary: 'ScreenSpot Demo FZ-LLC',
        iban: 'AE000000000000000000000',
        reference: expect.stringContaining(`SSP-${campaign.campaignId}-`),
      },
    });
    expect(invoice.invoiceUrl).toBe(`/api/invoices/${invoice.invoiceNumber}.pdf`);
    expect(Date.parse(invoice.dueAt)).toBeGreaterThan(Date.now());

    const pdf = await as(customer.id, 'GET', invoice.invoiceUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('TRN: 100000000000000');
    expect(text).toContain('TRN: 100234567800003');
    expect(text).toContain('Falcon Dates Trading LLC');
    expect(text).toContain('Sheikh Zayed Road North');
    expect(text).toContain('Dubai Marina Walk');
    expect(text).toContain(usdText(campaign.vatCents));
    expect(text).toContain(usdText(campaign.totalCents));
    const aedTotal = Math.round((campaign.totalCents * 36_725) / 10_000) / 100;
    expect(text).toContain(
      `AED ${aedTotal.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(text).toContain('Date of supply');
    // Both languages, as UAE tax invoices are printed: each Arabic label reads as written.
    for (const label of [
      'فاتورة ضريبية',
      'تاريخ الإصدار',
      'تاريخ التوريد',
      'المورّد',
      'العميل',
      'رقم التسجيل الضريبي',
      'الوصف',
      'المجموع الفرعي',
      'ضريبة القيمة المضافة 5%',
      'الإجمالي',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('بسعر صرف ثابت قدره 3.6725 درهم للدولار الأمريكي');
    // The deadline in Dubai time (UTC+4), as the payment page gives it.
    const due = deadlineParts(invoice.dueAt, 'en');
    expect(due.time).toBe(
      new Date(Date.parse(invoice.dueAt) + 4 * 3_600_000).toISOString().slice(11, 16),
    );
    expect(text).toContain(`Pay by ${due.date}, ${due.time} (Dubai time)`);
    const arabicDate = new Date(invoice.dueAt).toLocaleDateString('ar-AE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
    });
    expect(text).toContain(`يُرجى الدفع في موعد أقصاه ${arabicDate} الساعة ${due.time} بتوقيت دبي`);
    // One line per order and daypart: the first screen's evening and night, the second's one.
    expect(text.match(/VAT in AED: AED [\d,.]+/g)).toHaveLength(3);
    expect(text.match(/الضريبة بالدرهم: AED [\d,.]+/g)).toHaveLength(3);

    // The structured data matches the document.
    const [stored] = await queryRows<{ total_cents: number; vat_cents: number; lines: number }>(
      db(),
      sql`select total_cents, vat_cents, (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines
          from invoices i where number = ${invoice.invoiceNumber}`,
    );
    expect(stored).toMatchObject({
      total_cents: campaign.totalCents,
      vat_cents: campaign.vatCents,
      lines: 3,
    });
    // Each line: spot-days × a whole-cent unit price is its net, printed with 2 decimals.
    const lines = await queryRows<{
      dayparts: string[];
      spots: number;
      plays: number;
      unit: string;
      net_cents: number;
      vat_cents: number;
      total_cents: number;
    }>(
      db(),
      sql`select l.dayparts, l.spots, l.plays, l.unit_price_cents::text as unit, l.net_cents, l.vat_cents,
            l.total_cents from invoice_lines l join invoices i on i.id = l.invoice_id
          where i.number = ${invoice.invoiceNumber} order by l.position`,
    );
    expect(lines.map((line) => [line.dayparts, line.spots])).toEqual([
      [['evening'], 2],
      [['night'], 2],
      [[expect.any(String)], 2],
    ]);
    for (const line of lines) {
      const unit = Number(line.unit);
      expect(Number.isInteger(unit)).toBe(true);
      expect(line.spots * unit).toBe(line.net_cents);
      expect(line.net_cents + line.vat_cents).toBe(line.total_cents);
      // Spot-days, plays, unit price, net: as the line's columns print them.
      expect(text).toContain(
        `${line.spots} ${line.plays} ${(unit / 100).toFixed(2)} ${usdText(line.net_cents)}`,
      );
      expect(text).not.toContain((unit / 100).toFixed(4));
    }
    expect(lines.reduce((sum, line) => sum + line.vat_cents, 0)).toBe(campaign.vatCents);

    const open = await as(operator.id, 'GET', '/api/admin/invoices?status=open');
    expect(open.json()).toContainEqual(
      expect.objectContaining({
        invoiceNumber: invoice.invoiceNumber,
        campaignId: campaign.campaignId,
        amountCents: campaign.totalCents,
        paidCents: 0,
        status: 'open',
      }),
    );

    const transfer = (amountCents: number, reference: string) =>
      as(operator.id, 'POST', `/api/admin/invoices/${invoice.invoiceNumber}/transfers`, {
        amountCents,
        receivedOn: daysFromNow(0),
        reference,
      });
    const part = await transfer(10_000, 'FT-001');
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ status: 'open', paidCents: 10_000 });
    expect(await statuses(campaign.campaignId)).toEqual([1, 1]);

    const rest = await transfer(campaign.totalCents - 10_000, 'FT-002');
    expect(rest.json()).toMatchObject({ status: 'paid', paidCents: campaign.totalCents });
    expect(rest.json().transfers).toHaveLength(2);
    expect(await statuses(campaign.campaignId)).toEqual([2, 2]);

    const cells = await queryRows<{ booked: number; held: number }>(
      db(),
      sql`select booked, held from booking_cells where screen_id = ${b.id} and date = ${day}::date`,
    );
    expect(cells.map((c) => [Number(c.booked), Number(c.held)])).toEqual([[2, 0]]);

    const mail = (await outbox(t.app)).find(
      (m) => m.to === customer.email && m.subject?.startsWith('Payment received'),
    );
    expect(mail?.body).toContain(`/api/invoices/${invoice.invoiceNumber}.pdf`);
    const notes = await as(customer.id, 'GET', '/api/notification/getAll');
    expect(JSON.stringify(notes.json())).toContain('Payment received');

    const closed = await transfer(100, 'FT-003');
    expect(closed.statusCode).toBe(409);
    expect((await pay(customer.id, campaign.campaignId)).statusCode).toBe(409);
  });

  it('writes the invoice notice and the receipt in Arabic for an Arabic-speaking customer', async () => {
    const customer = await buildCustomer(db(), { language: 'ar', name: 'مريم' });
    const operator = await buildOperator(db());
    const screen = await buildLoopScreen(db());
    const campaign = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    const res = await pay(customer.id, campaign.campaignId);
    expect(res.statusCode).toBe(200);
    const { invoiceNumber } = res.json();
    const issued = (await outbox(t.app)).find((m) => m.to === customer.email);
    expect(issued?.subject).toBe(`الفاتورة ${invoiceNumber} للحملة رقم ${campaign.campaignId}`);
    expect(issued?.body).toContain('مرحبًا مريم،');
    expect(issued?.body).toContain(
      `الفاتورة الضريبية ${invoiceNumber} بمبلغ ${usdSign(campaign.totalCents)}`,
    );
    expect(issued?.body).toMatch(
      /في موعد أقصاه \d{1,2} [^\d\s]+ \d{4} الساعة \d{2}:\d{2} بتوقيت دبي/,
    );
    expect(issued?.body).toContain(`تنزيل الفاتورة ${invoiceNumber}`);
    expect(issued?.body).not.toMatch(/Hello|Tax invoice|Please transfer/);

    const paid = await as(operator.id, 'POST', `/api/admin/invoices/${invoiceNumber}/transfers`, {
      amountCents: campaign.totalCents,
      receivedOn: daysFromNow(0),
      reference: 'FT-AR',
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const receipt = (await outbox(t.app)).find((m) => m.to === customer.email);
    expect(receipt?.subject).toBe(`استلمنا دفعة الحملة رقم ${campaign.campaignId}`);
    expect(receipt?.body).toContain(`والفاتورة ${invoiceNumber} هي إيصالك`);
    const notes = await as(customer.id, 'GET', '/api/notification/getAll');
    expect(JSON.stringify(notes.json())).toContain(
      `استلمنا دفعة الحملة رقم ${campaign.campaignId}`,
    );
  });

  it('answers 409 when nothing is approved, when paid twice and after the deadline', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const approved = () => approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    /** Another approved campaign, its orders then changed by `set`. */
    const campaignWhoseOrders = async (set: SQL) => {
      const { campaignId } = await approved();
      await db().execute(sql`update orders set ${set} where campaign_id = ${campaignId}`);
      return campaignId;
    };
    const campaign = await approved();
    expect((await pay(customer.id, campaign.campaignId)).statusCode).toBe(200);
    expect(await paymentRefusal(customer.id, campaign.campaignId)).toBe(
      'This campaign is already paid or has an invoice awaiting payment.',
    );

    const unapproved = await campaignWhoseOrders(sql`status_code = 0`);
    expect(await paymentRefusal(customer.id, unapproved)).toBe(
      'Nothing in this campaign is approved and awaiting payment.',
    );

    const late = await campaignWhoseOrders(sql`hold_expires_at = now() - interval '1 minute'`);
    expect(await paymentRefusal(customer.id, late)).toBe(
      'The payment deadline of this campaign has passed.',
    );

    const card = await pay(customer.id, late, 'card');
    expect(card.statusCode).toBe(409);
    const bad = await pay(customer.id, late, 'cheque');
    expect(bad.statusCode).toBe(400);

    // Once the hold sweep has expired the late orders, the customer still hears why.
    await db().execute(
      sql`update orders set status_code = ${orderStatus.expired} where campaign_id = ${late}`,
    );
    expect(await paymentRefusal(customer.id, late)).toBe(
      'The payment deadline of this campaign has passed.',
    );
  });

  it('shows an invoice only to its owner and operators', async () => {
    const owner = await buildCustomer(db());
    const other = await buildCustomer(db());
    const operator = await buildOperator(db());
    const screen = await buildLoopScreen(db());
    const campaign = await approvedCampaign(t.app, db(), owner.id, [{ ledId: screen.id }]);
    expect((await pay(other.id, campaign.campaignId)).statusCode).toBe(404);
    // Without a card provider, the owner hears why; a stranger hears of no campaign at all.
    const byCard = await pay(owner.id, campaign.campaignId, 'card');
    expect([byCard.statusCode, byCard.json().message]).toEqual([
      409,
      'Card payments are not available at the moment; please pay by invoice.',
    ]);
    expect((await pay(other.id, campaign.campaignId, 'card')).statusCode).toBe(404);
    const invoice = (await pay(owner.id, campaign.campaignId)).json();
    expect((await as(other.id, 'GET', invoice.invoiceUrl)).statusCode).toBe(404);
    expect((await as(operator.id, 'GET', invoice.invoiceUrl)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: invoice.invoiceUrl })).statusCode).toBe(401);
    const missing = await as(owner.id, 'GET', '/api/invoices/INV-999999.pdf');
    expect(missing.statusCode).toBe(404);
    const customerList = await as(owner.id, 'GET', '/api/admin/invoices');
    expect(customerList.statusCode).toBe(403);
  });

  it('prints the TRN a customer adds to their profile', async () => {
    const customer = await buildCustomer(db());
    const profile = (trn: string) => as(customer.id, 'POST', '/api/user/profile', { trn });
    const bad = await profile('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ trn: 'A TRN has 15 digits' });
    const saved = await profile('100-2233-4455-6677');
    expect(saved.json()).toMatchObject({ trn: '100223344556677' });
    const screen = await buildLoopScreen(db());
    const campaign = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    const invoice = (await pay(customer.id, campaign.campaignId)).json();
    const pdf = await as(customer.id, 'GET', invoice.invoiceUrl);
    expect(await pdfText(pdf.rawPayload)).toContain('TRN: 100223344556677');
  });

  it('refuses a transfer with bad fields and changes nothing', async () => {
    const { operator, invoice } = await invoicedCampaign();
    const res = await as(
      operator.id,
      'POST',
      `/api/admin/invoices/${invoice.invoiceNumber}/transfers`,
      { amountCents: -5, receivedOn: '2026-02-30', reference: '' },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['amountCents', 'receivedOn', 'reference']),
    );
    const list = await as(operator.id, 'GET', '/api/admin/invoices?status=open');
    const row = list
      .json()
      .find((i: { invoiceNumber: string }) => i.invoiceNumber === invoice.invoiceNumber);
    expect(row).toMatchObject({ paidCents: 0, transfers: [] });
    const badStatus = await as(operator.id, 'GET', '/api/admin/invoices?status=lost');
    expect(badStatus.statusCode).toBe(400);
  });

  it('records a transfer against an invoice older than the console list shows', async () => {
    const { operator, invoice } = await invoicedCampaign();
    // 200 newer invoices push it out of the console's list of the newest.
    await db().execute(sql`
      insert into invoices (number, campaign_id, customer_id, method, status, subtotal_cents,
        vat_cents, total_cents, aed_rate, bank_reference, supply_date, supplier, buyer)
      select number || '-' || n, campaign_id, customer_id, method, 'cancelled', subtotal_cents,
        vat_cents, total_cents, aed_rate, bank_reference || '-' || n, supply_date, supplier, buyer
      from invoices, generate_series(1, 200) as n
      where number = ${invoice.invoiceNumber}`);
    const res = await as(
      operator.id,
      'POST',
      `/api/admin/invoices/${invoice.invoiceNumber}/transfers`,
      { amountCents: 100, receivedOn: daysFromNow(0), reference: 'FT-OLD' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      status: 'open',
      paidCents: 100,
      transfers: [expect.objectContaining({ amountCents: 100, reference: 'FT-OLD' })],
    });
  });
});
