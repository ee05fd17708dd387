import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';

/** The PostgreSQL server the tests make their own databases on. */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement as the server's admin (create or drop a database). */
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database named after `label`: its URL, and how to drop it. */
export async function createDatabase(label: string) {
  const name = `screenspot_${label}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export type PostgresInstances = {
  instances: { app: FastifyInstance; database: Database }[];
  close(): Promise<void>;
};

/**
 * Two instances of the service on one real PostgreSQL server (DATABASE_URL, else the local one),
 * in a database of their own, sharing one data folder, as behind a load balancer.
 */
export async function startPostgresInstances(label: string, count = 2): Promise<PostgresInstances> {
  const { url, drop } = await createDatabase(label);
  const dataDir = mkdtempSync(path.join(tmpdir(), `screenspot-${label}-`));
  const instances: PostgresInstances['instances'] = [];
  for (let i = 0; i < count; i += 1) {
    const database = openPostgres(url, 10);
    if (i === 0) await database.migrate();
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    instances.push({ app, database });
  }
  return {
    instances,
    async close() {
      for (const { app } of instances) await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The instances a test file shares: started before its first test and closed after its last. The
 * list is filled in when they are ready, so the file can hold on to it from the start.
 */
export function usePostgresInstances(label: string, count = 2): PostgresInstances['instances'] {
  const instances: PostgresInstances['instances'] = [];
  let running: PostgresInstances | undefined;
  beforeAll(async () => {
    running = await startPostgresInstances(label, count);
    instances.push(...running.instances);
  });
  afterAll(() => running?.close());
  return instances;
}
