import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billboards, categories } from '../../db/schema';

export function listSegments(db: Db) {
  return db
    .select({
      categoryId: categories.id,
      value: categories.value,
      screenCount: count(billboards.id),
    })
    .from(categories)
    .leftJoin(billboards, eq(billboards.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.value));
}

export async function findByValue(db: Db, value: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(sql`lower(${categories.value})`, value.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function insertSegment(db: Db, value: string): Promise<number> {
  const [row] = await db.insert(categories).values({ value }).returning({ id: categories.id });
  return row!.id;
}

export async function renameSegment(db: Db, id: number, value: string): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set({ value })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Its screens stay, without a segment (the foreign key sets theirs to null). */
export async function deleteSegment(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}
