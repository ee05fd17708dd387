import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Writable } from 'node:stream';
import { pino, type Level, type Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { createPglite, openPglite, openPostgres, type Database } from '../src/db/client';
import { requestsAs } from './builders';

/** A logger that keeps every line it writes from `level` up, for tests that read the log. */
export function capturingLogger(level: Level = 'trace'): { logger: Logger; lines(): string[] } {
  let written = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { logger: pino({ level }, sink), lines: () => written.split('\n').filter(Boolean) };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  /** Another instance of the service on the same database, as behind a load balancer. */
  buildPeer(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
};

/** A fresh copy of the migrated, seeded template database. */
async function openTestDatabase(): Promise<{
  database: Database;
  /** A second connection (pool) to the same database. */
  reopen(): Database;
  drop(): Promise<void>;
}> {
  const postgresTemplate = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (postgresTemplate && databaseUrl) {
    const name = `screenspot_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // A hundred requests racing for five connections, on a machine busy with other suites, can
    // wait longer than the service's 5 s for one: the tests wait on the database, not the clock.
    return {
      database: openPostgres(url.toString(), 5, 60_000),
      reopen: () => openPostgres(url.toString(), 5, 60_000),
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplate'));
  const client = await createPglite({ loadDataDir: new Blob([template]) });
  // PGlite is one connection in this process; a peer shares it and leaves closing it to the first.
  return {
    database: openPglite(client),
    reopen: () => ({ ...openPglite(client), close: async () => {} }),
    drop: async () => {},
  };
}

/** The whole service built in-process on its own database and data folder. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: Logger;
    /** Adds routes of the test's own (before the app is ready). */
    extend?: (app: FastifyInstance) => void;
    /** The clock of the booking rules and the hold sweep, for tests that move time. */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-test-'));
  // The time-driven sweeps (milestones, the nightly delivery check) would move other tests' orders
  // at the real time; the tests of those sweeps turn them on.
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    MILESTONE_SWEEP_SECONDS: '0',
    FLEET_WATCH_SECONDS: '0',
    DELIVERY_CHECK: 'false',
    ...env,
  });
  const { database, reopen, drop } = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    clock: options.clock,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    buildPeer: async () => {
      const peer = await buildApp({
        config,
        database: reopen(),
        logger: options.logger ?? false,
        clock: options.clock,
      });
      await peer.ready();
      return { app: peer, close: () => peer.close() };
    },
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The service's dependencies as its services and jobs take them, for tests that call those
 * directly: each takes the ones it needs.
 */
export function serviceDeps(t: TestApp) {
  return {
    db: t.database.db,
    config: t.config,
    messenger: t.app.deps.messenger,
    providers: t.app.deps.payments,
    log: t.app.log,
    storage: t.app.deps.storage,
  };
}

/**
 * The app a test file shares: built before its first test and closed after its last. The object is
 * filled in when the app is ready, so the file can hold on to it from the start.
 */
export function useTestApp(...args: Parameters<typeof buildTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(...args));
  });
  afterAll(() => t.close?.());
  return t;
}

/**
 * useTestApp with what a file takes from it besides the app: its database, requests as signed-in
 * accounts (`as(customer.id, 'GET', url)`), and the dependencies its services and jobs take
 * (filled in when the app is ready, like the app).
 */
export function useTestContext(...args: Parameters<typeof buildTestApp>) {
  const t = useTestApp(...args);
  const deps = {} as ReturnType<typeof serviceDeps>;
  beforeAll(() => {
    Object.assign(deps, serviceDeps(t));
  });
  return { t, db: () => t.database.db, as: requestsAs(t), deps };
}

/** The service as it runs in production (with a session secret), for one test: closed after it. */
export async function withProductionApp<T>(
  run: (prod: TestApp) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const prod = await buildTestApp({
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-secret-of-enough-length-0123456789',
    ...env,
  });
  try {
    return await run(prod);
  } finally {
    await prod.close();
  }
}
