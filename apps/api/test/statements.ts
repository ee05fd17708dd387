import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../src/db/client';

type Countable = {
  query: (...args: unknown[]) => unknown;
  exec?: (...args: unknown[]) => unknown;
  transaction?: (...args: unknown[]) => unknown;
  connect?: (...args: unknown[]) => unknown;
};

/**
 * Records the statements the service sends to its database while `during` runs (a request
 * injected inside it included), and only those: background jobs running meanwhile on the same
 * database are left out. A transaction or a connection taken from the pool counts as a statement
 * whose text is `begin` / `connect`.
 */
export function statementRecorder(database: Database) {
  const scope = new AsyncLocalStorage<string[]>();
  const client = (database.db as unknown as { $client: Countable }).$client;
  // A pool's query takes a connection of its own (synchronously): that one is not counted again.
  let inQuery = false;
  const wrap = (name: keyof Countable, text: (args: unknown[]) => string) => {
    const original = client[name];
    if (typeof original !== 'function') return;
    client[name] = function (this: unknown, ...args: unknown[]) {
      if (!(name === 'connect' && inQuery)) scope.getStore()?.push(text(args));
      const outer = inQuery;
      inQuery = true;
      try {
        return (original as (...a: unknown[]) => unknown).apply(client, args);
      } finally {
        inQuery = outer;
      }
    };
  };
  const sqlOf = (args: unknown[]) => {
    const first = args[0];
    if (typeof first === 'string') return first;
    if (first && typeof first === 'object' && 'text' in first) return String(first.text);
    return '?';
  };
  wrap('query', sqlOf);
  wrap('exec', sqlOf);
  wrap('transaction', () => 'begin');
  wrap('connect', () => 'connect');
  return {
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      const result = await scope.run(statements, work);
      return { result, statements };
    },
  };
}

/** Statements that write (or may write): anything but a read. */
export function writes(statements: string[]): string[] {
  return statements.filter((text) => !/^\s*select\b/i.test(text));
}
