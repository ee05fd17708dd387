import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow, rowExists } from '../../db/find-row';
import { contentEntries, contentMedia } from '../../db/schema';

export function listEntries(db: Db, collection: string) {
  return db
    .select()
    .from(contentEntries)
    .where(eq(contentEntries.collection, collection))
    .orderBy(asc(contentEntries.position), asc(contentEntries.id));
}

export function lockEntry(db: Db, id: number) {
  return findRow(db, contentEntries, eq(contentEntries.id, id), { lock: true });
}

/** Saves an entry's English attributes or its translations. */
export async function saveEntry(
  db: Db,
  id: number,
  values:
    | { attributes: Record<string, unknown> }
    | { localizations: Record<string, Record<string, unknown>> },
) {
  const [row] = await db
    .update(contentEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contentEntries.id, id))
    .returning();
  return row!;
}

export async function insertMedia(
  db: Db,
  media: { fileName: string; contentType: string; bytes: Buffer; etag: string },
): Promise<number> {
  const [row] = await db.insert(contentMedia).values(media).returning({ id: contentMedia.id });
  return row!.id;
}

export function mediaExists(db: Db, id: number): Promise<boolean> {
  return rowExists(db, contentMedia.id, id);
}

export function findMedia(db: Db, id: number) {
  return findRow(db, contentMedia, eq(contentMedia.id, id));
}
