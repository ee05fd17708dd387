import type { ContentCollection, ContentLocale } from '@screenspot/contracts/content';
import type { Db } from '../../db/client';
import { localizedAttributes } from './localize';
import { isMediaReference, mediaUrl, type MediaReference } from './media';
import * as repository from './repository';

export type ContentListQuery = {
  page: number;
  pageSize: number;
  populate: boolean;
  locale: ContentLocale;
};

type MediaRow = Awaited<ReturnType<typeof repository.listMedia>>[number];

function strapiMedia(reference: MediaReference, media: MediaRow | undefined) {
  if (!media) return { data: null };
  return {
    data: {
      id: media.id,
      attributes: {
        name: media.fileName,
        alternativeText: reference.alternativeText ?? null,
        width: reference.width ?? null,
        height: reference.height ?? null,
        mime: media.contentType,
        url: mediaUrl(media),
      },
    },
  };
}

/**
 * One page of a collection in Strapi's REST shape, in the asked locale (texts it lacks in English).
 * Like Strapi, media fields appear only when the caller asks to populate them.
 */
export async function listContent(db: Db, collection: ContentCollection, query: ContentListQuery) {
  const [rows, total] = await Promise.all([
    repository.listEntries(db, collection, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countEntries(db, collection),
  ]);
  const entries = rows.map((row) => ({
    ...row,
    attributes: localizedAttributes(row.attributes, row.localizations, query.locale),
  }));
  const mediaIds = query.populate
    ? entries.flatMap((row) => Object.values(row.attributes).filter(isMediaReference))
    : [];
  const media = new Map(
    (
      await repository.listMedia(db, [...new Set(mediaIds.map((reference) => reference.mediaId))])
    ).map((row) => [row.id, row]),
  );

  const data = entries.map((row) => {
    const attributes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row.attributes)) {
      if (!isMediaReference(value)) attributes[key] = value;
      else if (query.populate) attributes[key] = strapiMedia(value, media.get(value.mediaId));
    }
    attributes.createdAt = row.createdAt.toISOString();
    attributes.updatedAt = row.updatedAt.toISOString();
    attributes.publishedAt = row.createdAt.toISOString();
    return { id: row.id, attributes };
  });

  return {
    data,
    meta: {
      pagination: {
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
        total,
      },
    },
  };
}
