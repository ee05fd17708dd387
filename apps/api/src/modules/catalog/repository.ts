import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billboards, categories } from '../../db/schema';

export type BillboardFilter = {
  location?: string;
  boardName?: string;
  categoryId?: number;
  limit?: number;
  offset?: number;
};

/** Escapes LIKE wildcards so a user's % or _ matches itself. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listCategories(db: Db) {
  return db
    .select({ categoryId: categories.id, value: categories.value })
    .from(categories)
    .orderBy(asc(categories.value));
}

export function listBillboards(db: Db, filter: BillboardFilter) {
  const conditions: SQL[] = [];
  if (filter.location) conditions.push(ilike(billboards.location, containing(filter.location)));
  if (filter.boardName)
    conditions.push(ilike(billboards.billboardName, containing(filter.boardName)));
  if (filter.categoryId !== undefined)
    conditions.push(eq(billboards.categoryId, filter.categoryId));
  const query = db
    .select()
    .from(billboards)
    .where(and(...conditions))
    .orderBy(asc(billboards.id))
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
  return query;
}

export async function findBillboard(db: Db, id: number) {
  const [row] = await db.select().from(billboards).where(eq(billboards.id, id)).limit(1);
  return row ?? null;
}
