// Booking: campaigns, orders, the cell ledger, status history, milestones, remedies and video checks.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, link, organisationOwned, updatedAt } from './columns';
import { screens } from './catalog';
import { customers } from './accounts';
import { creditNotes } from './payments';
import { organisationClients } from './organisations';

/** One daypart of one day of an order on its screen: the key of its cells and their remedies. */
function orderCell() {
  return {
    orderId: link('order_id', () => orders.id, 'cascade'),
    screenId: integer('screen_id').notNull(),
    date: date('date').notNull(),
    daypart: text('daypart').notNull(),
  };
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    customerId: link('customer_id', () => customers.id, 'cascade'),
    ...organisationOwned(),
    screenId: link('screen_id', () => screens.id, 'restrict'),
    statusCode: smallint('status_code').notNull().default(0),
    /**
     * Paid before every screen required content permits (decision 0062): its booked days play
     * without a permit, as they were sold. Set by migration 0032 only.
     */
    permitGrandfathered: boolean('permit_grandfathered').notNull().default(false),
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
    customerId: link('customer_id', () => customers.id, 'cascade'),
    ...organisationOwned(),
    /** Null below the organisation's approval limit; else awaiting_approval, approved or declined. */
    approvalState: text('approval_state', {
      enum: ['awaiting_approval', 'approved', 'declined'],
    }),
    name: text('name'),
    /** The agency's client the campaign is for (decision 0060), if it names one. */
    clientId: integer('client_id').references(() => organisationClients.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaigns_customer_created_idx').on(t.customerId, t.createdAt),
    index('campaigns_client_idx')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * The capacity ledger: spots booked (paid) and held (unpaid) per screen, date and daypart. Every
 * booking locks its cells here, in one order, so two instances can never oversell a cell.
 */
export const bookingCells = pgTable(
  'booking_cells',
  {
    screenId: link('screen_id', () => screens.id, 'cascade'),
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
    orderId: link('order_id', () => orders.id, 'cascade'),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    changedBy: integer('changed_by').references(() => customers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** A system reason's key (contracts' `history` catalogues) and values; null for typed words. */
    reasonKey: text('reason_key'),
    reasonValues: jsonb('reason_values').$type<Record<string, string>>(),
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
    orderId: link('order_id', () => orders.id, 'cascade'),
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['customer', 'operator', 'system'] }).notNull(),
    /** The change in words the customer reads ("15–20 Dec, evening, 2 spots → …"). */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Moments of an order noticed once (scheduled, live, completed): the key makes them happen once. */
export const orderMilestones = pgTable(
  'order_milestones',
  {
    orderId: link('order_id', () => orders.id, 'cascade'),
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
    /**
     * The screen outage this remedy answers (decision 0050), null for the nightly check's short
     * cells. The foreign key to screen_outages (on delete cascade) is the migration's: the playback
     * schema file imports this one. `missing_plays` are then the plays owed for the stretch of the
     * cell the screen was silent in, from `gap_started_at` to `gap_ended_at`.
     */
    outageId: integer('outage_id'),
    gapStartedAt: at('gap_started_at'),
    gapEndedAt: at('gap_ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_remedies_cell_key')
      .on(t.orderId, t.date, t.daypart)
      .where(sql`${t.outageId} is null`),
    uniqueIndex('delivery_remedies_outage_key')
      .on(t.outageId, t.orderId, t.date, t.daypart)
      .where(sql`${t.outageId} is not null`),
    index('delivery_remedies_date_idx').on(t.date),
    index('delivery_remedies_order_idx').on(t.orderId),
  ],
);

/**
 * Spots given to an order in a later cell of the same screen and daypart to make up a shortfall.
 * They count in the ledger as booked and the manifest plays them like the order's own cells.
 */
export const makeGoodCells = pgTable(
  'make_good_cells',
  {
    remedyId: link('remedy_id', () => deliveryRemedies.id, 'cascade'),
    ...orderCell(),
    spots: integer('spots').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remedyId, t.date, t.daypart] }),
    index('make_good_cells_cell_idx').on(t.screenId, t.date, t.daypart),
    index('make_good_cells_order_idx').on(t.orderId),
  ],
);

/**
 * Creative checks: one row per order and uploaded video (a replacement gets a row of its own). The
 * check job fills in what ffprobe/ffmpeg measured; an operator may override a fail with a reason.
 */
export const videoChecks = pgTable(
  'video_checks',
  {
    orderId: link('order_id', () => orders.id, 'cascade'),
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

/**
 * A campaign's proof link: anyone holding its token sees the campaign's plays, signatures and
 * screenshots without signing in, until the owner revokes it. Only the token's SHA-256 is kept.
 */
export const campaignProofLinks = pgTable(
  'campaign_proof_links',
  {
    id: id(),
    campaignId: link('campaign_id', () => campaigns.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('campaign_proof_links_token_hash_key').on(t.tokenHash),
    index('campaign_proof_links_campaign_idx').on(t.campaignId, t.id),
  ],
);
