import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentEntries, contentMedia } from '../../db/schema';

export function listEntries(db: Db, collection: string, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(contentEntries)
    .where(eq(contentEntries.collection, collection))
    .orderBy(asc(contentEntries.position), asc(contentEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countEntries(db: Db, collection: string): Promise<number> {
  return db.$count(contentEntries, eq(contentEntries.collection, collection));
}

/** Media descriptions without their bytes. */
export function listMedia(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contentMedia.id,
      fileName: contentMedia.fileName,
      contentType: contentMedia.contentType,
    })
    .from(contentMedia)
    .where(inArray(contentMedia.id, ids));
}

export async function findMediaFile(db: Db, id: number) {
  const [row] = await db.select().from(contentMedia).where(eq(contentMedia.id, id)).limit(1);
  return row ?? null;
}
