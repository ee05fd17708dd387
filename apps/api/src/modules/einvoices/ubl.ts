import { createHash } from 'node:crypto';
import { localDate } from '@screenspot/contracts/booking';
import {
  pintAeProcess,
  pintAeSpecification,
  pintAeTaxCurrency,
  pintAeTransactionFlags,
  pintAeTypeCodes,
  uaeTrnScheme,
} from '@screenspot/contracts/pint-ae';
import { centsToFils } from '@screenspot/contracts/rates';
import type { TaxDocument } from '../payments';

// A tax invoice or credit note as a PINT AE (UBL 2.1) document. The document currency is the one
// the invoice was issued in (USD); the tax currency is AED at the peg, converted by the same
// `centsToFils` the PDF prints with, so every AED figure here is the PDF's to the fils.

export type SupplierRegistration = {
  /** The trade licence number (IBT-030). */
  licence: string;
};

const namespaces = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

type Node = string | null | false;

/** An element with children (or text), attributes escaped; null children are left out. */
function el(name: string, attributes: Record<string, string>, ...children: Node[]): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  const body = children.filter((child): child is string => typeof child === 'string').join('');
  return `<${name}${attrs}>${body}</${name}>`;
}
const text = (name: string, value: string, attributes: Record<string, string> = {}) =>
  el(name, attributes, escape(value));

/** Whole cents (or fils) as a decimal amount: 123456 → 1234.56. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const amount = (name: string, minor: number, currency: string) =>
  text(name, decimalAmount(minor), { currencyID: currency });

/** A unit price in cents (whole, or with the 4 decimals of invoices issued before whole units). */
function unitPrice(cents: string | number): string {
  const value = Number(cents);
  return (value / 100).toFixed(Number.isInteger(value) ? 2 : 6).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** The same number and kind give the same UUID, so a document exported twice is the same. */
function documentUuid(kind: string, number: string): string {
  const hex = createHash('sha256').update(`screenspot:${kind}:${number}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function party(
  role: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty',
  p: {
    endpoint: { scheme: string; id: string };
    street: string | null;
    city: string | null;
    emirate: string | null;
    trn: string | null;
    name: string;
    licence: string | null;
    contact: { name: string; email: string } | null;
  },
) {
  return el(
    role,
    {},
    el(
      'cac:Party',
      {},
      text('cbc:EndpointID', p.endpoint.id, { schemeID: p.endpoint.scheme }),
      el(
        'cac:PostalAddress',
        {},
        p.street && text('cbc:StreetName', p.street),
        p.city && text('cbc:CityName', p.city),
        p.emirate && text('cbc:CountrySubentity', p.emirate),
        el('cac:Country', {}, text('cbc:IdentificationCode', 'AE')),
      ),
      p.trn &&
        el(
          'cac:PartyTaxScheme',
          {},
          text('cbc:CompanyID', p.trn),
          el('cac:TaxScheme', {}, text('cbc:ID', 'VAT')),
        ),
      el(
        'cac:PartyLegalEntity',
        {},
        text('cbc:RegistrationName', p.name),
        p.licence && text('cbc:CompanyID', p.licence, { schemeAgencyName: 'TL' }),
      ),
      p.contact &&
        el(
          'cac:Contact',
          {},
          text('cbc:Name', p.contact.name),
          text('cbc:ElectronicMail', p.contact.email),
        ),
    ),
  );
}

const vatCategory = (name: string, rateBasisPoints: number) =>
  el(
    name,
    {},
    text('cbc:ID', 'S'),
    text('cbc:Percent', String(rateBasisPoints / 100)),
    el('cac:TaxScheme', {}, text('cbc:ID', 'VAT')),
  );

/** The supplier's one-line address split for the e-invoice: the street part, Dubai, DXB. */
function supplierAddress(address: string) {
  const street = address
    .replace(/,\s*United Arab Emirates\s*$/i, '')
    .replace(/,\s*Dubai\s*$/i, '')
    .trim();
  return { street: street || address, city: 'Dubai', emirate: 'DXB' };
}

/** The document as PINT AE UBL 2.1 XML: an Invoice (380) or a CreditNote (381). */
export function pintAeXml(doc: TaxDocument, registration: SupplierRegistration): string {
  const isInvoice = doc.title === 'Tax Invoice';
  const root = isInvoice ? 'Invoice' : 'CreditNote';
  const lineName = isInvoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const quantityName = isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity';
  const currency = 'USD';
  const issueDate = localDate(doc.issuedAt);
  const vatRates = [...new Set(doc.lines.map((line) => line.vatRateBasisPoints))];
  const prepaidCents = isInvoice && doc.paidByCard ? doc.totalCents : 0;
  const period = doc.period ?? { start: doc.supplyDate, end: doc.supplyDate };
  const supplier = supplierAddress(doc.supplier.address);
  const buyerContact = doc.buyer.contactEmail
    ? { name: doc.buyer.companyName, email: doc.buyer.contactEmail }
    : { name: doc.buyer.name, email: doc.buyer.email };

  const lines = doc.lines.map((line, index) => {
    // A spot-day count with a whole-cent unit; an amount not counted in spots is one unit.
    const counted = line.unitPriceCents !== null && line.spots > 0;
    const quantity = counted ? line.spots : 1;
    const price = counted ? unitPrice(line.unitPriceCents!) : decimalAmount(line.netCents);
    return el(
      lineName,
      {},
      text('cbc:ID', String(index + 1)),
      text(quantityName, String(quantity), { unitCode: 'C62' }),
      amount('cbc:LineExtensionAmount', line.netCents, currency),
      el(
        'cac:Item',
        {},
        text('cbc:Description', line.detail),
        text('cbc:Name', line.description),
        vatCategory('cac:ClassifiedTaxCategory', line.vatRateBasisPoints),
      ),
      el('cac:Price', {}, text('cbc:PriceAmount', price, { currencyID: currency })),
      el(
        'cac:ItemPriceExtension',
        {},
        amount('cbc:Amount', centsToFils(line.totalCents), pintAeTaxCurrency),
        el(
          'cac:TaxTotal',
          {},
          amount('cbc:TaxAmount', centsToFils(line.vatCents), pintAeTaxCurrency),
        ),
      ),
    );
  });

  const paymentMeans =
    isInvoice &&
    el(
      'cac:PaymentMeans',
      {},
      // UNCL 4461: 48 bank card, 30 credit transfer.
      text('cbc:PaymentMeansCode', doc.paidByCard ? '48' : '30'),
      doc.payment?.bank ? text('cbc:PaymentID', doc.payment.bank.reference) : null,
      doc.payment?.bank
        ? el(
            'cac:PayeeFinancialAccount',
            {},
            text('cbc:ID', doc.payment.bank.iban),
            text('cbc:Name', doc.payment.bank.beneficiary),
          )
        : null,
    );

  const body = [
    text('cbc:UBLVersionID', '2.1'),
    text('cbc:CustomizationID', pintAeSpecification),
    text('cbc:ProfileID', pintAeProcess),
    text('cbc:ProfileExecutionID', pintAeTransactionFlags),
    text('cbc:ID', doc.number),
    text('cbc:UUID', documentUuid(root, doc.number)),
    text('cbc:IssueDate', issueDate),
    // UBL orders these differently: an invoice's tax point follows its note, a credit note's
    // precedes its type code.
    ...(isInvoice
      ? [
          text('cbc:DueDate', doc.payment?.dueAt ? localDate(doc.payment.dueAt) : issueDate),
          text('cbc:InvoiceTypeCode', pintAeTypeCodes.invoice),
          text('cbc:TaxPointDate', doc.supplyDate),
        ]
      : [
          text('cbc:TaxPointDate', doc.supplyDate),
          text('cbc:CreditNoteTypeCode', pintAeTypeCodes.creditNote),
          doc.reason ? text('cbc:Note', doc.reason) : null,
        ]),
    text('cbc:DocumentCurrencyCode', currency),
    text('cbc:TaxCurrencyCode', pintAeTaxCurrency),
    el(
      'cac:InvoicePeriod',
      {},
      text('cbc:StartDate', period.start),
      text('cbc:EndDate', period.end),
    ),
    doc.refersTo
      ? el(
          'cac:BillingReference',
          {},
          el(
            'cac:InvoiceDocumentReference',
            {},
            text('cbc:ID', doc.refersTo),
            doc.refersToIssuedAt ? text('cbc:IssueDate', localDate(doc.refersToIssuedAt)) : null,
          ),
        )
      : null,
    party('cac:AccountingSupplierParty', {
      endpoint: { scheme: uaeTrnScheme, id: doc.supplier.trn },
      ...supplier,
      trn: doc.supplier.trn,
      name: doc.supplier.name,
      licence: registration.licence,
      contact: null,
    }),
    party('cac:AccountingCustomerParty', {
      // A registered buyer is reached by its TRN; one without a TRN by its email (EAS `EM`).
      endpoint: doc.buyer.trn
        ? { scheme: uaeTrnScheme, id: doc.buyer.trn }
        : { scheme: 'EM', id: buyerContact.email },
      // An agency's client (decision 0060) has its billing address on one line.
      street: doc.buyer.address ? doc.buyer.address.replace(/\s*\r?\n\s*/g, ', ') : null,
      city: null,
      emirate: null,
      trn: doc.buyer.trn,
      name: doc.buyer.companyName,
      licence: null,
      contact: buyerContact,
    }),
    paymentMeans,
    el(
      'cac:TaxExchangeRate',
      {},
      text('cbc:SourceCurrencyCode', currency),
      text('cbc:TargetCurrencyCode', pintAeTaxCurrency),
      text('cbc:CalculationRate', doc.aedRate),
      text('cbc:MathematicOperatorCode', 'Multiply'),
    ),
    el(
      'cac:TaxTotal',
      {},
      amount('cbc:TaxAmount', doc.vatCents, currency),
      ...vatRates.map((rate) => {
        const of = doc.lines.filter((line) => line.vatRateBasisPoints === rate);
        return el(
          'cac:TaxSubtotal',
          {},
          amount(
            'cbc:TaxableAmount',
            of.reduce((sum, line) => sum + line.netCents, 0),
            currency,
          ),
          amount(
            'cbc:TaxAmount',
            of.reduce((sum, line) => sum + line.vatCents, 0),
            currency,
          ),
          vatCategory('cac:TaxCategory', rate),
        );
      }),
    ),
    // IBT-111: the VAT in the tax currency, as the PDF prints it (the whole VAT at the peg).
    el('cac:TaxTotal', {}, amount('cbc:TaxAmount', centsToFils(doc.vatCents), pintAeTaxCurrency)),
    el(
      'cac:LegalMonetaryTotal',
      {},
      amount('cbc:LineExtensionAmount', doc.subtotalCents, currency),
      amount('cbc:TaxExclusiveAmount', doc.subtotalCents, currency),
      amount('cbc:TaxInclusiveAmount', doc.totalCents, currency),
      prepaidCents > 0 ? amount('cbc:PrepaidAmount', prepaidCents, currency) : null,
      amount('cbc:PayableAmount', doc.totalCents - prepaidCents, currency),
    ),
    ...lines,
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(
    root,
    {
      xmlns: namespaces[root],
      'xmlns:cac': namespaces.cac,
      'xmlns:cbc': namespaces.cbc,
    },
    ...body,
  )}\n`;
}
