// Players and what they report: pairing, items, plays and their rollups, manifest versions, health.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, at, createdAt, id, link, ownKey } from './columns';
import { orders } from './booking';
import { customers } from './accounts';
import { screens } from './catalog';

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
    screenId: link('screen_id', () => screens.id, 'cascade'),
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
    /**
     * The player's Ed25519 public key (32 raw bytes, base64url), registered when it claimed its
     * token; null for players paired before keys (their records are kept, marked unsigned).
     */
    publicKey: text('public_key'),
    /** Records and screenshots refused because their signature was missing or wrong. */
    signatureRefusals: integer('signature_refusals').notNull().default(0),
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
    screenId: link('screen_id', () => screens.id, 'cascade'),
    orderId: link('order_id', () => orders.id, 'cascade'),
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
    playerId: link('player_id', () => players.id, 'cascade'),
    itemId: link('item_id', () => playerItems.id, 'cascade'),
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
    /** The player's Ed25519 signature (base64url) of the record's canonical bytes; null: unsigned. */
    signature: text('signature'),
    /** The signed batch it came in (play_batches, decision 0064); null: signed alone or unsigned. */
    batchId: bigint('batch_id', { mode: 'number' }),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  // Partitioned by month of started_at (migration 0017); the key is time-ordered within a screen.
  (t) => [
    primaryKey({ name: 'plays_pkey', columns: [t.screenId, t.startedAt, t.playId] }),
    index('plays_player_started_idx').on(t.playerId, t.startedAt),
    index('plays_started_brin').using('brin', t.startedAt),
  ],
);

/**
 * A batch of play records its player signed once (decision 0064): the signature over
 * `playBatchSigningText` and the records' SHA-256 hashes in order (32 bytes each). `batchHash` is
 * the SHA-256 (hex) of the signed text: the batch's id in proofs, and how a batch sent again is
 * found. Like plays, it outlives its player (no foreign key), so a proof stays checkable.
 */
export const playBatches = pgTable(
  'play_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    batchHash: text('batch_hash').notNull(),
    signature: text('signature').notNull(),
    leaves: bytea('leaves').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('play_batches_batch_hash_key').on(t.batchHash),
    check(
      'play_batches_leaves_check',
      sql`octet_length(${t.leaves}) > 0 AND octet_length(${t.leaves}) % 32 = 0`,
    ),
  ],
);

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

/**
 * Stored plays per order and business date (Dubai), with the complete plays of each local hour
 * (element h holds hour h; the night's hours 0 and 1 fall on the next calendar date).
 */
export const orderPlayDays = pgTable(
  'order_play_days',
  {
    orderId: integer('order_id').notNull(),
    date: date('date').notNull(),
    plays: integer('plays').notNull().default(0),
    completePlays: integer('complete_plays').notNull().default(0),
    playedMs: bigint('played_ms', { mode: 'number' }).notNull().default(0),
    completeMs: bigint('complete_ms', { mode: 'number' }).notNull().default(0),
    completeHours: integer('complete_hours')
      .array()
      .notNull()
      .default(sql`array_fill(0, ARRAY[24])`),
  },
  (t) => [
    primaryKey({ name: 'order_play_days_pk', columns: [t.orderId, t.date] }),
    check('order_play_days_hours', sql`cardinality(${t.completeHours}) = 24`),
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

/**
 * Each screen's manifest version, bumped by triggers whenever what the screen plays changes (its
 * orders' cells, status, pause or video, a video check, a make-good cell, its own loop). Players'
 * ETags are built from it; every bump is announced on `screenspot_manifests`.
 */
export const screenManifestVersions = pgTable('screen_manifest_versions', {
  screenId: integer('screen_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The state the fleet watch last saw of a screen, so a change is announced once. */
export const screenHealthStates = pgTable('screen_health_states', {
  screenId: ownKey('screen_id', () => screens.id),
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
    screenId: link('screen_id', () => screens.id, 'cascade'),
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
    playerId: link('player_id', () => players.id, 'cascade'),
    screenId: link('screen_id', () => screens.id, 'cascade'),
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
    playerId: link('player_id', () => players.id, 'cascade'),
    screenId: link('screen_id', () => screens.id, 'cascade'),
    orderId: link('order_id', () => orders.id, 'cascade'),
    itemId: link('item_id', () => playerItems.id, 'cascade'),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    takenAt: at('taken_at').notNull(),
    /** The player's own time of capture, part of what it signed. */
    capturedAt: at('captured_at'),
    /** The player's Ed25519 signature (base64url) of the screenshot's canonical bytes. */
    signature: text('signature'),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_screenshots_screen_idx').on(t.screenId, t.id),
    index('player_screenshots_order_idx').on(t.orderId, t.id),
  ],
);
