import {
  pintAeMandatoryFields,
  pintAeSpecification,
  type PintAeDocumentKind,
} from '@screenspot/contracts/pint-ae';
import { centsToFils } from '@screenspot/contracts/rates';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator } from '../../../test/builders';
import { approvedCampaign, pdfText } from '../../../test/payment-builders';
import {
  fieldXPath,
  filledCount,
  values,
  xmlFile,
  xmllintNoout,
  xpath,
} from '../../../test/xmllint';

const { t, db, as } = useTestContext();

/** A decimal amount of the XML as the PDF prints it: 1234.5 → "1,234.50". */
const printed = (decimal: string) =>
  Number(decimal).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const minor = (decimal: string) => Math.round(Number(decimal) * 100);

const el = (name: string) => `*[local-name()='${name}']`;
const at = (...names: string[]) => `/*/${names.map(el).join('/')}`;

/**
 * A paid campaign of two screens (one with two dayparts), then refunded: an invoice of three
 * lines and its credit note, for a customer registered for VAT.
 */
async function invoiceAndCreditNote() {
  const customer = await buildCustomer(db(), {
    companyName: 'Al Noor Perfumes & Oud LLC',
    trn: '100398765400003',
  });
  const operator = await buildOperator(db());
  const a = await buildLoopScreen(db(), { name: 'Sheikh Zayed Road <North>' });
  const b = await buildLoopScreen(db(), { name: 'Dubai Marina Walk' });
  const campaign = await approvedCampaign(t.app, db(), customer.id, [
    {
      ledId: a.id,
      startDate: daysFromNow(9),
      endDate: daysFromNow(11),
      dayparts: ['evening', 'night'],
    },
    { ledId: b.id, startDate: daysFromNow(10), endDate: daysFromNow(10), spotsPerLoop: 3 },
  ]);
  const paid = await as(customer.id, 'POST', `/api/campaigns/${campaign.campaignId}/payment`, {
    method: 'invoice',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const invoiceNumber = paid.json().invoiceNumber as string;
  const transfer = await as(operator.id, 'POST', `/api/admin/invoices/${invoiceNumber}/transfers`, {
    amountCents: campaign.totalCents,
    receivedOn: daysFromNow(0),
    reference: `FT-${invoiceNumber}`,
  });
  expect(transfer.json().status).toBe('paid');
  const refund = await as(customer.id, 'POST', `/api/campaigns/${campaign.campaignId}/refund`);
  expect(refund.statusCode, refund.body).toBe(200);
  return {
    customer,
    operator,
    campaign,
    invoiceNumber,
    creditNoteNumber: refund.json().creditNoteNumber as string,
  };
}

async function exported(customerId: number, url: string) {
  const res = await as(customerId, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  return { xml: res.body, file: xmlFile(res.body) };
}

async function pdfOf(customerId: number, url: string) {
  const res = await as(customerId, 'GET', url);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

/** Every field the contracts list as mandatory for this kind of document has a value. */
function missingFields(file: string, kind: PintAeDocumentKind): string[] {
  return pintAeMandatoryFields
    .filter((field) => !field.only || field.only === kind)
    .filter((field) => filledCount(file, fieldXPath(field.path, kind)) === 0)
    .map((field) => `${field.id} ${field.term}`);
}

/** The document's amounts reconcile among themselves, and each one is printed on its PDF. */
function reconcileWithPdf(file: string, pdf: string, line: 'InvoiceLine' | 'CreditNoteLine') {
  const usd = (path: string) => xpath(file, `string(${path}[@currencyID='USD'])`);
  const subtotal = usd(at('LegalMonetaryTotal', 'TaxExclusiveAmount'));
  const vat = usd(at('TaxTotal', 'TaxAmount'));
  const total = usd(at('LegalMonetaryTotal', 'TaxInclusiveAmount'));
  const vatAed = xpath(file, `string(${at('TaxTotal', 'TaxAmount')}[@currencyID='AED'])`);
  const lineNets = values(file, at(line, 'LineExtensionAmount'));
  const lineVatsAed = values(file, at(line, 'ItemPriceExtension', 'TaxAmount'));

  // Among themselves, in cents and fils.
  expect(lineNets.reduce((sum, net) => sum + minor(net), 0)).toBe(minor(subtotal));
  expect(minor(usd(at('LegalMonetaryTotal', 'LineExtensionAmount')))).toBe(minor(subtotal));
  expect(minor(subtotal) + minor(vat)).toBe(minor(total));
  expect(minor(vatAed)).toBe(centsToFils(minor(vat)));
  expect(xpath(file, `string(${at('TaxExchangeRate', 'CalculationRate')})`)).toBe('3.6725');

  // With the PDF, to the cent and the fils.
  for (const amount of [subtotal, vat, total, ...lineNets]) {
    expect(pdf).toContain(`USD ${printed(amount)}`);
  }
  expect(pdf).toContain(`AED ${printed(vatAed)}`);
  expect(pdf).toContain(`AED ${printed((centsToFils(minor(total)) / 100).toFixed(2))}`);
  for (const lineVat of lineVatsAed) expect(pdf).toContain(`AED ${printed(lineVat)}`);
  return {
    subtotal: minor(subtotal),
    vat: minor(vat),
    total: minor(total),
    lines: lineNets.length,
  };
}

describe('PINT AE e-invoices', () => {
  it('exports an invoice and its credit note with every mandatory field, reconciled with the PDFs', async () => {
    const { customer, campaign, invoiceNumber, creditNoteNumber } = await invoiceAndCreditNote();

    const invoice = await exported(customer.id, `/api/invoices/${invoiceNumber}.xml`);
    expect(xmllintNoout(invoice.file)).toEqual({ status: 0, errors: '' });
    expect(missingFields(invoice.file, 'invoice')).toEqual([]);
    // The check can fail: a field the document lacks is found missing.
    expect(
      filledCount(invoice.file, fieldXPath('cac:InvoicePeriod/cbc:Description', 'invoice')),
    ).toBe(0);
    expect(xpath(invoice.file, `name(/*)`)).toBe('Invoice');
    expect(xpath(invoice.file, `string(${at('CustomizationID')})`)).toBe(pintAeSpecification);
    expect(xpath(invoice.file, `string(${at('InvoiceTypeCode')})`)).toBe('380');
    expect(xpath(invoice.file, `string(${at('ID')})`)).toBe(invoiceNumber);
    expect(xpath(invoice.file, `string(${at('DocumentCurrencyCode')})`)).toBe('USD');
    expect(xpath(invoice.file, `string(${at('TaxCurrencyCode')})`)).toBe('AED');
    const buyerTrn = at('AccountingCustomerParty', 'Party', 'PartyTaxScheme', 'CompanyID');
    expect(xpath(invoice.file, `string(${buyerTrn})`)).toBe('100398765400003');
    const sellerTrn = at('AccountingSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID');
    expect(xpath(invoice.file, `string(${sellerTrn})`)).toBe('100000000000000');
    // A name with markup characters is escaped, not broken.
    expect(invoice.xml).toContain('Sheikh Zayed Road &lt;North&gt;');
    expect(values(invoice.file, at('InvoiceLine', 'Item', 'ClassifiedTaxCategory', 'ID'))).toEqual([
      'S',
      'S',
      'S',
    ]);
    expect(
      values(invoice.file, at('InvoiceLine', 'Item', 'ClassifiedTaxCategory', 'Percent')),
    ).toEqual(['5', '5', '5']);
    // The supply period runs from the first booked day to the last.
    expect(xpath(invoice.file, `string(${at('InvoicePeriod', 'StartDate')})`)).toBe(daysFromNow(9));
    expect(xpath(invoice.file, `string(${at('InvoicePeriod', 'EndDate')})`)).toBe(daysFromNow(11));
    // Quantity (spot-days) × unit price = line net, on every line.
    const quantities = values(invoice.file, at('InvoiceLine', 'InvoicedQuantity'));
    const prices = values(invoice.file, at('InvoiceLine', 'Price', 'PriceAmount'));
    const nets = values(invoice.file, at('InvoiceLine', 'LineExtensionAmount'));
    nets.forEach((net, i) => expect(Number(quantities[i]) * minor(prices[i]!)).toBe(minor(net)));

    const invoicePdf = await pdfOf(customer.id, `/api/invoices/${invoiceNumber}.pdf`);
    const invoiced = reconcileWithPdf(invoice.file, invoicePdf, 'InvoiceLine');
    expect(invoiced).toEqual({
      subtotal: campaign.subtotalCents,
      vat: campaign.vatCents,
      total: campaign.totalCents,
      lines: 3,
    });

    const note = await exported(customer.id, `/api/credit-notes/${creditNoteNumber}.xml`);
    expect(xmllintNoout(note.file)).toEqual({ status: 0, errors: '' });
    expect(missingFields(note.file, 'creditNote')).toEqual([]);
    expect(xpath(note.file, `name(/*)`)).toBe('CreditNote');
    expect(xpath(note.file, `string(${at('CreditNoteTypeCode')})`)).toBe('381');
    expect(
      xpath(note.file, `string(${at('BillingReference', 'InvoiceDocumentReference', 'ID')})`),
    ).toBe(invoiceNumber);
    expect(xpath(note.file, `string(${at('Note')})`)).toBe('Cancelled by the customer');
    const notePdf = await pdfOf(customer.id, `/api/credit-notes/${creditNoteNumber}.pdf`);
    const credited = reconcileWithPdf(note.file, notePdf, 'CreditNoteLine');
    // Nothing had started: the whole invoice is credited.
    expect(credited.total).toBe(campaign.totalCents);
  });

  it('shows a document to its owner and operators only, and refuses a malformed number', async () => {
    const { customer, operator, invoiceNumber, creditNoteNumber } = await invoiceAndCreditNote();
    const stranger = await buildCustomer(db());
    for (const url of [
      `/api/invoices/${invoiceNumber}.xml`,
      `/api/credit-notes/${creditNoteNumber}.xml`,
    ]) {
      expect((await as(customer.id, 'GET', url)).statusCode).toBe(200);
      expect((await as(operator.id, 'GET', url)).statusCode).toBe(200);
      const other = await as(stranger.id, 'GET', url);
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('<?xml');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const bad = await as(customer.id, 'GET', '/api/invoices/INV-12.xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await as(customer.id, 'GET', '/api/invoices/INV-999999.xml')).statusCode).toBe(404);
  });
});
