import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server on this machine (tests only); each spec that needs it makes its own database. */
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function run<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database: its URL, a query helper, and how to drop it. */
export async function createDatabase(label: string) {
  const name = `screenspot_e2e_${label}_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
      run<T>(url.toString(), sql, values),
    drop: () => run(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
