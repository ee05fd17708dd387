import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server on this machine, where tests and benchmarks make databases of their own. */
export const localAdminUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on its own connection to the database at `url`; answers its rows. */
export async function queryOn<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database named after `label` on the server of `adminUrl` (by default PG_ADMIN_URL,
 * else this machine's): its URL, a query helper, and how to drop it.
 */
export async function createDatabase(
  label: string,
  adminUrl = process.env.PG_ADMIN_URL ?? localAdminUrl,
) {
  const name = `screenspot_${label}_${randomBytes(4).toString('hex')}`;
  await queryOn(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
      queryOn<T>(url.toString(), sql, values),
    drop: async () => {
      await queryOn(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
