import type { Page } from '@screenspot/contracts/admin';
import { pageWindow } from '@screenspot/contracts/paging';

/** Where one page of a list starts and how long it is, as a query reads it. */
export type PageWindow = { limit: number; offset: number };

/**
 * One page of a console list (page from 0, of `size` rows) and the size of the whole list, read
 * together, each row turned into the list's item.
 */
export async function readPage<Row, Item>(
  query: { page: number; size: number },
  read: {
    rows: (window: PageWindow) => Promise<Row[]>;
    total: () => Promise<number>;
    item: (row: Row) => Item;
  },
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([read.rows(pageWindow(query)), read.total()]);
  return { items: rows.map(read.item), total, page: query.page, size: query.size };
}
