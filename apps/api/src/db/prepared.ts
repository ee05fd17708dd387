import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A hot query prepared once per database: the query builder runs once and PostgreSQL plans it once
 * per connection, instead of both on every request. `build` must end in `.prepare(<unique name>)`.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/**
 * One page of a customer's rows, newest first, as a customer's tab lists them: `customerId`,
 * `limit` and `offset` are given when the prepared statement runs.
 */
export function customerPage<T extends PgSelect>(
  query: T,
  table: { customerId: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn },
) {
  return query
    .where(eq(table.customerId, sql.placeholder('customerId')))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
