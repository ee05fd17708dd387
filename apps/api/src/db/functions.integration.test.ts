import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Db } from './client';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));

type Definitions = { functions: Record<string, string>; triggers: Record<string, string> };

/** The database's own functions and triggers, as PostgreSQL prints them (extensions' left out). */
async function definitions(db: Pick<Db, 'execute'>): Promise<Definitions> {
  const functions = await db.execute(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
  const triggers = await db.execute(sql`
    select t.tgname as name, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal`);
  // Both drivers answer `{ rows }`; the shared type does not say so.
  const byName = (result: unknown) =>
    Object.fromEntries(
      (result as { rows: { name: string; definition: string }[] }).rows.map((row) => [
        row.name,
        row.definition,
      ]),
    );
  return { functions: byName(functions), triggers: byName(triggers) };
}

const t = useTestApp();

describe('the readable SQL functions in db/functions', () => {
  it('name every function and trigger the migrations made, each in its own file', async () => {
    const current = await definitions(t.database.db);
    const declared = (pattern: RegExp) =>
      files.flatMap((file) => [...file.text.matchAll(pattern)].map((match) => match[1]!)).sort();
    const missing = Object.keys(current.functions).filter(
      (name) => !files.some((file) => file.name === `${name}.sql`),
    );
    // A new function or trigger in a migration needs its current definition here too.
    expect(missing, JSON.stringify(current, null, 2)).toEqual([]);
    expect(declared(/FUNCTION public\.(\w+)\(/g)).toEqual(Object.keys(current.functions).sort());
    expect(declared(/TRIGGER (\w+) /g)).toEqual(Object.keys(current.triggers).sort());
  });

  it.each(files)('$name, applied to the migrated database, changes nothing', async (file) => {
    const before = await definitions(t.database.db);
    const rollback = new Error('rolled back on purpose');
    let after: Definitions | undefined;
    await expect(
      t.database.db.transaction(async (tx) => {
        for (const statement of file.text.split('--> statement-breakpoint')) {
          await tx.execute(sql.raw(statement));
        }
        after = await definitions(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(after).toEqual(before);
  });

  it('would notice a file that differs from the database', async () => {
    const edited = files
      .find((file) => file.name === 'bump_catalog_version.sql')!
      .text.replace('"version" + 1', '"version" + 2');
    const before = await definitions(t.database.db);
    const rollback = new Error('rolled back on purpose');
    let after: Definitions | undefined;
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(edited.split('--> statement-breakpoint')[0]!));
        after = await definitions(tx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(after!.functions.bump_catalog_version).not.toBe(before.functions.bump_catalog_version);
  });
});
