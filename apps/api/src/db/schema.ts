// Over 400 lines: the database's tables in one place, as drizzle-kit reads them to write migrations.
import { sql } from 'drizzle-orm';
import { foldedSql } from './arabic-folding';
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
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An instant: a timestamp with its time zone. */
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

type OnDelete = 'cascade' | 'restrict';
/** Required links to the customer, order or screen a row belongs to. */
const customerId = (onDelete: OnDelete) =>
  integer('customer_id')
    .notNull()
    .references((): AnyPgColumn => customers.id, { onDelete });
const orderId = (onDelete: OnDelete) =>
  integer('order_id')
    .notNull()
    .references((): AnyPgColumn => orders.id, { onDelete });
const screenId = (onDelete: OnDelete) =>
  integer('screen_id')
    .notNull()
    .references((): AnyPgColumn => screens.id, { onDelete });

/** One daypart of one day of an order on its screen: the key of its cells and their remedies. */
const orderCell = () => ({
  orderId: orderId('cascade'),
  screenId: integer('screen_id').notNull(),
  date: date('date').notNull(),
  daypart: text('daypart').notNull(),
});

/** An invoice's or a credit note's amounts in cents: before VAT, the VAT, and the total. */
const documentTotals = () => ({
  subtotalCents: integer('subtotal_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
});

/** A line's amounts in cents and the VAT rate it was charged at (basis points). */
const lineAmounts = () => ({
  netCents: integer('net_cents').notNull(),
  vatRateBasisPoints: integer('vat_rate_bp').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
});

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
    customerId: customerId('cascade'),
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

export const segments = pgTable(
  'segments',
  {
    id: id(),
    value: text('value').notNull(),
    /** The segment's name in Arabic; null falls back to the English value. */
    valueAr: text('value_ar'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('segments_value_key').on(t.value)],
);

export const screens = pgTable(
  'screens',
  {
    id: id(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    /** Arabic versions of the texts; a null one falls back to the English text. */
    nameAr: text('name_ar'),
    locationAr: text('location_ar'),
    /** The Arabic name and location with spelling variants folded (arabic-folding.ts), for search. */
    nameArFolded: text('name_ar_folded').generatedAlwaysAs(sql.raw(foldedSql('name_ar'))),
    locationArFolded: text('location_ar_folded').generatedAlwaysAs(
      sql.raw(foldedSql('location_ar')),
    ),
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
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
    /** Operators are alerted once the screen is offline this long in opening hours. */
    offlineAlertMinutes: integer('offline_alert_minutes').notNull().default(10),
    segmentId: integer('segment_id').references(() => segments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('screens_segment_idx').on(t.segmentId),
    // Substring search (ILIKE '%text%') on location and name; needs the pg_trgm extension.
    index('screens_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('screens_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('screens_location_ar_folded_trgm_idx').using(
      'gin',
      t.locationArFolded.op('gin_trgm_ops'),
    ),
    index('screens_name_ar_folded_trgm_idx').using('gin', t.nameArFolded.op('gin_trgm_ops')),
  ],
);

export const screenImages = pgTable('screen_images', {
  screenId: integer('screen_id')
    .primaryKey()
    .references(() => screens.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Content hash, used as the HTTP ETag. */
  etag: text('etag').notNull(),
  updatedAt: updatedAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: id(),
    customerId: customerId('cascade'),
    screenId: screenId('restrict'),
    statusCode: smallint('status_code').notNull().default(0),
    /** Operator's reason when rejected. */
    statusReason: text('status_reason'),
    /** The rejection's reason code (contracts `reasonCodes`), with the reason's free text. */
    statusReasonCode: text('status_reason_code'),
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
    firstCellAt: at('first_cell_at'),
    /** While the order holds capacity unpaid: when the hold lapses and the order expires. */
    holdExpiresAt: at('hold_expires_at'),
    /** A paid order on pause: its cells keep their capacity but leave the manifest (decision 25). */
    pausedAt: at('paused_at'),
    pausedBy: integer('paused_by').references(() => customers.id, { onDelete: 'set null' }),
    pausedByRole: text('paused_by_role', { enum: ['customer', 'operator'] }),
    pauseReason: text('pause_reason'),
    /** A replacement video awaiting its checks and moderation; the current video plays meanwhile. */
    pendingVideoKey: text('pending_video_key'),
    pendingVideoContentType: text('pending_video_content_type'),
    pendingVideoBytes: bigint('pending_video_bytes', { mode: 'number' }),
    pendingVideoDurationMs: integer('pending_video_duration_ms'),
    pendingVideoFileName: text('pending_video_file_name'),
    pendingVideoAt: at('pending_video_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_created_idx').on(t.statusCode, t.createdAt),
    index('orders_screen_idx').on(t.screenId),
    index('orders_campaign_idx').on(t.campaignId),
    index('orders_hold_expiry_idx').on(t.holdExpiresAt),
  ],
);

/** One advertiser's booking of one or more screens; each screen is an order. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    customerId: customerId('cascade'),
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
    screenId: screenId('cascade'),
    date: date('date').notNull(),
    daypart: text('daypart').notNull(),
    booked: integer('booked').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.screenId, t.date, t.daypart] }),
    check('booking_cells_non_negative', sql`${t.booked} >= 0 and ${t.held} >= 0`),
  ],
);

/** The cells an order takes, so a status change can release or confirm exactly them. */
export const orderCells = pgTable(
  'order_cells',
  {
    ...orderCell(),
    spots: integer('spots').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.date, t.daypart] }),
    index('order_cells_cell_idx').on(t.screenId, t.date, t.daypart),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: orderId('cascade'),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    changedBy: integer('changed_by').references(() => customers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** A rejection's reason code (contracts `reasonCodes`); the console reports them by month. */
    reasonCode: text('reason_code'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * What happened to an order besides its status (decision 25): a pause and its resume, a schedule
 * change, an early end, a replacement video and the decision on it. Shown with the status history.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: orderId('cascade'),
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['customer', 'operator', 'system'] }).notNull(),
    /** The change in words the customer reads ("15–20 Dec, evening, 2 spots → …"). */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    customerId: customerId('cascade'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The catalogue's event kind (approved, live, make-good …); null for other notices. */
    kind: text('kind'),
    /** The email of an event notice: pending until the mail step takes it (once), then sent or skipped. */
    mailStatus: text('mail_status', { enum: ['pending', 'sent', 'skipped'] }),
    /** Where the email's button leads (a path of the web app or an API document). */
    mailLink: jsonb('mail_link').$type<{ path: string; label: string }>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_customer_created_idx').on(t.customerId, t.createdAt),
    index('notifications_mail_pending_idx')
      .on(t.id)
      .where(sql`${t.mailStatus} = 'pending'`),
  ],
);

/** The event emails a customer turned off; notifications in the app always appear. */
export const emailPreferences = pgTable('email_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  muted: jsonb('muted').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Moments of an order noticed once (scheduled, live, completed): the key makes them happen once. */
export const orderMilestones = pgTable(
  'order_milestones',
  {
    orderId: orderId('cascade'),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/**
 * A cell of a paid order that delivered too few plays, and what was done about it: spots in
 * later cells (make-good) and/or a credit note for what could not be placed. One row per order
 * cell, ever: the unique key is what makes the nightly check safe to run twice or on two instances.
 */
export const deliveryRemedies = pgTable(
  'delivery_remedies',
  {
    id: id(),
    ...orderCell(),
    bookedPlays: integer('booked_plays').notNull(),
    deliveredPlays: integer('delivered_plays').notNull(),
    missingPlays: integer('missing_plays').notNull(),
    /** Spots added in later cells (make_good_cells) and the plays they give. */
    madeGoodSpots: integer('made_good_spots').notNull().default(0),
    madeGoodPlays: integer('made_good_plays').notNull().default(0),
    /** Plays no free cell could take within the horizon, credited instead. */
    creditedPlays: integer('credited_plays').notNull().default(0),
    creditCents: integer('credit_cents').notNull().default(0),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_remedies_cell_key').on(t.orderId, t.date, t.daypart),
    index('delivery_remedies_date_idx').on(t.date),
  ],
);

/**
 * Spots given to an order in a later cell of the same screen and daypart to make up a shortfall.
 * They count in the ledger as booked and the manifest plays them like the order's own cells.
 */
export const makeGoodCells = pgTable(
  'make_good_cells',
  {
    remedyId: integer('remedy_id')
      .notNull()
      .references(() => deliveryRemedies.id, { onDelete: 'cascade' }),
    ...orderCell(),
    spots: integer('spots').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remedyId, t.date, t.daypart] }),
    index('make_good_cells_cell_idx').on(t.screenId, t.date, t.daypart),
    index('make_good_cells_order_idx').on(t.orderId),
  ],
);

export const contactRequests = pgTable('contact_requests', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  handledAt: at('handled_at'),
  createdAt: createdAt(),
});

/** Entries of the content service, one row per Strapi collection item. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: id(),
    /** advantages, displays, whatisleds, ai-drivens, howtouses, contacts */
    collection: text('collection').notNull(),
    position: integer('position').notNull().default(0),
    /** The default locale's (English) attributes, answered as they are. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    /**
     * Other locales' versions by locale code ({ ar: { title: '…' } }): the same keys as the
     * attributes, texts only; a missing text falls back to the English one.
     */
    localizations: jsonb('localizations')
      .$type<Record<string, Record<string, unknown>>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_entries_collection_idx').on(t.collection, t.position)],
);

/** Images referenced by content entries, served under /cms/uploads/{id}. */
export const contentMedia = pgTable('content_media', {
  id: id(),
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
    id: id(),
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
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/**
 * A screen's audience: people passing within sight (OTS) in each of the week's 168 hours, Monday
 * 00:00 first, in the screen's zone. Quotes, the finder and recommendations estimate impressions
 * from it; `source`, `methodVersion` and `assumptions` say how it was made.
 */
export const audienceProfiles = pgTable(
  'audience_profiles',
  {
    screenId: integer('screen_id')
      .primaryKey()
      .references(() => screens.id, { onDelete: 'cascade' }),
    hourly: doublePrecision('hourly').array().notNull(),
    source: text('source').notNull(),
    methodVersion: text('method_version').notNull(),
    /** Every input of a seeded estimate (traffic base, split, occupancy, visibility); null when supplied. */
    assumptions: jsonb('assumptions').$type<Record<string, unknown>>(),
    updatedBy: integer('updated_by').references(() => customers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'audience_profiles_week_of_hours',
      sql`cardinality(${t.hourly}) = 168 and 0 <= all(${t.hourly})`,
    ),
  ],
);

/**
 * Creative checks: one row per order and uploaded video (a replacement gets a row of its own). The
 * check job fills in what ffprobe/ffmpeg measured; an operator may override a fail with a reason.
 */
export const videoChecks = pgTable(
  'video_checks',
  {
    orderId: orderId('cascade'),
    videoKey: text('video_key').notNull(),
    status: text('status', { enum: ['pending', 'pass', 'warn', 'fail'] })
      .notNull()
      .default('pending'),
    /** Each check with its status, measured and expected values (CheckResult[]). */
    results: jsonb('results')
      .$type<{ key: string; label: string; status: string; measured: string; expected: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The probe's raw figures (container, codecs, rates, black and frozen stretches). */
    measured: jsonb('measured').$type<Record<string, unknown>>(),
    /** Why the job could not read the file, when it could not. */
    error: text('error'),
    sha256: text('sha256'),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    thumbnailKeys: jsonb('thumbnail_keys')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    overriddenBy: integer('overridden_by').references(() => customers.id, { onDelete: 'set null' }),
    overrideReason: text('override_reason'),
    overriddenAt: at('overridden_at'),
    createdAt: createdAt(),
    checkedAt: at('checked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.videoKey] }),
    check(
      'video_checks_override_has_reason',
      sql`overridden_at is null or override_reason is not null`,
    ),
  ],
);

/**
 * Playback (decision 0019): players paired to screens, the items their manifests carry, and the
 * proof-of-play records they upload.
 */

/** A pairing code shown on a new player; linked to a screen by an operator, claimed once. */
export const playerPairings = pgTable(
  'player_pairings',
  {
    id: id(),
    /** SHA-256 of the 6-character code the screen shows and the operator types. */
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the secret the player claims its token with. */
    claimTokenHash: text('claim_token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when an operator links the code to a screen. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    claimedAt: at('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('player_pairings_code_hash_key').on(t.codeHash),
    uniqueIndex('player_pairings_claim_token_hash_key').on(t.claimTokenHash),
    index('player_pairings_expires_idx').on(t.expiresAt),
  ],
);

/** A screen's computer running /player; it authenticates with a Bearer token stored hashed. */
export const players = pgTable(
  'players',
  {
    id: id(),
    screenId: screenId('cascade'),
    /** SHA-256 of the Bearer token; null until the player claims it. */
    tokenHash: text('token_hash'),
    pairedBy: integer('paired_by').references(() => customers.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    /** The last heartbeat and what it said. */
    lastSeenAt: at('last_seen_at'),
    manifestVersion: text('manifest_version'),
    currentItemToken: text('current_item_token'),
    freeBytes: bigint('free_bytes', { mode: 'number' }),
    /** The rest of the heartbeat (decision 0046). */
    appVersion: text('app_version'),
    uptimeSeconds: integer('uptime_seconds'),
    cacheItems: integer('cache_items'),
    cacheBytes: bigint('cache_bytes', { mode: 'number' }),
    resolution: text('resolution'),
    /** The player's clock minus the server's, in milliseconds. */
    clockOffsetMs: integer('clock_offset_ms'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('players_token_hash_key').on(t.tokenHash),
    index('players_screen_idx').on(t.screenId),
  ],
);

/**
 * One order's video as a manifest item on its screen. The token is what players hold and report:
 * opaque, bound here to the order, the screen and the exact video.
 */
export const playerItems = pgTable(
  'player_items',
  {
    id: id(),
    token: text('token').notNull(),
    screenId: screenId('cascade'),
    orderId: orderId('cascade'),
    videoKey: text('video_key').notNull(),
    sha256: text('sha256').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Set when the item left the manifest (order no longer playable); later plays are refused. */
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('player_items_token_key').on(t.token),
    uniqueIndex('player_items_order_video_key').on(t.screenId, t.orderId, t.videoKey),
  ],
);

/** A player's acknowledgement that it stopped a revoked item. */
export const playerRevocationAcks = pgTable(
  'player_revocation_acks',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => playerItems.id, { onDelete: 'cascade' }),
    ackedAt: at('acked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.itemId] })],
);

/**
 * Proof of play, one row per play. Built for volume: the device's playId is the idempotency key,
 * rows are read by screen and time, and the table is meant to be partitioned by month (0019).
 */
export const plays = pgTable(
  'plays',
  {
    playId: text('play_id').notNull(),
    playerId: integer('player_id').notNull(),
    screenId: integer('screen_id').notNull(),
    orderId: integer('order_id').notNull(),
    itemId: integer('item_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    expectedMs: integer('expected_ms').notNull(),
    /** What the player said (completed, interrupted, failed). */
    status: text('status').notNull(),
    /** Ran within 500 ms of the video's length. */
    complete: boolean('complete').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  // Partitioned by month of started_at (migration 0017); the key is time-ordered within a screen.
  (t) => [
    primaryKey({ name: 'plays_pkey', columns: [t.screenId, t.startedAt, t.playId] }),
    index('plays_player_started_idx').on(t.playerId, t.startedAt),
    index('plays_started_brin').using('brin', t.startedAt),
  ],
);

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
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    customerId: customerId('restrict'),
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
    buyer: jsonb('buyer')
      .$type<{ companyName: string; name: string; email: string; trn: string | null }>()
      .notNull(),
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
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderId: orderId('restrict'),
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
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
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
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    customerId: customerId('restrict'),
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
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    customerId: customerId('restrict'),
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
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderId: orderId('restrict'),
    description: text('description').notNull(),
    /** Spots refunded: those of the cells that had not started when the order was cancelled. */
    spots: integer('spots').notNull(),
    ...lineAmounts(),
  },
  (t) => [primaryKey({ columns: [t.creditNoteId, t.position] })],
);

// ---- Agency API: tokens, idempotent answers, webhooks ----

/** A customer's API token for `Authorization: Bearer`; only its SHA-256 is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    customerId: customerId('cascade'),
    name: text('name').notNull(),
    /** 'read' and/or 'book'. */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, so its owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    /** The rate limit's current minute and the requests counted in it, shared by all instances. */
    windowStartedAt: at('window_started_at').notNull().defaultNow(),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_customer_idx').on(t.customerId),
  ],
);

/** The first answer to a request sent with an Idempotency-Key, replayed on retries for a day. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: customerId('cascade'),
    key: text('key').notNull(),
    /** Method and path, e.g. `POST /api/campaigns`. */
    route: text('route').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key, t.route] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** A customer's HTTPS endpoint for order events; the secret signs every delivery. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    customerId: customerId('cascade'),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret sealed with AES-256-GCM under a key derived from SESSION_SECRET. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customerId)],
);

/** One event sent (or to be sent) to one endpoint, with its attempts' outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** e.g. order.approved, delivery.summary */
    event: text('event').notNull(),
    /** What the event is about, so it is delivered once per endpoint (e.g. `history:42`). */
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** Set once a job was queued for it. */
    queuedAt: at('queued_at'),
    /** Failed attempts are retried until then (three days after the event, or after a replay). */
    retryUntil: at('retry_until')
      .notNull()
      .default(sql`now() + interval '3 days'`),
    lastAttemptAt: at('last_attempt_at'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.event, t.eventKey),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_unqueued_idx').on(t.queuedAt),
  ],
);

// ---- play rollups (kept by the database's `plays_rollup` trigger, in the inserting statement)

/** Stored plays per order and hour: the business date and local hour (Dubai) of the hour's start. */
export const orderPlayHours = pgTable(
  'order_play_hours',
  {
    orderId: integer('order_id').notNull(),
    hourAt: at('hour_at').notNull(),
    /** Business date in Dubai: the night's hours after midnight count for the day before. */
    date: date('date').notNull(),
    /** Local hour in Dubai, 0–23. */
    hour: smallint('hour').notNull(),
    plays: integer('plays').notNull().default(0),
    completePlays: integer('complete_plays').notNull().default(0),
    playedMs: bigint('played_ms', { mode: 'number' }).notNull().default(0),
    completeMs: bigint('complete_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'order_play_hours_pk', columns: [t.orderId, t.hourAt] }),
    index('order_play_hours_date_idx').on(t.date, t.orderId),
  ],
);

/** Stored plays per screen and business date (Dubai). */
export const screenPlayDays = pgTable(
  'screen_play_days',
  {
    screenId: integer('screen_id').notNull(),
    date: date('date').notNull(),
    plays: integer('plays').notNull().default(0),
    completePlays: integer('complete_plays').notNull().default(0),
    playedMs: bigint('played_ms', { mode: 'number' }).notNull().default(0),
    completeMs: bigint('complete_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'screen_play_days_pk', columns: [t.screenId, t.date] })],
);

/** Stored plays per player and business date (Dubai), with the first and last seq number. */
export const playerPlayDays = pgTable(
  'player_play_days',
  {
    playerId: integer('player_id').notNull(),
    date: date('date').notNull(),
    plays: integer('plays').notNull().default(0),
    completePlays: integer('complete_plays').notNull().default(0),
    playedMs: bigint('played_ms', { mode: 'number' }).notNull().default(0),
    completeMs: bigint('complete_ms', { mode: 'number' }).notNull().default(0),
    firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'player_play_days_pk', columns: [t.playerId, t.date] })],
);
// ---- Manifest versions (migration 0021)

/**
 * Each screen's manifest version, bumped by triggers whenever what the screen plays changes (its
 * orders' cells, status, pause or video, a video check, a make-good cell, its own loop). Players'
 * ETags are built from it; every bump is announced on `screenspot_manifests`.
 */
export const screenManifestVersions = pgTable('screen_manifest_versions', {
  screenId: integer('screen_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// Advert compliance (decision 0047): what each order advertises, and the category rules per screen.

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

// ---- Screen health (decision 0046): the fleet watch's states, outages and remote commands.

/** The state the fleet watch last saw of a screen, so a change is announced once. */
export const screenHealthStates = pgTable('screen_health_states', {
  screenId: integer('screen_id')
    .primaryKey()
    .references(() => screens.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  changedAt: at('changed_at').notNull(),
});

/**
 * A screen offline past its threshold in opening hours: one row per outage, at most one open per
 * screen (the partial unique index), so two instances never alert twice.
 */
export const screenOutages = pgTable(
  'screen_outages',
  {
    id: id(),
    screenId: screenId('cascade'),
    /** The last heartbeat before the silence. */
    startedAt: at('started_at').notNull(),
    alertedAt: at('alerted_at').notNull(),
    /** The first heartbeat after it. */
    endedAt: at('ended_at'),
    /** When operators were told it is back (the watch claims this once). */
    backNotifiedAt: at('back_notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('screen_outages_open_key')
      .on(t.screenId)
      .where(sql`${t.endedAt} is null`),
    index('screen_outages_screen_idx').on(t.screenId, t.startedAt),
  ],
);

/** An operator's request to a player (reload, re-sync, clear its cache) and how far it got. */
export const playerCommands = pgTable(
  'player_commands',
  {
    id: id(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    screenId: screenId('cascade'),
    kind: text('kind', { enum: ['reload', 'resync', 'clear-cache', 'screenshot'] }).notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    requestedBy: integer('requested_by').references(() => customers.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check(
      'player_commands_kind_check',
      sql`${t.kind} in ('reload', 'resync', 'clear-cache', 'screenshot')`,
    ),
    check(
      'player_commands_status_check',
      sql`${t.status} in ('pending', 'delivered', 'done', 'failed')`,
    ),
    index('player_commands_player_idx').on(t.playerId, t.id),
    index('player_commands_screen_idx').on(t.screenId, t.id),
  ],
);

/** A frame of what a player showed, sent by the player for the item it was playing: visual proof. */
export const playerScreenshots = pgTable(
  'player_screenshots',
  {
    id: id(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    screenId: screenId('cascade'),
    orderId: orderId('cascade'),
    itemId: integer('item_id')
      .notNull()
      .references(() => playerItems.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    takenAt: at('taken_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_screenshots_screen_idx').on(t.screenId, t.id),
    index('player_screenshots_order_idx').on(t.orderId, t.id),
  ],
);

// ---- E-invoices: PINT AE documents and their transmission ----

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
    customerId: customerId('restrict'),
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
