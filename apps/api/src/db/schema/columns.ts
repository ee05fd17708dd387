// The column helpers every domain's tables share: instants, ids, links and money amounts. This file
// imports no table: the table files import one another for their links (lazily, inside
// `references`), and each may call these helpers while the others are still being evaluated.
import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export function bytea(name: string) {
  return customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
    dataType: () => 'bytea',
    fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  })(name);
}

/** An instant: a timestamp with its time zone. */
export function at(name: string) {
  return timestamp(name, { withTimezone: true });
}
export function createdAt() {
  return at('created_at').notNull().defaultNow();
}
export function updatedAt() {
  return at('updated_at').notNull().defaultNow();
}
export function id() {
  return integer('id').primaryKey().generatedAlwaysAsIdentity();
}

export type OnDelete = 'cascade' | 'restrict';

/**
 * A required link to the row a row belongs to (its customer, order or screen): `column` names the
 * column, `target` gives the referenced key when drizzle asks for it.
 */
export function link(column: string, target: () => AnyPgColumn, onDelete: OnDelete) {
  return integer(column).notNull().references(target, { onDelete });
}

/** A row that extends another one to one (a screen's settings, a customer's preferences): its key is the other's. */
export function ownKey(column: string, target: () => AnyPgColumn) {
  return integer(column).primaryKey().references(target, { onDelete: 'cascade' });
}

/**
 * Who owns an organisation's row (decision 0053): the organisation (set from the account key by a
 * trigger), and the member who made it (the account itself for rows from before organisations).
 */
export function organisationOwned() {
  return {
    organisationId: integer('organisation_id'),
    createdBy: integer('created_by'),
  };
}

/** An invoice's or a credit note's amounts in cents: before VAT, the VAT, and the total. */
export function documentTotals() {
  return {
    subtotalCents: integer('subtotal_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  };
}

/** A line's amounts in cents and the VAT rate it was charged at (basis points). */
export function lineAmounts() {
  return {
    netCents: integer('net_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  };
}
