// Money: invoices, transfers, card payments, credit notes and e-invoice transmissions.
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  at,
  createdAt,
  documentTotals,
  id,
  lineAmounts,
  link,
  organisationOwned,
  updatedAt,
} from './columns';
import { customers } from './accounts';
import { campaigns, orders } from './booking';

/**
 * An invoice's buyer: the account's company and the member its notices go to. Addressed to the
 * agency's client (decision 0060), `companyName` and `trn` are the client's, with its billing
 * `address` and `contactEmail`; `name` and `email` still say who at the agency hears of it.
 */
export type InvoiceBuyer = {
  companyName: string;
  name: string;
  email: string;
  trn: string | null;
  address?: string;
  contactEmail?: string;
};

/** Gapless document numbers: one row per series, taken with a row lock in the issuing transaction. */

export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A tax invoice for a campaign's approved orders. Customer and supplier particulars are copied at
 * issue, so the document never changes when a profile does; the lines keep it structured.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: text('number').notNull(),
    campaignId: link('campaign_id', () => campaigns.id, 'restrict'),
    customerId: link('customer_id', () => customers.id, 'restrict'),
    ...organisationOwned(),
    method: text('method', { enum: ['invoice', 'card'] }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled'] }).notNull(),
    currency: text('currency').notNull().default('USD'),
    ...documentTotals(),
    paidCents: integer('paid_cents').notNull().default(0),
    aedRate: numeric('aed_rate', { precision: 10, scale: 4 }).notNull(),
    /** Unique per invoice: the customer quotes it on the bank transfer. */
    bankReference: text('bank_reference'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    supplyDate: date('supply_date').notNull(),
    dueAt: at('due_at'),
    paidAt: at('paid_at'),
    supplier: jsonb('supplier').$type<{ name: string; address: string; trn: string }>().notNull(),
    /** The buyer as on the day of issue; later edits of the account or the client leave it. */
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_bank_reference_key').on(t.bankReference),
    index('invoices_campaign_idx').on(t.campaignId),
    index('invoices_status_idx').on(t.status, t.issuedAt),
  ],
);

/** One line per order: the e-invoice's line items. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: link('invoice_id', () => invoices.id, 'cascade'),
    position: integer('position').notNull(),
    orderId: link('order_id', () => orders.id, 'restrict'),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    dayparts: jsonb('dayparts').$type<string[]>().notNull(),
    /** Spots sold: spots per loop × dayparts × days. */
    spots: integer('spots').notNull(),
    plays: integer('plays').notNull(),
    /** Net price of one spot, in cents (the net amount ÷ spots). */
    unitPriceCents: numeric('unit_price_cents', { precision: 14, scale: 4 }).notNull(),
    ...lineAmounts(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    index('invoice_lines_order_idx').on(t.orderId),
  ],
);

/** Bank transfers an operator matched to an invoice. */
export const invoiceTransfers = pgTable(
  'invoice_transfers',
  {
    id: id(),
    invoiceId: link('invoice_id', () => invoices.id, 'cascade'),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on').notNull(),
    reference: text('reference').notNull(),
    recordedBy: integer('recorded_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_transfers_invoice_idx').on(t.invoiceId)],
);

/** A Stripe Checkout Session for a campaign's approved orders; the webhook settles it. */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: id(),
    campaignId: link('campaign_id', () => campaigns.id, 'restrict'),
    customerId: link('customer_id', () => customers.id, 'restrict'),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    sessionId: text('session_id').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    paymentIntentId: text('payment_intent_id'),
    /** pending → processing (async method) → paid; or failed. Never moves backwards. */
    status: text('status', { enum: ['pending', 'processing', 'paid', 'failed'] }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_payments_session_key').on(t.sessionId),
    index('card_payments_campaign_idx').on(t.campaignId),
  ],
);

/** Stripe events already handled: a repeat delivery finds its id here and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** A credit note: a refund of (part of) an invoice, numbered in its own series. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    number: text('number').notNull(),
    invoiceId: link('invoice_id', () => invoices.id, 'restrict'),
    customerId: link('customer_id', () => customers.id, 'restrict'),
    reason: text('reason').notNull(),
    ...documentTotals(),
    refundMethod: text('refund_method', { enum: ['card', 'bank'] }).notNull(),
    refundStatus: text('refund_status', { enum: ['pending', 'refunded'] }).notNull(),
    stripeRefundId: text('stripe_refund_id'),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    creditNoteId: link('credit_note_id', () => creditNotes.id, 'cascade'),
    position: integer('position').notNull(),
    orderId: link('order_id', () => orders.id, 'restrict'),
    description: text('description').notNull(),
    /** Spots refunded: those of the cells that had not started when the order was cancelled. */
    spots: integer('spots').notNull(),
    ...lineAmounts(),
  },
  (t) => [primaryKey({ columns: [t.creditNoteId, t.position] })],
);

/**
 * One tax invoice or credit note on its way to the e-invoicing network: the XML as sent, the
 * driver that took it (outbox or ASP), and its state with the reason of a rejection.
 */
export const einvoiceTransmissions = pgTable(
  'einvoice_transmissions',
  {
    id: id(),
    documentKind: text('document_kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    documentNumber: text('document_number').notNull(),
    customerId: link('customer_id', () => customers.id, 'restrict'),
    status: text('status', { enum: ['pending', 'sent', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Why it was rejected, or why the last attempt failed while it is pending. */
    reason: text('reason'),
    driver: text('driver', { enum: ['outbox', 'asp'] }),
    /** Sent with every attempt, so the ASP takes a repeated attempt once. */
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set once a job was queued for it. */
    queuedAt: at('queued_at'),
    /** An attempt in progress holds the row until then; a crashed one is taken again after. */
    claimedUntil: at('claimed_until'),
    xml: text('xml'),
    /** The outbox folder's file, `<number>.xml`. */
    fileName: text('file_name'),
    /** The ASP's id for the document, when it answers one. */
    providerReference: text('provider_reference'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('einvoice_transmissions_document_key').on(t.documentKind, t.documentNumber),
    uniqueIndex('einvoice_transmissions_idempotency_key').on(t.idempotencyKey),
    index('einvoice_transmissions_status_idx').on(t.status, t.createdAt),
    index('einvoice_transmissions_unqueued_idx').on(t.queuedAt),
  ],
);
