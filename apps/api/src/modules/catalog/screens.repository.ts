import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billboardImages, billboards, categories, orders } from '../../db/schema';
import { asId, containing } from '../../db/search';

/** Orders that still need the screen: under review, approved, paid. */
export const openStatuses = [0, 1, 2];

// Written out in full: in a one-table select Drizzle leaves column names unqualified.
const openOrders = sql<number>`(
  select count(*)::int from orders
  where orders.billboard_id = billboards.id and orders.status_code in (0, 1, 2)
)`;

function screenFilter(q?: string) {
  if (!q) return undefined;
  const id = asId(q);
  return or(
    ilike(billboards.billboardName, containing(q)),
    ilike(billboards.location, containing(q)),
    id === undefined ? undefined : eq(billboards.id, id),
  );
}

export function listScreens(
  db: Db,
  q: string | undefined,
  paging: { limit: number; offset: number },
) {
  return db
    .select({ screen: billboards, imageEtag: billboardImages.etag, openOrders })
    .from(billboards)
    .leftJoin(billboardImages, eq(billboardImages.billboardId, billboards.id))
    .where(screenFilter(q))
    .orderBy(asc(billboards.billboardName), asc(billboards.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countScreens(db: Db, q?: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(billboards).where(screenFilter(q));
  return row?.count ?? 0;
}

export async function findScreen(db: Db, id: number) {
  const [row] = await db
    .select({ screen: billboards, imageEtag: billboardImages.etag, openOrders })
    .from(billboards)
    .leftJoin(billboardImages, eq(billboardImages.billboardId, billboards.id))
    .where(eq(billboards.id, id))
    .limit(1);
  return row ?? null;
}

export type ScreenColumns = Omit<typeof billboards.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertScreen(db: Db, values: ScreenColumns): Promise<number> {
  const [row] = await db.insert(billboards).values(values).returning({ id: billboards.id });
  return row!.id;
}

export async function updateScreen(db: Db, id: number, values: ScreenColumns): Promise<boolean> {
  const rows = await db
    .update(billboards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(billboards.id, id))
    .returning({ id: billboards.id });
  return rows.length > 0;
}

export async function lockScreen(db: Db, id: number) {
  const [row] = await db
    .select({ id: billboards.id })
    .from(billboards)
    .where(eq(billboards.id, id))
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
    .where(eq(orders.billboardId, id));
  return { all: row?.all ?? 0, open: row?.open ?? 0 };
}

export async function deleteScreen(db: Db, id: number): Promise<void> {
  await db.delete(billboards).where(eq(billboards.id, id));
}

export async function segmentExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function saveImage(
  db: Db,
  image: { billboardId: number; contentType: string; bytes: Buffer; etag: string },
): Promise<void> {
  await db
    .insert(billboardImages)
    .values(image)
    .onConflictDoUpdate({
      target: billboardImages.billboardId,
      set: {
        contentType: image.contentType,
        bytes: image.bytes,
        etag: image.etag,
        updatedAt: new Date(),
      },
    });
}

export async function findImage(db: Db, billboardId: number) {
  const [row] = await db
    .select()
    .from(billboardImages)
    .where(and(eq(billboardImages.billboardId, billboardId)))
    .limit(1);
  return row ?? null;
}
