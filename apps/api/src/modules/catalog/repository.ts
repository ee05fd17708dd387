import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldArabic } from '../../db/arabic-folding';
import { queryRows, type Db } from '../../db/client';
import { billboardImages, billboards, categories } from '../../db/schema';

export type BillboardFilter = {
  location?: string;
  boardName?: string;
  categoryId?: number;
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

function matching(filter: BillboardFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.location)
    conditions.push(textMatch(billboards.location, billboards.locationArFolded, filter.location));
  if (filter.boardName)
    conditions.push(
      textMatch(billboards.billboardName, billboards.billboardNameArFolded, filter.boardName),
    );
  if (filter.categoryId !== undefined)
    conditions.push(eq(billboards.categoryId, filter.categoryId));
  return and(...conditions);
}

// Only the columns the wire shape needs: timestamps would cost a Date per row for nothing.
const billboardColumns = {
  id: billboards.id,
  billboardName: billboards.billboardName,
  location: billboards.location,
  billboardNameAr: billboards.billboardNameAr,
  locationAr: billboards.locationAr,
  titleAr: billboards.titleAr,
  descriptionAr: billboards.descriptionAr,
  latitude: billboards.latitude,
  longitude: billboards.longitude,
  priceCents: billboards.priceCents,
  title: billboards.title,
  description: billboards.description,
  screens: billboards.screens,
  size: billboards.size,
  mediaType: billboards.mediaType,
  durationSeconds: billboards.durationSeconds,
  categoryId: billboards.categoryId,
};

export type BillboardRecord = {
  [K in keyof typeof billboardColumns]: (typeof billboards.$inferSelect)[K];
};

export function listCategories(db: Db) {
  return db
    .select({ categoryId: categories.id, value: categories.value, valueAr: categories.valueAr })
    .from(categories)
    .orderBy(asc(categories.value));
}

/** The finder's list query; awaited it gives the rows, `.toSQL()` gives its text and values. */
export function billboardsQuery(db: Db, filter: BillboardFilter, page?: Page) {
  const query = db
    .select(billboardColumns)
    .from(billboards)
    .where(matching(filter))
    .orderBy(asc(billboards.id))
    .$dynamic();
  if (page) query.limit(page.limit).offset(page.offset);
  return query;
}

export function listBillboards(
  db: Db,
  filter: BillboardFilter,
  page?: Page,
): Promise<BillboardRecord[]> {
  return billboardsQuery(db, filter, page);
}

export type PinRecord = { id: number; latitude: number; longitude: number; priceCents: number };

/** Every matching screen's position and price, for the map. */
export function pinsQuery(db: Db, filter: BillboardFilter) {
  return db
    .select({
      id: billboards.id,
      latitude: billboards.latitude,
      longitude: billboards.longitude,
      priceCents: billboards.priceCents,
    })
    .from(billboards)
    .where(matching(filter))
    .orderBy(asc(billboards.id));
}

export function listPins(db: Db, filter: BillboardFilter): Promise<PinRecord[]> {
  return pinsQuery(db, filter);
}

export function countQuery(db: Db, filter: BillboardFilter) {
  return db.select({ total: count() }).from(billboards).where(matching(filter));
}

export async function countBillboards(db: Db, filter: BillboardFilter): Promise<number> {
  const [row] = await countQuery(db, filter);
  return row?.total ?? 0;
}

export async function findBillboard(db: Db, id: number): Promise<BillboardRecord | null> {
  const [row] = await db
    .select(billboardColumns)
    .from(billboards)
    .where(eq(billboards.id, id))
    .limit(1);
  return row ?? null;
}

export async function findBillboardImage(db: Db, billboardId: number) {
  const [row] = await db
    .select({
      contentType: billboardImages.contentType,
      bytes: billboardImages.bytes,
      etag: billboardImages.etag,
      updatedAt: billboardImages.updatedAt,
    })
    .from(billboardImages)
    .where(eq(billboardImages.billboardId, billboardId))
    .limit(1);
  return row ?? null;
}

export async function billboardExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: billboards.id })
    .from(billboards)
    .where(eq(billboards.id, id))
    .limit(1);
  return Boolean(row);
}

/** The catalogue's change counter (a trigger bumps it on any change to screens or segments). */
export async function catalogVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from catalog_version where id = 1`,
  );
  return row?.version ?? '0';
}
