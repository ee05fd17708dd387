import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { openDatabase, queryRows } from '../db/client';
import { buildTestApp } from '../../test/app';
import { createDatabase } from '../../test/postgres-instances';
import type { JobHandler } from './queue';

const root = path.resolve(import.meta.dirname, '../../../..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function postgresDatabase(): Promise<string> {
  const { url, drop } = await createDatabase('jobs');
  cleanups.push(drop);
  return url;
}

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-jobs-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An instance of the service on a database, with test queues declared before it starts. */
async function instance(
  env: Record<string, string>,
  queues: Record<string, JobHandler<{ n?: number; note?: string }>>,
) {
  const config = parseConfig({ NODE_ENV: 'test', JOBS_MAINTENANCE_SECONDS: '1', ...env });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  for (const [name, handler] of Object.entries(queues)) {
    app.deps.jobs.work(name, handler, {
      pollingIntervalSeconds: 0.5,
      concurrency: 3,
      retryDelaySeconds: 1,
    });
  }
  await app.ready();
  return app;
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the crash child until its job has started, then kills it with SIGKILL. */
async function startAndKill(env: Record<string, string>): Promise<string> {
  // The child's database is the case's own: a DATABASE_URL of the run (CI's PostgreSQL pass)
  // must not send the embedded case's child to another database.
  const { DATABASE_URL: _runDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/job-crash-child.ts'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'test', JOBS_MAINTENANCE_SECONDS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let exitCode: number | null | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  // The child compiles and boots the whole service, which on a loaded machine takes a while: it
  // is given the test's time, and a child that dies before its job starts fails the test at once.
  const id = await until(() => {
    if (exitCode !== undefined) throw new Error(`the crash child exited (${exitCode}): ${output}`);
    return /started (\S+)/.exec(output)?.[1];
  }, 240_000);
  child.kill('SIGKILL');
  await exited;
  return id;
}

describe.each([
  [
    'PostgreSQL',
    async (): Promise<Record<string, string>> => ({ DATABASE_URL: await postgresDatabase() }),
  ],
  ['embedded PGlite (over pglite-socket)', async () => ({ DATA_DIR: tempDir() })],
])('the job queue on %s', (_label, environment) => {
  it('runs a job whose instance was killed mid-job on the next instance that starts', async () => {
    const env = await environment();
    const jobId = await startAndKill(env);

    const runs: string[] = [];
    const app = await instance(env, {
      'test.crash': async (data, job) => {
        expect(data).toEqual({ note: 'survives a crash' });
        runs.push(job.id);
      },
    });
    try {
      await until(() => (runs.length > 0 ? true : undefined));
      expect(runs).toEqual([jobId]);
    } finally {
      await app.close();
    }
  }, 360_000);

  it('never runs one job on two instances, and every job runs', async () => {
    const env = await environment();
    const running = new Set<number>();
    const runs: { n: number; by: string }[] = [];
    let overlapped = false;
    const handlerOf =
      (by: string): JobHandler<{ n?: number }> =>
      async ({ n }) => {
        if (running.has(n!)) overlapped = true;
        running.add(n!);
        await new Promise((resolve) => setTimeout(resolve, 20));
        runs.push({ n: n!, by });
        running.delete(n!);
      };
    const first = await instance(env, { 'test.once': handlerOf('first') });
    let second: FastifyInstance | undefined;
    try {
      // PGlite is one process's database: the second instance shares it, as `buildPeer` does.
      second =
        'DATA_DIR' in env
          ? await sharedPeer(first, { 'test.once': handlerOf('second') })
          : await instance(env, { 'test.once': handlerOf('second') });
      for (let n = 0; n < 30; n += 1) await first.deps.jobs.send('test.once', { n });
      await until(() => (runs.length >= 30 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(overlapped).toBe(false);
      expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, n) => n),
      );
    } finally {
      await second?.close();
      await first.close();
    }
    // Two instances start on a fresh database: on a busy machine that alone can take a minute.
  }, 120_000);
});

/** A second instance on the first one's embedded database (one PGlite per process). */
async function sharedPeer(
  first: FastifyInstance,
  queues: Record<string, JobHandler<{ n?: number }>>,
) {
  const database = { ...first.deps.database, close: async () => {} };
  const app = await buildApp({ config: first.deps.config, database, logger: false });
  for (const [name, handler] of Object.entries(queues)) {
    app.deps.jobs.work(name, handler, { pollingIntervalSeconds: 0.5, concurrency: 3 });
  }
  await app.ready();
  return app;
}

describe('the job queue in a test app', () => {
  it('starts on the template database without making its tables again', async () => {
    const t = await buildTestApp();
    try {
      // The template made pg-boss's schema once; the app only declared its queues in it.
      const [row] = await queryRows<{ queues: number }>(
        t.database.db,
        sql`select count(*)::int as queues from pgboss.queue`,
      );
      expect(row!.queues).toBeGreaterThanOrEqual(2);
    } finally {
      await t.close();
    }
  });
});

describe('the job queue on a new PostgreSQL database', () => {
  // Each instance is ready only once its queues exist: a deadlock between them fails the start.
  it('lets instances start at the same moment: each creates the queues or finds them made', async () => {
    for (let round = 0; round < 3; round += 1) {
      const env = { DATABASE_URL: await postgresDatabase() };
      const apps = await Promise.all([instance(env, {}), instance(env, {}), instance(env, {})]);
      try {
        const health = await Promise.all(apps.map((app) => app.inject({ url: '/api/health' })));
        expect(health.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    }
  }, 120_000);
});
