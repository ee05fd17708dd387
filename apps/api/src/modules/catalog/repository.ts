import { and, asc, count, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldArabic } from '../../db/arabic-folding';
import { queryRows, type Db } from '../../db/client';
import { columnById, rowExists } from '../../db/find-row';
import { screenImages, screens, segments } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type ScreenFilter = {
  location?: string;
  boardName?: string;
  categoryId?: number;
  /** An advert category the screen's owner must not block (decision 0047). */
  accepts?: string;
};

export type Page = { limit: number; offset: number };

/** Escapes LIKE wildcards so a user's % or _ matches itself. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const arabicLetters = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The text within the English column, or, when the text has Arabic letters, within either column
 * (each has a trigram index). Arabic is compared folded on both sides (db/arabic-folding.ts), so
 * دبى finds دبي and الامارات finds الإمارات; a search in Latin letters answers exactly as before.
 */
function textMatch(english: PgColumn, arabicFolded: PgColumn, text: string): SQL {
  const pattern = containing(text);
  if (!arabicLetters.test(text)) return ilike(english, pattern);
  return or(ilike(english, pattern), ilike(arabicFolded, containing(foldArabic(text))))!;
}

/** The filter's condition on `screens` (the benchmarks time queries built on it). */
export function matching(filter: ScreenFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.location)
    conditions.push(textMatch(screens.location, screens.locationArFolded, filter.location));
  if (filter.boardName)
    conditions.push(textMatch(screens.name, screens.nameArFolded, filter.boardName));
  if (filter.categoryId !== undefined) conditions.push(eq(screens.segmentId, filter.categoryId));
  if (filter.accepts !== undefined) {
    conditions.push(
      sql`not exists (select 1 from screen_category_rules r
        where r.screen_id = ${screens.id} and ${filter.accepts} = any(r.blocked_categories))`,
    );
  }
  return and(...conditions);
}

// Only the columns the wire shape needs: timestamps would cost a Date per row for nothing.
const screenColumns = {
  id: screens.id,
  name: screens.name,
  location: screens.location,
  nameAr: screens.nameAr,
  locationAr: screens.locationAr,
  titleAr: screens.titleAr,
  descriptionAr: screens.descriptionAr,
  latitude: screens.latitude,
  longitude: screens.longitude,
  priceCents: screens.priceCents,
  title: screens.title,
  description: screens.description,
  screens: screens.screens,
  size: screens.size,
  mediaType: screens.mediaType,
  durationSeconds: screens.durationSeconds,
  segmentId: screens.segmentId,
  // The loop and opening hours make the daypart prices, hence the "from" price.
  loopSlots: screens.loopSlots,
  houseSlots: screens.houseSlots,
  opensAt: screens.opensAt,
  closesAt: screens.closesAt,
};

export type ScreenRecord = Pick<typeof screens.$inferSelect, keyof typeof screenColumns>;

export function listSegments(db: Db) {
  return db
    .select(columnsOf(segments, 'id', 'value', 'valueAr'))
    .from(segments)
    .orderBy(asc(segments.value));
}

/**
 * Up to this many matches, a page is cut from all the matches sorted (found through the trigram
 * and segment indexes); beyond it, from the screens walked in id order until the page is full.
 */
export const fewMatches = 2_000;

/**
 * The finder's list query; awaited it gives the rows, `.toSQL()` gives its text and values.
 * `matches` is the filter's count when known (decision 0066): with a page and few matches the
 * order is by `id + 0`, the same order that the primary key cannot give, so the planner does not
 * walk the key in order hoping to meet a page of matches early. Its estimate of a text search's
 * matches can be off by hundreds, and with none, that walk reads every screen. Either way the
 * rows are the same.
 */
export function screensQuery(db: Db, filter: ScreenFilter, page?: Page, matches?: number) {
  const sorted = page && matches !== undefined && matches <= fewMatches;
  const query = db
    .select(screenColumns)
    .from(screens)
    .where(matching(filter))
    .orderBy(sorted ? sql`${screens.id} + 0` : asc(screens.id))
    .$dynamic();
  if (page) query.limit(page.limit).offset(page.offset);
  return query;
}

export function listScreens(
  db: Db,
  filter: ScreenFilter,
  page?: Page,
  matches?: number,
): Promise<ScreenRecord[]> {
  return screensQuery(db, filter, page, matches);
}

export type PinRecord = Pick<
  ScreenRecord,
  | 'id'
  | 'latitude'
  | 'longitude'
  | 'priceCents'
  | 'durationSeconds'
  | 'loopSlots'
  | 'houseSlots'
  | 'opensAt'
  | 'closesAt'
>;

/**
 * Matches are counted up to this many, and one more to tell that there are more (decision 0069):
 * a term matching most of a large catalogue would otherwise read and test every matching row
 * (tens of milliseconds at 100,000 screens) for a number no one pages to the end of.
 */
export const countedUpTo = 10_000;

const pinColumns = columnsOf(
  screens,
  'id',
  'latitude',
  'longitude',
  'priceCents',
  'durationSeconds',
  'loopSlots',
  'houseSlots',
  'opensAt',
  'closesAt',
);

/** Which pins: those after a screen id (0 for the first), at most `limit`, knowing the count. */
export type PinPart = { after: number; limit: number; matches?: number };

/**
 * Matching screens' positions and prices, for the map, in id order from `part.after`. Counted
 * exactly (or, without a count, searched by text), they are found through the trigram and segment
 * indexes and then sorted (`id + 0`, decision 0066); past the count's bound, the primary key is
 * walked until the part is full. To fill a part of a thousand pins, a walk reads a thousand rows
 * divided by the share of screens matching: at 100,000 screens, more than the sort reads up to
 * the bound.
 */
export function pinsQuery(db: Db, filter: ScreenFilter, part: PinPart) {
  const byText = filter.location !== undefined || filter.boardName !== undefined;
  const where = and(matching(filter), part.after > 0 ? gt(screens.id, part.after) : undefined);
  // Unfiltered, every screen matches: the walk reads no more than the part.
  const sorted =
    matching(filter) !== undefined &&
    (part.matches === undefined ? byText : part.matches <= countedUpTo);
  return db
    .select(pinColumns)
    .from(screens)
    .where(where)
    .orderBy(sorted ? sql`${screens.id} + 0` : asc(screens.id))
    .limit(part.limit);
}

export function listPins(db: Db, filter: ScreenFilter, part: PinPart): Promise<PinRecord[]> {
  return pinsQuery(db, filter, part);
}

/**
 * A filter's first `limit` pins and its count, from one read of up to countedUpTo + 1 matches
 * (found through the trigram and segment indexes, then sorted) where a count and then the pins
 * would read them twice. The pins are the first ones only when the count is at most countedUpTo;
 * past it they are not, and the caller walks the primary key for them (`listPins`).
 */
export async function firstPinsCounted(
  db: Db,
  filter: ScreenFilter,
  limit: number,
): Promise<{ rows: PinRecord[]; matches: number }> {
  const found = db
    .select(pinColumns)
    .from(screens)
    .where(matching(filter))
    .limit(countedUpTo + 1)
    .as('found');
  const rows = await db
    .select({
      id: found.id,
      latitude: found.latitude,
      longitude: found.longitude,
      priceCents: found.priceCents,
      durationSeconds: found.durationSeconds,
      loopSlots: found.loopSlots,
      houseSlots: found.houseSlots,
      opensAt: found.opensAt,
      closesAt: found.closesAt,
      // Over every row found, before the sort and the limit.
      matches: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(found)
    .orderBy(asc(found.id))
    .limit(limit);
  return { rows, matches: rows[0]?.matches ?? 0 };
}

/** The filter's matches, counted up to countedUpTo + 1. */
export function countQuery(db: Db, filter: ScreenFilter) {
  const matches = db
    .select({ id: screens.id })
    .from(screens)
    .where(matching(filter))
    .limit(countedUpTo + 1)
    .as('matches');
  return db.select({ total: count() }).from(matches);
}

/** How many screens match, up to countedUpTo + 1 (more than countedUpTo: at least that many). */
export async function countScreens(db: Db, filter: ScreenFilter): Promise<number> {
  const [row] = await countQuery(db, filter);
  return row?.total ?? 0;
}

export async function findScreen(db: Db, id: number): Promise<ScreenRecord | null> {
  const [row] = await db.select(screenColumns).from(screens).where(eq(screens.id, id)).limit(1);
  return row ?? null;
}

/** The Arabic names of the given screens (null where there is none), by screen id. */
export function arabicNames(db: Db, ids: number[]) {
  return columnById(db, screens.id, screens.nameAr, ids);
}

export async function findScreenImage(db: Db, screenId: number) {
  const [row] = await db
    .select(columnsOf(screenImages, 'contentType', 'bytes', 'etag', 'updatedAt'))
    .from(screenImages)
    .where(eq(screenImages.screenId, screenId))
    .limit(1);
  return row ?? null;
}

export function screenExists(db: Db, id: number): Promise<boolean> {
  return rowExists(db, screens.id, id);
}

/**
 * The catalogue's change counter (a trigger bumps it on any statement changing screens, segments
 * or category rules) and what the prices are made of besides: the daypart multipliers.
 */
export async function catalogVersion(db: Db): Promise<{ counter: number; prices: string }> {
  const [row] = await queryRows<{ counter: string; prices: string }>(
    db,
    sql`select (select version::text from catalog_version where id = 1) as counter, coalesce(
          (select string_agg(daypart || '=' || basis_points, ',' order by daypart)
             from daypart_multipliers), '') as prices`,
  );
  return { counter: Number(row?.counter ?? 0), prices: row?.prices ?? '' };
}

/**
 * Inside a transaction about to change the catalogue: the counter, locked, so the bumps until the
 * commit are this transaction's alone.
 */
export async function lockCatalogCounter(tx: Db): Promise<number> {
  const [row] = await queryRows<{ version: string }>(
    tx,
    sql`select version::text from catalog_version where id = 1 for update`,
  );
  return Number(row?.version ?? 0);
}

export async function readCatalogCounter(tx: Db): Promise<number> {
  const [row] = await queryRows<{ version: string }>(
    tx,
    sql`select version::text from catalog_version where id = 1`,
  );
  return Number(row?.version ?? 0);
}

/** The channel on which instances hear what a catalogue change touched. */
export const catalogChangesChannel = 'catalog_changes';

/** Sent at the commit of the transaction it is called in. */
export async function announceCatalogChange(tx: Db, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${catalogChangesChannel}, ${payload})`);
}

export type MapBox = { west: number; south: number; east: number; north: number };

/**
 * The matching screens inside a box, grouped by the square of a grid of `cell` degrees each falls
 * in: one row per square, with how many, where on average, their box and the first screen's id
 * (the only one's, when it is alone). The grid's squares are bounded by the caller, so the answer
 * is too, however many screens match.
 */
export function gridOfScreens(db: Db, filter: ScreenFilter, box: MapBox, cell: number) {
  const gx = sql`floor(${screens.longitude} / ${cell})`;
  const gy = sql`floor(${screens.latitude} / ${cell})`;
  return queryRows<{
    count: number;
    latitude: number;
    longitude: number;
    west: number;
    south: number;
    east: number;
    north: number;
    first_id: number;
  }>(
    db,
    sql`select count(*)::int as count, avg(${screens.latitude})::float8 as latitude,
          avg(${screens.longitude})::float8 as longitude,
          min(${screens.longitude})::float8 as west, min(${screens.latitude})::float8 as south,
          max(${screens.longitude})::float8 as east, max(${screens.latitude})::float8 as north,
          min(${screens.id})::int as first_id
        from ${screens}
        where ${and(
          matching(filter),
          sql`${screens.longitude} between ${box.west} and ${box.east}`,
          sql`${screens.latitude} between ${box.south} and ${box.north}`,
        )}
        group by ${gx}, ${gy}
        order by 8`,
  );
}

/** The pins of these screens (the lone screens of a grid). */
export function pinsOf(db: Db, ids: number[]): Promise<PinRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(pinColumns)
    .from(screens)
    .where(inArray(screens.id, ids))
    .orderBy(asc(screens.id));
}
