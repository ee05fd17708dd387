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
import { migrationsFolder } from '../src/db/client';

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
