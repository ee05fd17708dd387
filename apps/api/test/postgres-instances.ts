import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';

/** The PostgreSQL server the tests make their own databases on. */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement as the server's admin (create or drop a database). */
export async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
  const name = `screenspot_${label}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `screenspot-${label}-`));
  const instances: PostgresInstances['instances'] = [];
  for (let i = 0; i < count; i += 1) {
    const database = openPostgres(url.toString(), 10);
    if (i === 0) await database.migrate();
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    instances.push({ app, database });
  }
  return {
    instances,
    async close() {
      for (const { app } of instances) await app.close();
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
