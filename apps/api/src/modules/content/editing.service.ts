import type { AdminContentEntry, ContentMedia } from '@screenspot/contracts/admin';
import type { Db } from '../../db/client';
import type { contentEntries } from '../../db/schema';
import { etagOf } from '../../http/etag';
import { HttpError } from '../../plugins/errors';
import { applyContentValues, contentFields } from './content-fields';
import * as repository from './editing.repository';
import { sniffImage } from '../../http/raw-image';

function toAdminEntry(row: typeof contentEntries.$inferSelect): AdminContentEntry {
  return {
    id: row.id,
    collection: row.collection,
    position: row.position,
    fields: contentFields(row.attributes),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listEntries(db: Db, collection: string): Promise<AdminContentEntry[]> {
  return (await repository.listEntries(db, collection)).map(toAdminEntry);
}

/** The landing page reads the entry on its next load, so the change shows on reload. */
export async function updateEntry(
  db: Db,
  id: number,
  values: Record<string, string>,
): Promise<AdminContentEntry> {
  return db.transaction(async (tx) => {
    const row = await repository.lockEntry(tx, id);
    if (!row) throw new HttpError(404, 'This content entry was not found.');
    const result = applyContentValues(row.attributes, values);
    const firstError = Object.values(result.errors)[0];
    if (firstError) throw new HttpError(400, firstError, result.errors);
    return toAdminEntry(await repository.saveAttributes(tx, id, result.attributes));
  });
}

/** Public address of an uploaded image, served by the content service. */
export const mediaUrl = (id: number) => `/cms/uploads/${id}`;

export async function uploadMedia(db: Db, fileName: string, bytes: Buffer): Promise<ContentMedia> {
  const contentType = await sniffImage(bytes);
  const id = await repository.insertMedia(db, {
    fileName: fileName.slice(0, 200),
    contentType,
    bytes,
    etag: etagOf(bytes),
  });
  return { id, url: mediaUrl(id) };
}

export async function media(db: Db, id: number) {
  const row = await repository.findMedia(db, id);
  if (!row) throw new HttpError(404, 'This image was not found.');
  return row;
}
