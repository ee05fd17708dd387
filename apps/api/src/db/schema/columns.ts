// The column helpers every domain's tables share: instants, ids, links and money amounts. They are
// function declarations, so a table file may call them while the files that import each other
// (for their links) are still being evaluated.
import { customType, date, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { orders } from './booking';
import { screens } from './catalog';

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

/** Required links to the customer, order or screen a row belongs to. */
export function customerId(onDelete: OnDelete) {
  return integer('customer_id')
    .notNull()
    .references((): AnyPgColumn => customers.id, { onDelete });
}
export function orderId(onDelete: OnDelete) {
  return integer('order_id')
    .notNull()
    .references((): AnyPgColumn => orders.id, { onDelete });
}
export function screenId(onDelete: OnDelete) {
  return integer('screen_id')
    .notNull()
    .references((): AnyPgColumn => screens.id, { onDelete });
}

/** One daypart of one day of an order on its screen: the key of its cells and their remedies. */
export function orderCell() {
  return {
    orderId: orderId('cascade'),
    screenId: integer('screen_id').notNull(),
    date: date('date').notNull(),
    daypart: text('daypart').notNull(),
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
