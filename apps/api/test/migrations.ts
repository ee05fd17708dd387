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
  work: (
    client: Awaited<ReturnType<typeof createPglite>>,
    migrateRest: () => Promise<void>,
  ) => Promise<void>,
): Promise<void> {
  const client = await createPglite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsBefore(tag) });
    await work(client, () => migrate(drizzle({ client }), { migrationsFolder }));
  } finally {
    await client.close();
  }
}
