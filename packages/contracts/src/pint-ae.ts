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

/** A business term as the table below lists it: its path is under its group's element. */
type Term = readonly [id: string, term: string, path: string, only?: PintAeDocumentKind];

/** The terms under one element (the document's root when `parent` is empty), in order. */
function termsUnder(parent: string, terms: readonly Term[]): PintAeField[] {
  return terms.map(([id, term, path, only]) => ({
    id,
    term,
    path: parent ? `${parent}/${path}` : path,
    ...(only ? { only } : {}),
  }));
}

export const pintAeMandatoryFields: readonly PintAeField[] = [
  ...termsUnder('', [
    ['IBT-024', 'Specification identifier', 'cbc:CustomizationID'],
    ['IBT-023', 'Business process type', 'cbc:ProfileID'],
    ['BTAE-02', 'Invoice transaction type code', 'cbc:ProfileExecutionID'],
    ['IBT-001', 'Invoice number', 'cbc:ID'],
    ['IBT-002', 'Invoice issue date', 'cbc:IssueDate'],
    ['IBT-009', 'Payment due date', 'cbc:DueDate', 'invoice'],
    ['IBT-003', 'Invoice type code', 'cbc:{Type}'],
    ['IBT-007', 'Date of supply (tax point date)', 'cbc:TaxPointDate'],
    ['IBT-005', 'Invoice currency code', 'cbc:DocumentCurrencyCode'],
    ['IBT-006', 'Tax accounting currency code', 'cbc:TaxCurrencyCode'],
    ['IBT-073', 'Invoicing period start date', 'cac:InvoicePeriod/cbc:StartDate'],
    ['IBT-074', 'Invoicing period end date', 'cac:InvoicePeriod/cbc:EndDate'],
    [
      'IBT-025',
      'Preceding invoice reference',
      'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID',
      'creditNote',
    ],
    ['IBT-022', 'Credit note reason (note)', 'cbc:Note', 'creditNote'],
  ]),
  ...termsUnder('cac:AccountingSupplierParty/cac:Party', [
    ['IBT-034', 'Seller electronic address', 'cbc:EndpointID'],
    ['IBT-034-1', 'Seller electronic address scheme', 'cbc:EndpointID/@schemeID'],
    ['IBT-035', 'Seller address line 1', 'cac:PostalAddress/cbc:StreetName'],
    ['IBT-037', 'Seller city', 'cac:PostalAddress/cbc:CityName'],
    ['IBT-039', 'Seller country subdivision (emirate)', 'cac:PostalAddress/cbc:CountrySubentity'],
    ['IBT-040', 'Seller country code', 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'],
    ['IBT-031', 'Seller VAT identifier (TRN)', 'cac:PartyTaxScheme/cbc:CompanyID'],
    ['IBT-027', 'Seller name', 'cac:PartyLegalEntity/cbc:RegistrationName'],
    [
      'IBT-030',
      'Seller legal registration identifier (trade licence)',
      'cac:PartyLegalEntity/cbc:CompanyID',
    ],
  ]),
  ...termsUnder('cac:AccountingCustomerParty/cac:Party', [
    ['IBT-049', 'Buyer electronic address', 'cbc:EndpointID'],
    ['IBT-049-1', 'Buyer electronic address scheme', 'cbc:EndpointID/@schemeID'],
    ['IBT-055', 'Buyer country code', 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'],
    ['IBT-044', 'Buyer name', 'cac:PartyLegalEntity/cbc:RegistrationName'],
  ]),
  ...termsUnder('cac:TaxTotal', [
    ['IBT-110', 'Invoice total VAT amount', 'cbc:TaxAmount'],
    [
      'IBT-111',
      'Invoice total VAT amount in accounting currency (AED)',
      "cbc:TaxAmount[@currencyID='AED']",
    ],
    ['IBT-116', 'VAT category taxable amount', 'cac:TaxSubtotal/cbc:TaxableAmount'],
    ['IBT-117', 'VAT category tax amount', 'cac:TaxSubtotal/cbc:TaxAmount'],
    ['IBT-118', 'VAT category code', 'cac:TaxSubtotal/cac:TaxCategory/cbc:ID'],
    ['IBT-119', 'VAT category rate', 'cac:TaxSubtotal/cac:TaxCategory/cbc:Percent'],
  ]),
  ...termsUnder('cac:LegalMonetaryTotal', [
    ['IBT-106', 'Sum of invoice line net amount', 'cbc:LineExtensionAmount'],
    ['IBT-109', 'Invoice total amount without VAT', 'cbc:TaxExclusiveAmount'],
    ['IBT-112', 'Invoice total amount with VAT', 'cbc:TaxInclusiveAmount'],
    ['IBT-115', 'Amount due for payment', 'cbc:PayableAmount'],
  ]),
  ...termsUnder('cac:{Line}', [
    ['IBT-126', 'Invoice line identifier', 'cbc:ID'],
    ['IBT-129', 'Invoiced quantity', 'cbc:{Quantity}'],
    ['IBT-130', 'Invoiced quantity unit of measure', 'cbc:{Quantity}/@unitCode'],
    ['IBT-131', 'Invoice line net amount', 'cbc:LineExtensionAmount'],
    ['IBT-153', 'Item name', 'cac:Item/cbc:Name'],
    ['IBT-151', 'Invoiced item VAT category code', 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID'],
    ['IBT-152', 'Invoiced item VAT rate', 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent'],
    ['IBT-146', 'Item net price', 'cac:Price/cbc:PriceAmount'],
    ['BTAE-10', 'Invoice line amount in AED', 'cac:ItemPriceExtension/cbc:Amount'],
    ['BTAE-08', 'VAT line amount in AED', 'cac:ItemPriceExtension/cac:TaxTotal/cbc:TaxAmount'],
  ]),
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
