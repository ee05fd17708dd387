import type { Page } from '@screenspot/contracts/admin';
import { pageWindow } from '@screenspot/contracts/paging';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Where one page of a list starts and how long it is, as a query reads it. */
type PageWindow = { limit: number; offset: number };

/** How a list is read one page at a time: a window of its rows, and how many rows it has. */
export type Listing<Row> = {
  rows: (window: PageWindow) => Promise<Row[]>;
  total: () => Promise<number>;
};

/** The rows of one table that match `where`, in `order`, read a page at a time. */
export function tableListing<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
): Listing<T['$inferSelect']> {
  return {
    rows: (window) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset) as Promise<T['$inferSelect'][]>,
    total: () => db.$count(table, where),
  };
}

/**
 * One page of a console list (page from 0, of `size` rows) and the size of the whole list, read
 * together, each row turned into the list's item.
 */
export async function readPage<Row, Item>(
  query: { page: number; size: number },
  read: Listing<Row> & { item: (row: Row) => Item },
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([read.rows(pageWindow(query)), read.total()]);
  return { items: rows.map(read.item), total, page: query.page, size: query.size };
}
