// Advert compliance (decision 0047): what each order advertises, and category rules per screen.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, id, link, updatedAt, ownKey } from './columns';
import { customers } from './accounts';
import { orders } from './booking';
import { screens } from './catalog';

/** The brand and category of an order's advert; a prior-approval category keeps its reference. */
export const orderAdverts = pgTable(
  'order_adverts',
  {
    orderId: ownKey('order_id', () => orders.id),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    approvalRef: text('approval_ref'),
    createdAt: createdAt(),
  },
  (t) => [index('order_adverts_category_idx').on(t.category)],
);

/** An operator's category rules for one screen: refused categories, and one brand per category. */
export const screenCategoryRules = pgTable('screen_category_rules', {
  screenId: ownKey('screen_id', () => screens.id),
  blockedCategories: text('blocked_categories')
    .array()
    .notNull()
    .default(sql`'{}'`),
  exclusiveCategories: text('exclusive_categories')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /**
   * An operator's exemption: the screen is outside Dubai's content-permit regime, so its booked
   * days play without a permit. Every other screen (a row or none) requires permits (decision 0062).
   */
  permitExempt: boolean('permit_exempt').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A content permit (decision 0051): carried by one order's video (`order_id`), or an operator's
 * blanket permit for one screen and one advertiser (`screen_id` + `customer_id`). Valid from and to
 * are local dates (Asia/Dubai), both included. The PDF, when attached, is a storage key.
 */
export const contentPermits = pgTable(
  'content_permits',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    screenId: integer('screen_id').references(() => screens.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    authority: text('authority').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentBytes: integer('document_bytes'),
    recordedBy: integer('recorded_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_permits_order_idx').on(t.orderId),
    index('content_permits_blanket_idx').on(t.screenId, t.customerId),
    index('content_permits_valid_to_idx').on(t.validTo),
    check('content_permits_dates', sql`${t.validTo} >= ${t.validFrom}`),
    check(
      'content_permits_scope',
      sql`(${t.orderId} is not null) <> (${t.screenId} is not null and ${t.customerId} is not null)`,
    ),
  ],
);

/** A reminder sent before a permit ends, once per permit and kind (`7-days`, `1-day`). */
export const permitReminders = pgTable(
  'permit_reminders',
  {
    permitId: link('permit_id', () => contentPermits.id, 'cascade'),
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.permitId, t.kind] })],
);
