import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite, migrationsFolder } from '../src/db/client';

type Journal = { entries: { idx: number; tag: string }[] };

type Pglite = Awaited<ReturnType<typeof createPglite>>;

/**
 * The migrations folder as it was before a migration: a copy holding the journal's entries up to,
 * and not including, the one tagged `tag`. Removed when the test process ends.
 */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const position = journal.entries.findIndex((entry) => entry.tag === tag);
  if (position < 0) throw new Error(`No migration is tagged ${tag}.`);
  const kept = journal.entries.slice(0, position);
  const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-migrations-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  for (const file of readdirSync(migrationsFolder)) {
    if (kept.some((entry) => `${entry.tag}.sql` === file)) {
      copyFileSync(path.join(migrationsFolder, file), path.join(dir, file));
    }
  }
  return dir;
}

/**
 * A fresh embedded database migrated up to just before the migration tagged `tag`: `work` fills
 * it as it was then, calls `migrateRest()` to run that migration and the later ones, and checks
 * what they did. The database is closed afterwards, whatever happens.
 */
export async function acrossMigration(
  tag: string,
  work: (client: Pglite, migrateRest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const client = await createPglite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsBefore(tag) });
    await work(client, () => migrate(drizzle({ client }), { migrationsFolder }));
  } finally {
    await client.close();
  }
}

/** The rows a query answers on an embedded database. */
export async function rowsOf<Row>(client: Pglite, query: string): Promise<Row[]> {
  return (await client.query<Row>(query)).rows;
}

/**
 * SQL that adds `count` customers (c1@example.com, +971500000001, Company 1, …) and a screen
 * of each name (in Dubai, 15 s spots at $240 a day), in the columns their tables have had since
 * before organisations (migration 0026): the accounts and screens a migration's test starts from.
 */
export function customersAndScreens(count: number, screenNames: string[]): string {
  const names = screenNames.map((name) => `'${name.replaceAll("'", "''")}'`).join(', ');
  return `
    insert into customers (email, phone_number, company_name, name, surname, password_hash)
    select 'c' || g || '@example.com', '+97150000000' || g, 'Company ' || g, 'N', 'S', 'x'
    from generate_series(1, ${count}) g;
    insert into screens (name, location, latitude, longitude, title, description, size,
                         media_type, duration_seconds, price_cents)
    select s, 'Dubai', 25.08, 55.14, s, 'A screen', '1920x1080', 'LED', 15, 24000
    from unnest(array[${names}]) s;`;
}
