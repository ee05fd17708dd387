// Organisations: the customers' companies and agencies, their members in roles, invites, and the
// decisions on campaigns that wait for a second person's approval (decision 0053).
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, link, ownKey } from './columns';
import { customers } from './accounts';
import { campaigns } from './booking';

export const organisationRoles = ['owner', 'planner', 'approver', 'finance', 'viewer'] as const;
export const invoiceAddressees = ['agency', 'client'] as const;

/**
 * One organisation per account key: the customer whose id its campaigns, orders, invoices, tokens
 * and webhooks are keyed on (the founding member). A database trigger makes one for every new
 * customer, so every customer belongs to one from the start.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    name: text('name').notNull(),
    accountCustomerId: link('account_customer_id', () => customers.id, 'cascade'),
    /** A campaign whose total (with VAT, in USD cents) exceeds it waits for an approver. */
    approvalLimitCents: bigint('approval_limit_cents', { mode: 'number' }),
    /** Whom its tax invoices are addressed to: itself, or the campaign's client (decision 0060). */
    invoiceAddressee: text('invoice_addressee', { enum: invoiceAddressees })
      .notNull()
      .default('agency'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organisations_account_key').on(t.accountCustomerId)],
);

/** A customer is a member of one organisation at a time, in one role. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    customerId: ownKey('customer_id', () => customers.id),
    organisationId: link('organisation_id', () => organisations.id, 'cascade'),
    role: text('role', { enum: organisationRoles }).notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [index('organisation_members_organisation_idx').on(t.organisationId)],
);

/** An invite by email: its link's token is stored hashed, used once, and lapses after 7 days. */
export const organisationInvites = pgTable(
  'organisation_invites',
  {
    id: id(),
    organisationId: link('organisation_id', () => organisations.id, 'cascade'),
    email: text('email').notNull(),
    role: text('role', { enum: ['planner', 'approver', 'finance', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => customers.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => customers.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_invites_token_key').on(t.tokenHash),
    index('organisation_invites_organisation_idx').on(t.organisationId),
  ],
);

/** Each approval or decline of a campaign over the limit: who decided and when. */
export const campaignApprovals = pgTable(
  'campaign_approvals',
  {
    id: id(),
    campaignId: link('campaign_id', () => campaigns.id, 'cascade'),
    decision: text('decision', { enum: ['approved', 'declined'] }).notNull(),
    decidedBy: integer('decided_by').references(() => customers.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at').notNull().defaultNow(),
  },
  (t) => [index('campaign_approvals_campaign_idx').on(t.campaignId)],
);

/**
 * An agency's client, the advertiser a campaign or a proposal is for (decision 0060). A client a
 * campaign names is archived rather than deleted; an issued invoice keeps its own copy of it.
 */
export const organisationClients = pgTable(
  'organisation_clients',
  {
    id: id(),
    organisationId: link('organisation_id', () => organisations.id, 'cascade'),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    billingAddress: text('billing_address').notNull(),
    /** The client's UAE tax registration number: 15 digits, or none. */
    trn: text('trn'),
    contactEmail: text('contact_email').notNull(),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [index('organisation_clients_organisation_idx').on(t.organisationId, t.name)],
);
