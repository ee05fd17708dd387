// The catalogue: screens, their segments, images, audience profiles and daypart prices.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedSql } from '../arabic-folding';
import { bytea, createdAt, updatedAt, id, ownKey } from './columns';
import { customers } from './accounts';

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
    /** Sells pre_iftar and after_iftar on Ramadan dates in place of evening and night (0054). */
    ramadanDayparts: boolean('ramadan_dayparts').notNull().default(false),
    /** The two Ramadan dayparts' multipliers, in basis points (10000 = ×1). */
    preIftarMultiplier: integer('pre_iftar_multiplier').notNull().default(15_000),
    afterIftarMultiplier: integer('after_iftar_multiplier').notNull().default(12_500),
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
  screenId: ownKey('screen_id', () => screens.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Content hash, used as the HTTP ETag. */
  etag: text('etag').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A screen's audience: people passing within sight (OTS) in each of the week's 168 hours, Monday
 * 00:00 first, in the screen's zone. Quotes, the finder and recommendations estimate impressions
 * from it; `source`, `methodVersion` and `assumptions` say how it was made.
 */
export const audienceProfiles = pgTable(
  'audience_profiles',
  {
    screenId: ownKey('screen_id', () => screens.id),
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

/** Price multiplier of each daypart, in basis points (10000 = ×1), edited by operators. */
export const daypartMultipliers = pgTable('daypart_multipliers', {
  daypart: text('daypart').primaryKey(),
  basisPoints: integer('basis_points').notNull(),
  updatedAt: updatedAt(),
});
