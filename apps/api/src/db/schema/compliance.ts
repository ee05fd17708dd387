// Advert compliance (decision 0047): what each order advertises, and category rules per screen.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orders } from './booking';
import { screens } from './catalog';

/** The brand and category of an order's advert; a prior-approval category keeps its reference. */
export const orderAdverts = pgTable(
  'order_adverts',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    approvalRef: text('approval_ref'),
    createdAt: createdAt(),
  },
  (t) => [index('order_adverts_category_idx').on(t.category)],
);

/** An operator's category rules for one screen: refused categories, and one brand per category. */
export const screenCategoryRules = pgTable('screen_category_rules', {
  screenId: integer('screen_id')
    .primaryKey()
    .references(() => screens.id, { onDelete: 'cascade' }),
  blockedCategories: text('blocked_categories')
    .array()
    .notNull()
    .default(sql`'{}'`),
  exclusiveCategories: text('exclusive_categories')
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: updatedAt(),
});
