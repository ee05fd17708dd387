import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The first row of a table that matches `where` (in `order` when several can), or null. `lock`
 * holds it for update until the transaction ends.
 */
export async function findRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  options: { order?: (SQL | AnyPgColumn)[]; lock?: boolean } = {},
): Promise<T['$inferSelect'] | null> {
  let query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .$dynamic();
  if (options.order) query = query.orderBy(...options.order);
  query = query.limit(1);
  if (options.lock) query = query.for('update');
  const [row] = await query;
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Whether the row with this id is there (its id read alone, not the whole row). */
export async function rowExists(db: Db, id: AnyPgColumn, value: number): Promise<boolean> {
  const [row] = await db.select({ id }).from(id.table).where(eq(id, value)).limit(1);
  return row !== undefined;
}

/** One column of the rows with these ids, by id, in one query (none for no ids). */
export async function columnById<C extends AnyPgColumn>(
  db: Db,
  id: AnyPgColumn,
  column: C,
  ids: number[],
): Promise<Map<number, C['_']['data']>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.select({ id, value: column }).from(id.table).where(inArray(id, ids))) as {
    id: number;
    value: C['_']['data'];
  }[];
  return new Map(rows.map((row) => [row.id, row.value]));
}
