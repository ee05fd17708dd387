// Accounts: customers and operators, their sessions, one-time codes and sign-in attempts.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt, id, link } from './columns';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    /** Lower-cased; the spec calls it username. */
    email: text('email').notNull(),
    /** E.164, e.g. +971501234567. */
    phoneNumber: text('phone_number').notNull(),
    companyName: text('company_name').notNull(),
    /** The company's UAE tax registration number (15 digits), printed on its tax invoices. */
    trn: text('trn'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'operator'] })
      .notNull()
      .default('customer'),
    /** The language of the customer's mail, SMS and pages: set at sign-up from Accept-Language. */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /** The currency the customer sees prices in (USD or AED); amounts are kept in USD cents. */
    currency: text('currency', { enum: ['USD', 'AED'] })
      .notNull()
      .default('USD'),
    /** Null until both registration codes are confirmed; such an account cannot sign in. */
    /** The operator's TOTP secret, AES-GCM encrypted with a key from SESSION_SECRET. */
    secondFactorSecret: text('second_factor_secret'),
    /** Set once the operator confirmed a code from their authenticator. */
    secondFactorEnabledAt: at('second_factor_enabled_at'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    secondFactorLastStep: integer('second_factor_last_step'),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    customerId: link('customer_id', () => customers.id, 'cascade'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_customer_idx').on(t.customerId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** e.g. register_email, register_phone, reset_email, reset_phone, change_email_new. */
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Extra state for the flow, e.g. the address an account is changing to. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.customerId, t.purpose)],
);

/** Sign-in and code attempts, counted per key (account or IP) to rate-limit across instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: id(),
    key: text('key').notNull(),
    succeeded: boolean('succeeded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);
