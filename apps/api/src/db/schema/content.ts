// The CMS: content entries and their media.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt, id } from './columns';

/** Entries of the content service, one row per Strapi collection item. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: id(),
    /** advantages, displays, whatisleds, ai-drivens, howtouses, contacts */
    collection: text('collection').notNull(),
    position: integer('position').notNull().default(0),
    /** The default locale's (English) attributes, answered as they are. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    /**
     * Other locales' versions by locale code ({ ar: { title: '…' } }): the same keys as the
     * attributes, texts only; a missing text falls back to the English one.
     */
    localizations: jsonb('localizations')
      .$type<Record<string, Record<string, unknown>>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_entries_collection_idx').on(t.collection, t.position)],
);

/** Images referenced by content entries, served under /cms/uploads/{id}. */
export const contentMedia = pgTable('content_media', {
  id: id(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});
