import {
  uploadIdOf,
  uploadUrl,
  type AdminContentEntry,
  type ContentMedia,
} from '@screenspot/contracts/admin-content';
import type { Db } from '../../db/client';
import type { contentEntries } from '../../db/schema';
import { etagOf } from '../../http/etag';
import { HttpError } from '../../plugins/errors';
import { applyContentValues, contentFields } from './content-fields';
import * as repository from './editing.repository';
import { localizedTexts, withLocalizedTexts } from './localize';
import { sniffImage } from '../../http/raw-image';
import { messageOfWords, fieldMessages } from '../../i18n';

function toAdminEntry(row: typeof contentEntries.$inferSelect): AdminContentEntry {
  return {
    id: row.id,
    collection: row.collection,
    position: row.position,
    fields: contentFields(row.attributes),
    localizations: { ar: localizedTexts(row.localizations.ar) },
    translatable: [...translatablePaths(row.attributes)],
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
  locale: 'en' | 'ar' = 'en',
): Promise<AdminContentEntry> {
  return db.transaction(async (tx) => {
    const row = await repository.lockEntry(tx, id);
    if (!row) throw new HttpError(404, 'console.contentNotFound');
    if (locale !== 'en') {
      const errors = translationErrors(row.attributes, values);
      const firstError = Object.values(errors)[0];
      if (firstError) {
        throw new HttpError(400, messageOfWords(firstError, 'invalidValue'), fieldMessages(errors));
      }
      const localizations = {
        ...row.localizations,
        [locale]: withLocalizedTexts(row.localizations[locale], values),
      };
      return toAdminEntry(await repository.saveEntry(tx, id, { localizations }));
    }
    const result = applyContentValues(row.attributes, values);
    for (const [path, text] of Object.entries(values)) {
      const mediaId = path.endsWith('.mediaId') ? uploadIdOf(text) : null;
      if (mediaId !== null && !(await repository.mediaExists(tx, mediaId))) {
        result.errors[path] = 'This image was not found.';
      }
    }
    const firstError = Object.values(result.errors)[0];
    if (firstError) {
      throw new HttpError(
        400,
        messageOfWords(firstError, 'invalidValue'),
        fieldMessages(result.errors),
      );
    }
    return toAdminEntry(await repository.saveEntry(tx, id, { attributes: result.attributes }));
  });
}

/** A translation may set only the texts the English entry has; images and numbers are shared. */
function translatablePaths(attributes: Record<string, unknown>): Set<string> {
  return new Set(
    contentFields(attributes)
      .filter(
        (field) => field.kind !== 'image' && typeof readPath(attributes, field.path) === 'string',
      )
      .map((field) => field.path),
  );
}

function translationErrors(
  attributes: Record<string, unknown>,
  values: Record<string, string>,
): Record<string, string> {
  const translatable = translatablePaths(attributes);
  const errors: Record<string, string> = {};
  for (const path of Object.keys(values)) {
    if (!translatable.has(path)) errors[path] = 'This field is not translated';
  }
  return errors;
}

function readPath(attributes: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      attributes,
    );
}

export async function uploadMedia(db: Db, fileName: string, bytes: Buffer): Promise<ContentMedia> {
  const contentType = await sniffImage(bytes);
  const id = await repository.insertMedia(db, {
    fileName: fileName.slice(0, 200),
    contentType,
    bytes,
    etag: etagOf(bytes),
  });
  return { id, url: uploadUrl(id) };
}

export async function media(db: Db, id: number) {
  const row = await repository.findMedia(db, id);
  if (!row) throw new HttpError(404, 'console.imageNotFound');
  return row;
}
