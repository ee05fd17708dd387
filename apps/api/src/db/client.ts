import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { servePglite } from './pglite-socket';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in the repo; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a database-wide lock, so concurrent starts take turns. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Listens to a NOTIFY channel. `onResume` is called when the listening connection was lost and
   * is back (notifications may have been missed meanwhile). Answers a function that stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * A wire-protocol connection string for the job queue's own `pg` pool: the server's URL, or for
   * PGlite a local socket serving this same embedded database (closed with `close`).
   */
  queueConnection(): Promise<{ connectionString: string; close(): Promise<void> }>;
};

export type ListenHandlers = { onMessage: (payload: string) => void; onResume?: () => void };

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

// Any constant works; it only has to be the same for every instance of the service.
const startupLockKey = 727_001;

/**
 * An embedded database with the extensions the migrations use (pg_trgm for the finder's substring
 * search). Every PGlite the service or its tests open goes through here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    // PGlite is a single connection inside this process: there is nobody to take turns with.
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    // The embedded database lives in this process: its connection cannot drop.
    listen: async (channel, { onMessage }) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    queueConnection: () => servePglite(client),
  };
}

/**
 * `waitForConnectionMs`: how long a query waits for a free connection before it fails (the
 * service answers 503); the tests give a machine busy with other suites longer.
 */
export function openPostgres(
  connectionString: string,
  poolSize = 10,
  waitForConnectionMs = 5_000,
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: waitForConnectionMs,
  });
  // An idle client losing its server (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => {});
      lockClient.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      exclusive(() => migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder })),
    exclusive,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    queueConnection: async () => ({ connectionString, close: async () => {} }),
  };
}

/**
 * LISTEN needs a connection of its own, held for as long as anyone listens (a pooled one would be
 * handed to other queries). When it drops (a server restart), it reconnects with a growing pause.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async (resumed: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    client = next;
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    delay = 250;
    if (resumed) handlers.onResume?.();
  };

  const reconnect = () => {
    if (stopped || retry) return;
    const lost = client;
    client = null;
    lost?.removeAllListeners();
    lost?.on('error', () => {});
    void lost?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch(() => reconnect());
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 5_000);
  };

  try {
    await connect(false);
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
  };
}

/** The embedded database when no DATABASE_URL is set, else a pool on the real server. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const client = await createPglite({ dataDir: dir });
  return openPglite(client);
}

/**
 * The database's own error (SQLSTATE `code`, `detail`) behind a failed query: drizzle wraps the
 * driver's error as its `cause`. Null for any other error.
 */
export function databaseError(error: unknown): { code: string; detail?: string } | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const code = (candidate as { code?: unknown } | null)?.code;
    if (typeof code === 'string') return candidate as { code: string; detail?: string };
  }
  return null;
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
