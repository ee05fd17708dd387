import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { createPglite, openPglite, openPostgres, type Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';
import { createJobs } from '../src/jobs/queue';

/** Makes the job queue's tables once, in the template, so no test file pays for them. */
async function addJobTables(database: Database) {
  const jobs = createJobs(database, pino({ enabled: false }));
  await jobs.start();
  await jobs.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data dir (tar) to open copies of. */
    pgliteTemplate: string;
    /** With DATABASE_URL: the template database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Makes one migrated and seeded database; every test file opens its own copy of it, which is much
 * faster than migrating a new database per file.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `screenspot_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 2);
    await database.migrate();
    await seedDatabase(database);
    await addJobTables(database);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-template-'));
  const client = await createPglite();
  const database = openPglite(client);
  await database.migrate();
  await seedDatabase(database);
  await addJobTables(database);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
