import { z } from 'zod';

/** The content service's entries as the console edits them. */

/** The content service's collections the console edits, with the names operators see. */
export const contentCollections = [
  { id: 'advantages', label: 'Advantages' },
  { id: 'displays', label: 'Display features' },
  { id: 'whatisleds', label: 'What is' },
  { id: 'ai-drivens', label: 'AI promo' },
  { id: 'howtouses', label: 'How to use' },
  { id: 'contacts', label: 'Contacts' },
] as const;
export type ContentCollection = (typeof contentCollections)[number]['id'];

/** One editable value of an entry: its path in the attributes (a.b.c) and its text. */
export const contentFieldSchema = z.object({
  path: z.string(),
  value: z.string(),
  kind: z.enum(['text', 'longText', 'image']),
});
export type ContentField = z.infer<typeof contentFieldSchema>;

/** The locales besides English that the console edits, with the names operators see. */
export const contentTranslationLocales = [{ id: 'ar', label: 'Arabic' }] as const;
export type ContentTranslationLocale = (typeof contentTranslationLocales)[number]['id'];

export const adminContentEntrySchema = z.object({
  id: z.number().int(),
  collection: z.string(),
  position: z.number().int(),
  /** The English values. */
  fields: z.array(contentFieldSchema),
  /**
   * Each other locale's texts by field path; a path without one shows the English text. Only text
   * fields are translated: images are shared by the locales.
   */
  localizations: z.object({ ar: z.record(z.string(), z.string()) }),
  /** The paths of the fields other locales may set: texts, not images or numbers. */
  translatable: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminContentEntry = z.infer<typeof adminContentEntrySchema>;

export const contentQuerySchema = z.object({
  collection: z.enum(
    contentCollections.map((c) => c.id) as [ContentCollection, ...ContentCollection[]],
    {
      error: 'Unknown collection',
    },
  ),
});

export const contentValueMaxLength = 10_000;

/**
 * PATCH /api/admin/content/:id: new texts for existing paths only, in English unless `locale`
 * names another locale (an empty text there removes the translation).
 */
export const updateContentSchema = z.object({
  locale: z.enum(['en', 'ar'], { error: 'Unknown locale: use en or ar' }).default('en'),
  values: z
    .record(
      z.string().min(1).max(200),
      z.string().max(contentValueMaxLength, `At most ${contentValueMaxLength} characters`),
    )
    .refine((values) => Object.keys(values).length > 0, 'Nothing to change'),
});
export type UpdateContentInput = z.input<typeof updateContentSchema>;

export const contentMediaSchema = z.object({ id: z.number().int(), url: z.string() });
export type ContentMedia = z.infer<typeof contentMediaSchema>;

export const mediaQuerySchema = z.object({
  fileName: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || 'image'),
});

/** Where the site serves an uploaded image; the editor shows a stored reference by this address. */
export const uploadUrl = (id: number) => `/cms/uploads/${id}`;

/** The id in an address made by `uploadUrl`, or null. */
export function uploadIdOf(url: string): number | null {
  const match = /^\/cms\/uploads\/(\d{1,9})$/.exec(url.trim());
  return match ? Number(match[1]) : null;
}
