// Select lists that take a table's columns under their own names.
import type { Table } from 'drizzle-orm';

/** The named columns of a table, each under its own name: `columnsOf(orders, 'id')` is `{ id: orders.id }`. */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const columns = table as unknown as Record<K, unknown>;
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    K
  >;
}
