import type { HistoryReason } from '@screenspot/contracts/history-reasons';
import { localDate } from '@screenspot/contracts/booking';
import { aedPerUsd } from '@screenspot/contracts/rates';
import type { BankDetails } from '../../adapters/payments/provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findCustomerById } from '../auth';
import { markPaid, type SettlementOrder } from '../booking';
import { publishOrderChange } from '../events';
import { notifyCustomer } from '../notifications';
import type { TaxDocument } from './document-pdf';
import { daypartLines, invoiceLineAmounts } from './invoice-lines';
import { buyerRecipient, paymentReceivedNotice, type Notice, type Recipient } from './notices';
import * as repository from './repository';

export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;
export const creditNoteNumber = (n: number) => `CN-${String(n).padStart(6, '0')}`;
/** What the customer quotes on the transfer: the campaign and the invoice, unique to both. */
export const bankReference = (campaignId: number, n: number) => `SSP-${campaignId}-${n}`;

const daypartNames: Record<string, string> = {
  morning: 'Morning',
  daytime: 'Daytime',
  evening: 'Evening',
  night: 'Night',
};

/**
 * One invoice line per order and daypart, from the quote frozen on the order: quantity in
 * spot-days, the daypart's whole-cent unit price, and net = quantity × unit.
 */
function linesFor(orders: SettlementOrder[]) {
  return orders
    .flatMap((order) =>
      daypartLines(order.quote).map((line) => ({
        orderId: order.id,
        description: order.quote.billboardName,
        startDate: order.quote.startDate,
        endDate: order.quote.endDate,
        ...invoiceLineAmounts(line, line.vatCents),
      })),
    )
    .map((line, index) => ({ position: index + 1, ...line }));
}

export type SupplierConfig = Pick<Config, 'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_TRN'>;

type Buyer = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>;
type InvoiceClient = Awaited<ReturnType<typeof repository.invoiceClientOf>>;

/**
 * The supplier and buyer printed on a tax invoice, as they are on the day it is issued. Addressed to
 * the agency's client (decision 0060), the client is the buyer, with its address and TRN; the
 * account's member still hears of the invoice.
 */
export function invoiceParties(config: SupplierConfig, customer: Buyer, client: InvoiceClient) {
  const contact = { name: `${customer.name} ${customer.surname}`, email: customer.email };
  return {
    supplier: {
      name: config.SUPPLIER_NAME,
      address: config.SUPPLIER_ADDRESS,
      trn: config.SUPPLIER_TRN,
    },
    buyer: client
      ? {
          companyName: client.name,
          ...contact,
          trn: client.trn,
          address: client.billingAddress,
          contactEmail: client.contactEmail,
        }
      : { companyName: customer.companyName, ...contact, trn: customer.trn ?? null },
  };
}

/** The parties of a campaign's next tax invoice, read in the issuing transaction. */
export async function partiesOf(
  tx: Db,
  config: SupplierConfig,
  customer: Buyer,
  campaignId: number,
) {
  return invoiceParties(config, customer, await repository.invoiceClientOf(tx, campaignId));
}

type NewInvoice = Parameters<typeof repository.insertInvoice>[1];
type NewInvoiceLines = Parameters<typeof repository.insertInvoice>[2];
/** What the issuer decides of an invoice: its method, status, amounts and due date. */
type InvoiceTerms = Omit<
  NewInvoice,
  | 'number'
  | 'campaignId'
  | 'customerId'
  | 'aedRate'
  | 'bankReference'
  | 'issuedAt'
  | 'supplyDate'
  | 'supplier'
  | 'buyer'
>;

/**
 * Inserts the customer's tax invoice for a campaign with the next number of the series, in the
 * caller's transaction: issued now, at the fixed AED rate, between the supplier and the campaign's
 * buyer, and open for a bank transfer under its own reference unless it is paid already.
 */
export async function insertNextInvoice(
  tx: Db,
  config: SupplierConfig,
  customer: Buyer,
  { campaignId, now }: { campaignId: number; now: Date },
  terms: InvoiceTerms,
  lines: NewInvoiceLines,
) {
  const n = await repository.nextNumber(tx, 'invoice');
  return repository.insertInvoice(
    tx,
    {
      number: invoiceNumber(n),
      campaignId,
      customerId: customer.id,
      ...terms,
      aedRate: aedPerUsd,
      bankReference: terms.status === 'paid' ? null : bankReference(campaignId, n),
      issuedAt: now,
      // A prepayment is itself a supply: the issue date (or the card payment) is the date of supply.
      supplyDate: localDate(now),
      ...(await partiesOf(tx, config, customer, campaignId)),
    },
    lines,
  );
}

/** Issues a tax invoice with the next number of the series, in the caller's transaction. */
export async function issueInvoice(
  tx: Db,
  config: SupplierConfig,
  input: {
    campaignId: number;
    customerId: number;
    orders: SettlementOrder[];
    method: 'invoice' | 'card';
    now: Date;
  },
) {
  const customer = await findCustomerById(tx, input.customerId);
  if (!customer) throw new Error(`customer ${input.customerId} is missing`);
  const lines = linesFor(input.orders);
  const sum = (key: 'netCents' | 'vatCents' | 'totalCents') =>
    lines.reduce((total, line) => total + line[key], 0);
  const deadlines = input.orders
    .map((order) => order.holdExpiresAt?.getTime())
    .filter((t): t is number => t !== undefined);
  const paid = input.method === 'card';
  return insertNextInvoice(
    tx,
    config,
    customer,
    input,
    {
      method: input.method,
      status: paid ? 'paid' : 'open',
      subtotalCents: sum('netCents'),
      vatCents: sum('vatCents'),
      totalCents: sum('totalCents'),
      paidCents: paid ? sum('totalCents') : 0,
      paidAt: paid ? input.now : null,
      dueAt: paid || deadlines.length === 0 ? null : new Date(Math.min(...deadlines)),
    },
    lines,
  );
}

/**
 * A fully paid invoice: its orders become paid (capacity booked by the status trigger), the customer
 * is notified and every open page hears of it. Its email goes with `sendPendingMails` once committed.
 */
export async function settleOrders(
  tx: Db,
  invoice: repository.InvoiceRow,
  input: { changedBy: number | null; reason: HistoryReason },
): Promise<{ notice: Notice; to: Recipient }> {
  const lines = await repository.invoiceLinesOf(tx, invoice.id);
  const paidIds = await markPaid(
    tx,
    lines.map((line) => line.orderId),
    input,
  );
  for (const orderId of paidIds) {
    await publishOrderChange(tx, invoice.customerId, orderId);
  }
  const { language, currency } = await repository.customerReading(tx, invoice.customerId);
  const notice = paymentReceivedNotice(
    {
      number: invoice.number,
      campaignId: invoice.campaignId,
      totalCents: invoice.totalCents,
    },
    language,
    currency,
  );
  // Its email (kind `paid`, so Settings › Emails decides) is sent by the mail step after the commit.
  await notifyCustomer(tx, {
    customerId: invoice.customerId,
    orderId: lines[0]?.orderId,
    ...notice,
    kind: 'paid',
  });
  return {
    notice,
    to: buyerRecipient(invoice.buyer, language),
  };
}

/** A daypart's name as the documents print it. */
export const daypartName = (id: string) => daypartNames[id] ?? id;

const dayparts = (ids: string[]) => ids.map(daypartName).join(', ');

/** The invoice as printed, from its stored rows. */
export async function invoiceDocument(
  db: Db,
  invoice: repository.InvoiceRow,
  bank: BankDetails | null,
): Promise<TaxDocument> {
  const lines = await repository.invoiceLinesOf(db, invoice.id);
  return {
    title: 'Tax Invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    supplyDate: invoice.supplyDate,
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    lines: lines.map((line) => ({
      description: `${line.description} (order #${line.orderId})`,
      detail: `${line.startDate} to ${line.endDate} · ${dayparts(line.dayparts)}`,
      spots: line.spots,
      plays: line.plays,
      unitPriceCents: line.unitPriceCents,
      netCents: line.netCents,
      vatRateBasisPoints: line.vatRateBasisPoints,
      vatCents: line.vatCents,
      totalCents: line.totalCents,
    })),
    subtotalCents: invoice.subtotalCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    aedRate: invoice.aedRate,
    payment: {
      status: invoice.status,
      paidCents: invoice.paidCents,
      dueAt: invoice.dueAt,
      bank,
    },
  };
}
