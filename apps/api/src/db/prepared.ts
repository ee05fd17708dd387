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
