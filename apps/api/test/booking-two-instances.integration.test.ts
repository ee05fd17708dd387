import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openPostgres, queryRows, type Database } from '../src/db/client';
import { bookingItem, buildLoopScreen, daysFromNow } from './booking-builders';
import { buildCustomer, sessionCookie } from './builders';

// Two instances of the service on one real PostgreSQL server (DATABASE_URL, else the local one):
// the ledger's row locks, not anything in a process, keep a cell from being oversold.
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createDatabase() {
  const name = `screenspot_two_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

let made: Awaited<ReturnType<typeof createDatabase>>;
const instances: { app: FastifyInstance; database: Database }[] = [];
let dataDir: string;

beforeAll(async () => {
  made = await createDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-two-'));
  for (let i = 0; i < 2; i += 1) {
    const database = openPostgres(made.url, 10);
    if (i === 0) await database.migrate();
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: made.url });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    instances.push({ app, database });
  }
});

afterAll(async () => {
  for (const { app } of instances) await app.close();
  await made.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL', () => {
  it('sell the last 12 spots of a cell to exactly 12 of 100 customers', async () => {
    const db = instances[0]!.database.db;
    const screen = await buildLoopScreen(db, { loopSlots: 12 });
    const day = daysFromNow(12);
    const item = bookingItem({ ledId: screen.id, startDate: day, endDate: day });
    const cookies: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      cookies.push(await sessionCookie(db, (await buildCustomer(db)).id));
    }
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        instances[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers: { cookie },
          payload: { items: [item] },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(88);
    const winners = answers.filter((res, i) => res.statusCode === 201 && i % 2 === 1);
    expect(winners.length).toBeGreaterThan(0);
    const [cell] = await queryRows<{ held: number }>(
      db,
      sql`select held from booking_cells where billboard_id = ${screen.id} and date = ${day}::date and daypart = 'evening'`,
    );
    expect(Number(cell!.held)).toBe(12);
  });
});
