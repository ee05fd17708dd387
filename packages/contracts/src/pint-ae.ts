/*
 * UAE e-invoices: Peppol PINT AE on UBL 2.1. The identifiers every document carries, and the
 * business terms PINT AE marks mandatory for a standard-rated (VAT 5 %) B2B tax invoice and tax
 * credit note, each with its business-term id and where our export writes it. The export's test
 * checks every term listed here is present in both documents.
 */

import { z } from 'zod';

/** IBT-024: the specification identifier of PINT AE billing. */
export const pintAeSpecification = 'urn:peppol:pint:billing-1@ae-1';
/** IBT-023: the business process (Peppol billing). */
export const pintAeProcess = 'urn:peppol:bis:billing';
/** BTAE-02: the transaction type flags (free zone, deemed supply, …, export); none apply to us. */
export const pintAeTransactionFlags = '00000000';
/** IBT-003: a tax invoice, and a tax credit note (UNCL 1001). */
export const pintAeTypeCodes = { invoice: '380', creditNote: '381' } as const;
/** The electronic address scheme of a UAE TRN in the Peppol network (EAS 0235). */
export const uaeTrnScheme = '0235';
/** The tax currency of every UAE e-invoice (IBT-006). */
export const pintAeTaxCurrency = 'AED';

export type PintAeDocumentKind = 'invoice' | 'creditNote';

export type PintAeField = {
  /** The business-term id: IBT-… (PINT), BTAE-… (UAE-specific). */
  id: string;
  term: string;
  /**
   * Where it sits, from the document's root element (cbc:/cac: steps, `@attr` last); `{Line}`
   * stands for InvoiceLine or CreditNoteLine, `{Type}` for InvoiceTypeCode or CreditNoteTypeCode,
   * `{Quantity}` for InvoicedQuantity or CreditedQuantity.
   */
  path: string;
  /** Present only on one kind of document (a credit note's reference to its invoice). */
  only?: PintAeDocumentKind;
};

const seller = 'cac:AccountingSupplierParty/cac:Party';
const buyer = 'cac:AccountingCustomerParty/cac:Party';
const line = 'cac:{Line}';

export const pintAeMandatoryFields: readonly PintAeField[] = [
  { id: 'IBT-024', term: 'Specification identifier', path: 'cbc:CustomizationID' },
  { id: 'IBT-023', term: 'Business process type', path: 'cbc:ProfileID' },
  { id: 'BTAE-02', term: 'Invoice transaction type code', path: 'cbc:ProfileExecutionID' },
  { id: 'IBT-001', term: 'Invoice number', path: 'cbc:ID' },
  { id: 'IBT-002', term: 'Invoice issue date', path: 'cbc:IssueDate' },
  { id: 'IBT-009', term: 'Payment due date', path: 'cbc:DueDate', only: 'invoice' },
  { id: 'IBT-003', term: 'Invoice type code', path: 'cbc:{Type}' },
  { id: 'IBT-007', term: 'Date of supply (tax point date)', path: 'cbc:TaxPointDate' },
  { id: 'IBT-005', term: 'Invoice currency code', path: 'cbc:DocumentCurrencyCode' },
  { id: 'IBT-006', term: 'Tax accounting currency code', path: 'cbc:TaxCurrencyCode' },
  { id: 'IBT-073', term: 'Invoicing period start date', path: 'cac:InvoicePeriod/cbc:StartDate' },
  { id: 'IBT-074', term: 'Invoicing period end date', path: 'cac:InvoicePeriod/cbc:EndDate' },
  {
    id: 'IBT-025',
    term: 'Preceding invoice reference',
    path: 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID',
    only: 'creditNote',
  },
  { id: 'IBT-022', term: 'Credit note reason (note)', path: 'cbc:Note', only: 'creditNote' },
  { id: 'IBT-034', term: 'Seller electronic address', path: `${seller}/cbc:EndpointID` },
  {
    id: 'IBT-034-1',
    term: 'Seller electronic address scheme',
    path: `${seller}/cbc:EndpointID/@schemeID`,
  },
  {
    id: 'IBT-035',
    term: 'Seller address line 1',
    path: `${seller}/cac:PostalAddress/cbc:StreetName`,
  },
  { id: 'IBT-037', term: 'Seller city', path: `${seller}/cac:PostalAddress/cbc:CityName` },
  {
    id: 'IBT-039',
    term: 'Seller country subdivision (emirate)',
    path: `${seller}/cac:PostalAddress/cbc:CountrySubentity`,
  },
  {
    id: 'IBT-040',
    term: 'Seller country code',
    path: `${seller}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`,
  },
  {
    id: 'IBT-031',
    term: 'Seller VAT identifier (TRN)',
    path: `${seller}/cac:PartyTaxScheme/cbc:CompanyID`,
  },
  {
    id: 'IBT-027',
    term: 'Seller name',
    path: `${seller}/cac:PartyLegalEntity/cbc:RegistrationName`,
  },
  {
    id: 'IBT-030',
    term: 'Seller legal registration identifier (trade licence)',
    path: `${seller}/cac:PartyLegalEntity/cbc:CompanyID`,
  },
  { id: 'IBT-049', term: 'Buyer electronic address', path: `${buyer}/cbc:EndpointID` },
  {
    id: 'IBT-049-1',
    term: 'Buyer electronic address scheme',
    path: `${buyer}/cbc:EndpointID/@schemeID`,
  },
  {
    id: 'IBT-055',
    term: 'Buyer country code',
    path: `${buyer}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`,
  },
  { id: 'IBT-044', term: 'Buyer name', path: `${buyer}/cac:PartyLegalEntity/cbc:RegistrationName` },
  { id: 'IBT-110', term: 'Invoice total VAT amount', path: 'cac:TaxTotal/cbc:TaxAmount' },
  {
    id: 'IBT-111',
    term: 'Invoice total VAT amount in accounting currency (AED)',
    path: "cac:TaxTotal/cbc:TaxAmount[@currencyID='AED']",
  },
  {
    id: 'IBT-116',
    term: 'VAT category taxable amount',
    path: 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount',
  },
  {
    id: 'IBT-117',
    term: 'VAT category tax amount',
    path: 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount',
  },
  {
    id: 'IBT-118',
    term: 'VAT category code',
    path: 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID',
  },
  {
    id: 'IBT-119',
    term: 'VAT category rate',
    path: 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent',
  },
  {
    id: 'IBT-106',
    term: 'Sum of invoice line net amount',
    path: 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
  },
  {
    id: 'IBT-109',
    term: 'Invoice total amount without VAT',
    path: 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount',
  },
  {
    id: 'IBT-112',
    term: 'Invoice total amount with VAT',
    path: 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount',
  },
  {
    id: 'IBT-115',
    term: 'Amount due for payment',
    path: 'cac:LegalMonetaryTotal/cbc:PayableAmount',
  },
  { id: 'IBT-126', term: 'Invoice line identifier', path: `${line}/cbc:ID` },
  { id: 'IBT-129', term: 'Invoiced quantity', path: `${line}/cbc:{Quantity}` },
  {
    id: 'IBT-130',
    term: 'Invoiced quantity unit of measure',
    path: `${line}/cbc:{Quantity}/@unitCode`,
  },
  { id: 'IBT-131', term: 'Invoice line net amount', path: `${line}/cbc:LineExtensionAmount` },
  { id: 'IBT-153', term: 'Item name', path: `${line}/cac:Item/cbc:Name` },
  {
    id: 'IBT-151',
    term: 'Invoiced item VAT category code',
    path: `${line}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`,
  },
  {
    id: 'IBT-152',
    term: 'Invoiced item VAT rate',
    path: `${line}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`,
  },
  { id: 'IBT-146', term: 'Item net price', path: `${line}/cac:Price/cbc:PriceAmount` },
  {
    id: 'BTAE-10',
    term: 'Invoice line amount in AED',
    path: `${line}/cac:ItemPriceExtension/cbc:Amount`,
  },
  {
    id: 'BTAE-08',
    term: 'VAT line amount in AED',
    path: `${line}/cac:ItemPriceExtension/cac:TaxTotal/cbc:TaxAmount`,
  },
];

// ---- The API: the XML by document number, and the console's transmission list ----

export const invoiceXmlParamsSchema = z.object({
  number: z.string().regex(/^INV-\d{6,}$/, 'Not an invoice'),
});
export const creditNoteXmlParamsSchema = z.object({
  number: z.string().regex(/^CN-\d{6,}$/, 'Not a credit note'),
});

/** Where one document stands on its way to the buyer through the ASP. */
export const transmissionStatuses = ['pending', 'sent', 'accepted', 'rejected'] as const;
export type TransmissionStatus = (typeof transmissionStatuses)[number];

export const transmissionQuerySchema = z.object({
  status: z
    .enum(transmissionStatuses, { error: 'Must be pending, sent, accepted or rejected' })
    .optional(),
});

export const transmissionSchema = z.object({
  id: z.number().int(),
  documentKind: z.enum(['invoice', 'credit_note']),
  documentNumber: z.string(),
  customerId: z.number().int(),
  status: z.enum(transmissionStatuses),
  /** Why it was rejected, or why the last attempt failed while it is pending. */
  reason: z.string().nullable(),
  /** `outbox` (the folder) or `asp` (the configured provider); null before the first attempt. */
  driver: z.enum(['outbox', 'asp']).nullable(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transmission = z.infer<typeof transmissionSchema>;
