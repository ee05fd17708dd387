import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { screens, segments } from '../../db/schema';

export function listSegments(db: Db) {
  return db
    .select({
      categoryId: segments.id,
      value: segments.value,
      valueAr: segments.valueAr,
      screenCount: count(screens.id),
    })
    .from(segments)
    .leftJoin(screens, eq(screens.segmentId, segments.id))
    .groupBy(segments.id)
    .orderBy(asc(segments.value));
}

export async function findByValue(db: Db, value: string) {
  const [row] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(eq(sql`lower(${segments.value})`, value.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function insertSegment(
  db: Db,
  value: string,
  valueAr: string | null = null,
): Promise<number> {
  const [row] = await db.insert(segments).values({ value, valueAr }).returning({ id: segments.id });
  return row!.id;
}

/**
 * The catalogue's version is bumped by a statement-level trigger, which fires even when no row
 * matches: a change is only sent once the row is known (and locked), so a request naming no
 * segment leaves the version, and the finder's cache, alone.
 */
function lockSegment(db: Db, id: number) {
  return db.select({ id: segments.id }).from(segments).where(eq(segments.id, id)).for('update');
}

/** A valueAr left undefined keeps the stored Arabic name; null removes it. */
export async function renameSegment(
  db: Db,
  id: number,
  value: string,
  valueAr?: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await lockSegment(tx, id)).length === 0) return false;
    await tx
      .update(segments)
      .set(valueAr === undefined ? { value } : { value, valueAr })
      .where(eq(segments.id, id));
    return true;
  });
}

/** Its screens stay, without a segment (the foreign key sets theirs to null). */
export async function deleteSegment(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await lockSegment(tx, id)).length === 0) return false;
    await tx.delete(segments).where(eq(segments.id, id));
    return true;
  });
}
