import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tableListing } from '../../db/paging';
import { contentEntries, contentMedia } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';
import { findRow } from '../../db/find-row';

/** A collection's entries in their order. */
export function entryListing(db: Db, collection: string) {
  return tableListing(db, contentEntries, eq(contentEntries.collection, collection), [
    asc(contentEntries.position),
    asc(contentEntries.id),
  ]);
}

/** Media descriptions without their bytes. */
export function listMedia(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columnsOf(contentMedia, 'id', 'fileName', 'contentType'))
    .from(contentMedia)
    .where(inArray(contentMedia.id, ids));
}

export function findMediaFile(db: Db, id: number) {
  return findRow(db, contentMedia, eq(contentMedia.id, id));
}
