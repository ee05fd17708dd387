import { z } from 'zod';

/** The content service's collections (spec section 3, content entries). */
export const contentCollections = [
  'advantages',
  'displays',
  'whatisleds',
  'ai-drivens',
  'howtouses',
  'contacts',
] as const;
export type ContentCollection = (typeof contentCollections)[number];

/** The content's locales, as Strapi's i18n names them; the first is the default. */
export const contentLocales = ['en', 'ar'] as const;
export type ContentLocale = (typeof contentLocales)[number];
export const defaultContentLocale: ContentLocale = 'en';

/** Strapi's default and largest page sizes. */
export const contentPageSize = { default: 25, max: 100 } as const;

/** A media field as Strapi's REST API answers it when populated. */
export const strapiMediaSchema = z.object({
  data: z
    .object({
      id: z.number().int(),
      attributes: z.object({
        name: z.string(),
        alternativeText: z.string().nullable(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
        mime: z.string(),
        /** Relative to the content service's root, as Strapi gives it: /uploads/… */
        url: z.string(),
      }),
    })
    .nullable(),
});
export type StrapiMedia = z.infer<typeof strapiMediaSchema>;

const timestamps = {
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string(),
  /** The version's language, as Strapi's i18n adds it; only with `locale=all`. */
  locale: z.enum(contentLocales).optional(),
};

const text = z.string();

export const advantagesAttributesSchema = z.object({
  title: text,
  title1: text,
  description1: text,
  title2: text,
  description2: text,
  title3: text,
  description3: text,
  title4: text,
  description4: text,
  ...timestamps,
});

export const displaysAttributesSchema = z.object({
  title: text,
  description1: text,
  description2: text,
  description3: text,
  description4: text,
  footer: text,
  ...timestamps,
});

export const whatIsAttributesSchema = z.object({
  title1: text,
  description1: text,
  title2: text,
  description2: text,
  image1: strapiMediaSchema.optional(),
  image2: strapiMediaSchema.optional(),
  ...timestamps,
});

export const aiDrivenAttributesSchema = z.object({
  title: text,
  description: text,
  image: strapiMediaSchema.optional(),
  ...timestamps,
});

/** Numbered pairs title1/description1, title2/description2, … as many as the operator adds. */
export const howToUseAttributesSchema = z.record(z.string(), z.string());

export const contactsAttributesSchema = z.object({
  title: text,
  description: text,
  address: text,
  phone: text,
  email: text,
  ...timestamps,
});

export const contentAttributesSchemas = {
  advantages: advantagesAttributesSchema,
  displays: displaysAttributesSchema,
  whatisleds: whatIsAttributesSchema,
  'ai-drivens': aiDrivenAttributesSchema,
  howtouses: howToUseAttributesSchema,
  contacts: contactsAttributesSchema,
} as const satisfies Record<ContentCollection, z.ZodType>;

/** Strapi's list answer: `{ data: [{ id, attributes }], meta: { pagination } }`. */
export function strapiListSchema<T extends z.ZodType>(attributes: T) {
  return z.object({
    data: z.array(z.object({ id: z.number().int(), attributes })),
    meta: z.object({
      pagination: z.object({
        page: z.number().int(),
        pageSize: z.number().int(),
        pageCount: z.number().int(),
        total: z.number().int(),
      }),
    }),
  });
}

const pageNumber = z.string().regex(/^\d{1,6}$/, 'Must be a positive whole number');

/**
 * `?locale=ar`: one of the content's locales, or `all` for every localisation of each entry (as
 * Strapi answers it); without it the default locale (English).
 */
export const contentLocaleQuery = z
  .enum([...contentLocales, 'all'], { error: 'Unknown locale: use en, ar or all' })
  .default(defaultContentLocale);
export type ContentLocaleQuery = z.output<typeof contentLocaleQuery>;

/**
 * Strapi's list query: locale, populate (any form) and page-based pagination; other keys are
 * ignored.
 */
export const strapiListQuerySchema = z.looseObject({
  locale: contentLocaleQuery,
  'pagination[page]': pageNumber
    .optional()
    .transform((value) => (value === undefined ? 1 : Number(value)))
    .refine((value) => value >= 1, { message: 'Must be 1 or more' }),
  'pagination[pageSize]': pageNumber
    .optional()
    .transform((value) => (value === undefined ? contentPageSize.default : Number(value)))
    .refine((value) => value >= 1 && value <= contentPageSize.max, {
      message: `Must be between 1 and ${contentPageSize.max}`,
    }),
});

/** Text attributes of each collection without Strapi's bookkeeping fields. */
export type AdvantagesCopy = Omit<
  z.infer<typeof advantagesAttributesSchema>,
  keyof typeof timestamps
>;
export type DisplaysCopy = Omit<z.infer<typeof displaysAttributesSchema>, keyof typeof timestamps>;
export type WhatIsCopy = Pick<
  z.infer<typeof whatIsAttributesSchema>,
  'title1' | 'description1' | 'title2' | 'description2'
>;
export type AiDrivenCopy = Pick<z.infer<typeof aiDrivenAttributesSchema>, 'title' | 'description'>;
export type HowToUseStep = { title: string; description: string };
export type ContactsCopy = Omit<z.infer<typeof contactsAttributesSchema>, keyof typeof timestamps>;
