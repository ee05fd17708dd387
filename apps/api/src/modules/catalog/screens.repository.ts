import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { screenImages, screens, segments, orders } from '../../db/schema';
import { asId, containing } from '../../db/search';

/** Orders that still need the screen: under review, approved, paid. */
export const openStatuses = [0, 1, 2];

// Written out in full: in a one-table select Drizzle leaves column names unqualified.
const openOrders = sql<number>`(
  select count(*)::int from orders
  where orders.screen_id = screens.id and orders.status_code in (0, 1, 2)
)`;

function screenFilter(q?: string) {
  if (!q) return undefined;
  const id = asId(q);
  return or(
    ilike(screens.name, containing(q)),
    ilike(screens.location, containing(q)),
    id === undefined ? undefined : eq(screens.id, id),
  );
}

export function listScreens(
  db: Db,
  q: string | undefined,
  paging: { limit: number; offset: number },
) {
  return db
    .select({ screen: screens, imageEtag: screenImages.etag, openOrders })
    .from(screens)
    .leftJoin(screenImages, eq(screenImages.screenId, screens.id))
    .where(screenFilter(q))
    .orderBy(asc(screens.name), asc(screens.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export function countScreens(db: Db, q?: string): Promise<number> {
  return db.$count(screens, screenFilter(q));
}

export async function findScreen(db: Db, id: number) {
  const [row] = await db
    .select({ screen: screens, imageEtag: screenImages.etag, openOrders })
    .from(screens)
    .leftJoin(screenImages, eq(screenImages.screenId, screens.id))
    .where(eq(screens.id, id))
    .limit(1);
  return row ?? null;
}

export type ScreenColumns = Omit<typeof screens.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertScreen(db: Db, values: ScreenColumns): Promise<number> {
  const [row] = await db.insert(screens).values(values).returning({ id: screens.id });
  return row!.id;
}

export async function updateScreen(db: Db, id: number, values: ScreenColumns): Promise<boolean> {
  const rows = await db
    .update(screens)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(screens.id, id))
    .returning({ id: screens.id });
  return rows.length > 0;
}

export async function lockScreen(db: Db, id: number) {
  const [row] = await db
    .select({ id: screens.id })
    .from(screens)
    .where(eq(screens.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function countScreenOrders(db: Db, id: number) {
  const [row] = await db
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${inArray(orders.statusCode, openStatuses)})::int`,
    })
    .from(orders)
    .where(eq(orders.screenId, id));
  return { all: row?.all ?? 0, open: row?.open ?? 0 };
}

export async function deleteScreen(db: Db, id: number): Promise<void> {
  await db.delete(screens).where(eq(screens.id, id));
}

export async function segmentExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: segments.id })
    .from(segments)
    .where(eq(segments.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function saveImage(
  db: Db,
  image: { screenId: number; contentType: string; bytes: Buffer; etag: string },
): Promise<void> {
  await db
    .insert(screenImages)
    .values(image)
    .onConflictDoUpdate({
      target: screenImages.screenId,
      set: {
        contentType: image.contentType,
        bytes: image.bytes,
        etag: image.etag,
        updatedAt: new Date(),
      },
    });
}

export function findImage(db: Db, screenId: number) {
  return findRow(db, screenImages, eq(screenImages.screenId, screenId));
}
