import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased; the spec calls it username. */
    email: text('email').notNull(),
    /** E.164, e.g. +971501234567. */
    phoneNumber: text('phone_number').notNull(),
    companyName: text('company_name').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'operator'] })
      .notNull()
      .default('customer'),
    /** Null until both registration codes are confirmed; such an account cannot sign in. */
    /** The operator's TOTP secret, AES-GCM encrypted with a key from SESSION_SECRET. */
    secondFactorSecret: text('second_factor_secret'),
    /** Set once the operator confirmed a code from their authenticator. */
    secondFactorEnabledAt: timestamp('second_factor_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    secondFactorLastStep: integer('second_factor_last_step'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_customer_idx').on(t.customerId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** e.g. register_email, register_phone, reset_email, reset_phone, change_email_new. */
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Extra state for the flow, e.g. the address an account is changing to. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.customerId, t.purpose)],
);

/** Sign-in and code attempts, counted per key (account or IP) to rate-limit across instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    succeeded: boolean('succeeded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_value_key').on(t.value)],
);

export const billboards = pgTable(
  'billboards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    billboardName: text('billboard_name').notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Starting price per spot, integer cents. */
    priceCents: integer('price_cents').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    screens: integer('screens').notNull().default(1),
    size: text('size').notNull(),
    mediaType: text('media_type').notNull(),
    /** Maximum video length in seconds. */
    durationSeconds: integer('duration_seconds').notNull(),
    /** Spot slots in the screen's loop (for campaign scheduling). */
    loopSlots: integer('loop_slots').notNull().default(12),
    /** Slots of the loop the operator keeps for its own content; never sold. */
    houseSlots: integer('house_slots').notNull().default(0),
    /** Opening hours, local HH:MM in the screen's zone; a close at or before the open is after midnight. */
    opensAt: text('opens_at').notNull().default('06:00'),
    closesAt: text('closes_at').notNull().default('02:00'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('billboards_category_idx').on(t.categoryId),
    // Substring search (ILIKE '%text%') on location and name; needs the pg_trgm extension.
    index('billboards_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('billboards_name_trgm_idx').using('gin', t.billboardName.op('gin_trgm_ops')),
  ],
);

export const billboardImages = pgTable('billboard_images', {
  billboardId: integer('billboard_id')
    .primaryKey()
    .references(() => billboards.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Content hash, used as the HTTP ETag. */
  etag: text('etag').notNull(),
  updatedAt: updatedAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    billboardId: integer('billboard_id')
      .notNull()
      .references(() => billboards.id, { onDelete: 'restrict' }),
    statusCode: smallint('status_code').notNull().default(0),
    /** Operator's reason when rejected. */
    statusReason: text('status_reason'),
    /** Price per spot in cents when the order was made. */
    priceCents: integer('price_cents').notNull(),
    /** The video fields are null while the order awaits its video (status 6). */
    videoKey: text('video_key'),
    videoContentType: text('video_content_type'),
    videoBytes: bigint('video_bytes', { mode: 'number' }),
    videoDurationMs: integer('video_duration_ms'),
    videoFileName: text('video_file_name'),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The schedule: local dates (Asia/Dubai), dayparts and spots in every loop. */
    flightStart: date('flight_start'),
    flightEnd: date('flight_end'),
    spotsPerDay: integer('spots_per_day'),
    dayparts: jsonb('dayparts').$type<string[]>(),
    spotsPerLoop: integer('spots_per_loop'),
    /** The quote frozen at booking (quoteItemSchema); a later price change never alters it. */
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    subtotalCents: integer('subtotal_cents'),
    vatCents: integer('vat_cents'),
    totalCents: integer('total_cents'),
    /** Start of the first cell sold; the hold never outlives it. */
    firstCellAt: timestamp('first_cell_at', { withTimezone: true }),
    /** While the order holds capacity unpaid: when the hold lapses and the order expires. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_created_idx').on(t.statusCode, t.createdAt),
    index('orders_billboard_idx').on(t.billboardId),
    index('orders_campaign_idx').on(t.campaignId),
    index('orders_hold_expiry_idx').on(t.holdExpiresAt),
  ],
);

/** One advertiser's booking of one or more screens; each screen is an order. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [index('campaigns_customer_created_idx').on(t.customerId, t.createdAt)],
);

/** Price multiplier of each daypart, in basis points (10000 = ×1), edited by operators. */
export const daypartMultipliers = pgTable('daypart_multipliers', {
  daypart: text('daypart').primaryKey(),
  basisPoints: integer('basis_points').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The capacity ledger: spots booked (paid) and held (unpaid) per screen, date and daypart. Every
 * booking locks its cells here, in one order, so two instances can never oversell a cell.
 */
export const bookingCells = pgTable(
  'booking_cells',
  {
    billboardId: integer('billboard_id')
      .notNull()
      .references(() => billboards.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    daypart: text('daypart').notNull(),
    booked: integer('booked').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.billboardId, t.date, t.daypart] }),
    check('booking_cells_non_negative', sql`${t.booked} >= 0 and ${t.held} >= 0`),
  ],
);

/** The cells an order takes, so a status change can release or confirm exactly them. */
export const orderCells = pgTable(
  'order_cells',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    billboardId: integer('billboard_id').notNull(),
    date: date('date').notNull(),
    daypart: text('daypart').notNull(),
    spots: integer('spots').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.date, t.daypart] }),
    index('order_cells_cell_idx').on(t.billboardId, t.date, t.daypart),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    changedBy: integer('changed_by').references(() => customers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_customer_created_idx').on(t.customerId, t.createdAt)],
);

export const contactRequests = pgTable('contact_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Entries of the content service, one row per Strapi collection item. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** advantages, displays, whatisleds, ai-drivens, howtouses, contacts */
    collection: text('collection').notNull(),
    position: integer('position').notNull().default(0),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_entries_collection_idx').on(t.collection, t.position)],
);

/** Images referenced by content entries, served under /cms/uploads/{id}. */
export const contentMedia = pgTable('content_media', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/** Mail and SMS, kept whether or not a transport delivered them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** The one-time code the message carries, for the development outbox. */
    code: text('code'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('outbox'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);
