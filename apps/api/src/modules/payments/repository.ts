import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DisplayCurrency } from '@screenspot/contracts/currency';
import type { Language } from '@screenspot/contracts/language';
import type { InvoiceStatus } from '@screenspot/contracts/payment';
import { queryRows, type Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import {
  campaigns,
  cardPayments,
  creditNoteLines,
  creditNotes,
  customers,
  documentCounters,
  invoiceLines,
  invoices,
  invoiceTransfers,
  organisationClients,
  organisations,
  stripeEvents,
} from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CardPaymentRow = typeof cardPayments.$inferSelect;

/**
 * The next number of a series, gapless: the counter row stays locked until the issuing transaction
 * ends, so a rollback gives the number back and two instances queue on the row.
 */
export async function nextNumber(tx: Db, series: 'invoice' | 'credit_note'): Promise<number> {
  const [row] = await tx
    .update(documentCounters)
    .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
    .where(eq(documentCounters.series, series))
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error(`document series ${series} is missing`);
  return row.lastNumber;
}

/** Orders already on an open or paid invoice, or on a card checkout still running. */
export async function ordersUnderPayment(tx: Db, orderIds: number[], now: Date) {
  if (orderIds.length === 0) return new Set<number>();
  const invoiced = await tx
    .select({ orderId: invoiceLines.orderId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(inArray(invoiceLines.orderId, orderIds), inArray(invoices.status, ['open', 'paid'])),
    );
  const carded = await queryRows<{ orderId: number }>(
    tx,
    sql`select (jsonb_array_elements_text(order_ids))::int as "orderId" from card_payments
        where status in ('pending', 'processing', 'paid')
          and (status <> 'pending' or expires_at > ${now.toISOString()}::timestamptz)`,
  );
  const wanted = new Set(orderIds);
  return new Set([
    ...invoiced.map((row) => row.orderId),
    ...carded.map((row) => Number(row.orderId)).filter((id) => wanted.has(id)),
  ]);
}

export async function insertInvoice(
  tx: Db,
  invoice: typeof invoices.$inferInsert,
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[],
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row!.id })));
  return row!;
}

export function findInvoice(db: Db, number: string) {
  return findRow(db, invoices, eq(invoices.number, number));
}

export function lockInvoice(tx: Db, number: string) {
  return findRow(tx, invoices, eq(invoices.number, number), { lock: true });
}

export function invoiceLinesOf(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export function campaignInvoices(db: Db, campaignId: number) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.campaignId, campaignId))
    .orderBy(desc(invoices.id));
}

export async function setInvoicePaid(tx: Db, id: number, paidCents: number, paidAt: Date | null) {
  await tx
    .update(invoices)
    .set({ paidCents, ...(paidAt ? { status: 'paid' as const, paidAt } : {}) })
    .where(eq(invoices.id, id));
}

export function listInvoices(
  db: Db,
  filter: { status?: InvoiceStatus; number?: string },
  limit: number,
) {
  return db
    .select({
      invoice: invoices,
      customer: { id: customers.id, companyName: customers.companyName, email: customers.email },
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(
      and(
        filter.status ? eq(invoices.status, filter.status) : undefined,
        filter.number ? eq(invoices.number, filter.number) : undefined,
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(limit);
}

export function transfersOf(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoiceTransfers)
    .where(inArray(invoiceTransfers.invoiceId, invoiceIds))
    .orderBy(asc(invoiceTransfers.id));
}

export async function insertTransfer(tx: Db, transfer: typeof invoiceTransfers.$inferInsert) {
  await tx.insert(invoiceTransfers).values(transfer);
}

export async function insertCardPayment(tx: Db, payment: typeof cardPayments.$inferInsert) {
  const [row] = await tx.insert(cardPayments).values(payment).returning();
  return row!;
}

export function countCardPayments(tx: Db, campaignId: number): Promise<number> {
  return tx.$count(cardPayments, eq(cardPayments.campaignId, campaignId));
}

/** The campaign's card checkout still open for these very orders, if any. */
export function openCheckout(tx: Db, campaignId: number, now: Date) {
  return findRow(
    tx,
    cardPayments,
    and(
      eq(cardPayments.campaignId, campaignId),
      eq(cardPayments.status, 'pending'),
      sql`${cardPayments.expiresAt} > ${now.toISOString()}::timestamptz`,
    ),
    { order: [desc(cardPayments.id)] },
  );
}

export function lockCardPaymentBySession(tx: Db, sessionId: string) {
  return findRow(tx, cardPayments, eq(cardPayments.sessionId, sessionId), { lock: true });
}

export async function updateCardPayment(
  tx: Db,
  id: number,
  values: Partial<typeof cardPayments.$inferInsert>,
) {
  await tx.update(cardPayments).set(values).where(eq(cardPayments.id, id));
}

export function cardPaymentOfInvoice(db: Db, invoiceId: number) {
  return findRow(db, cardPayments, eq(cardPayments.invoiceId, invoiceId));
}

/** Records a Stripe event id; false when it was recorded before (a repeat delivery). */
export async function recordEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** The paid invoice line of each order, with its invoice. */
export function paidLinesOf(tx: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ line: invoiceLines, invoice: invoices })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(inArray(invoiceLines.orderId, orderIds), eq(invoices.status, 'paid')))
    .orderBy(asc(invoices.id), asc(invoiceLines.position));
}

export async function insertCreditNote(
  tx: Db,
  note: typeof creditNotes.$inferInsert,
  lines: Omit<typeof creditNoteLines.$inferInsert, 'creditNoteId'>[],
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  await tx
    .insert(creditNoteLines)
    .values(lines.map((line) => ({ ...line, creditNoteId: row!.id })));
  return row!;
}

export async function findCreditNote(db: Db, number: string) {
  const [row] = await db
    .select({
      note: creditNotes,
      invoiceNumber: invoices.number,
      ...columnsOf(invoices, 'buyer', 'supplier', 'aedRate'),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.number, number))
    .limit(1);
  return row ?? null;
}

export function creditNoteLinesOf(db: Db, creditNoteId: number) {
  return db
    .select()
    .from(creditNoteLines)
    .where(eq(creditNoteLines.creditNoteId, creditNoteId))
    .orderBy(asc(creditNoteLines.position));
}

export async function markRefunded(db: Db, id: number, stripeRefundId: string | null) {
  await db
    .update(creditNotes)
    .set({ refundStatus: 'refunded', stripeRefundId })
    .where(eq(creditNotes.id, id));
}

/** Numbers of the open invoices that carry any of these orders (a difference not yet paid, say). */
export async function openInvoicesOf(tx: Db, orderIds: number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ number: invoices.number })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(inArray(invoiceLines.orderId, orderIds), eq(invoices.status, 'open')))
    .orderBy(asc(invoices.number));
  return rows.map((row) => row.number);
}

/** The language a customer reads notices and mail in (English when the account is gone). */
/** Where a customer's payment mail goes: their address, first name and language. */
export async function customerRecipient(
  db: Db,
  customerId: number,
): Promise<{ email: string; name: string; language: Language } | null> {
  const [row] = await db
    .select(columnsOf(customers, 'email', 'name', 'language'))
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ? { ...row, language: row.language ?? 'en' } : null;
}

/** How a customer reads their notices: their language and the currency they chose. */
export async function customerReading(
  db: Db,
  customerId: number,
): Promise<{ language: Language; currency: DisplayCurrency }> {
  const [row] = await db
    .select(columnsOf(customers, 'language', 'currency'))
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? { language: 'en', currency: 'USD' };
}

/**
 * The client a campaign's tax invoice is addressed to (decision 0060): the campaign's client when
 * its organisation addresses invoices to clients; null when it names none or the agency is the buyer.
 */
export async function invoiceClientOf(db: Db, campaignId: number) {
  const [row] = await db
    .select(columnsOf(organisationClients, 'name', 'billingAddress', 'trn', 'contactEmail'))
    .from(campaigns)
    .innerJoin(organisationClients, eq(organisationClients.id, campaigns.clientId))
    .innerJoin(organisations, eq(organisations.id, organisationClients.organisationId))
    .where(and(eq(campaigns.id, campaignId), eq(organisations.invoiceAddressee, 'client')))
    .limit(1);
  return row ?? null;
}
