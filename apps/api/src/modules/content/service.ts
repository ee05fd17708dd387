import {
  contentLocales,
  type ContentCollection,
  type ContentLocaleQuery,
} from '@screenspot/contracts/content';
import type { Db } from '../../db/client';
import { localizedAttributes } from './localize';
import { isMediaReference, mediaUrl, type MediaReference } from './media';
import * as repository from './repository';

export type ContentListQuery = {
  page: number;
  pageSize: number;
  populate: boolean;
  locale: ContentLocaleQuery;
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
 * With `locale=all` every entry comes once per locale, English first, each saying its `locale`, and
 * the pages count those versions, as Strapi's do; both versions keep the entry's id (they are one
 * entry here, with its translation beside it; decision 0035). Like Strapi, media fields appear only
 * when the caller asks to populate them.
 */
export async function listContent(db: Db, collection: ContentCollection, query: ContentListQuery) {
  const locales = query.locale === 'all' ? contentLocales : [query.locale];
  // The page's window over the entries' versions, and the entries that hold it.
  const offset = (query.page - 1) * query.pageSize;
  const firstEntry = Math.floor(offset / locales.length);
  const lastEntry = Math.ceil((offset + query.pageSize) / locales.length);
  const listing = repository.entryListing(db, collection);
  const [rows, entryCount] = await Promise.all([
    listing.rows({ limit: lastEntry - firstEntry, offset: firstEntry }),
    listing.total(),
  ]);
  const total = entryCount * locales.length;
  const skip = offset - firstEntry * locales.length;
  const entries = rows
    .flatMap((row) =>
      locales.map((locale) => ({
        ...row,
        locale,
        attributes: localizedAttributes(row.attributes, row.localizations, locale),
      })),
    )
    .slice(skip, skip + query.pageSize);
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
    // Only versions side by side need telling apart: a single locale keeps its shape (decision 0031).
    if (query.locale === 'all') attributes.locale = row.locale;
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
