// Proposals: a planner's quote a client approves or declines by link (decision 0056).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, link } from './columns';
import { customers } from './accounts';
import { campaigns } from './booking';
import { organisationClients, organisations } from './organisations';

export const proposalStates = ['open', 'approved', 'declined', 'revoked', 'expired'] as const;

/**
 * One plan sent to a client. `customer_id` is the organisation's account key (a trigger fills
 * `organisation_id`); `items` the schedules asked for, `quote` the prices and impressions the
 * quote code gave, `cells` the ledger cells they take. While `held`, those cells count as held.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    customerId: link('customer_id', () => customers.id, 'cascade'),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    createdBy: integer('created_by').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name'),
    note: text('note'),
    /** The agency's client the plan is prepared for (decision 0060), if it names one. */
    clientId: integer('client_id').references(() => organisationClients.id, {
      onDelete: 'set null',
    }),
    items: jsonb('items').$type<unknown[]>().notNull(),
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    cells: jsonb('cells').$type<unknown[]>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    held: boolean('held').notNull().default(false),
    expiresAt: at('expires_at').notNull(),
    state: text('state', { enum: proposalStates }).notNull().default('open'),
    tokenHash: text('token_hash'),
    sharedAt: at('shared_at'),
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    decidedAt: at('decided_at'),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    viewedAt: at('viewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('proposals_token_key').on(t.tokenHash),
    index('proposals_customer_idx').on(t.customerId, t.id),
    index('proposals_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.held}`),
  ],
);
