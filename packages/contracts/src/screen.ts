import { z } from 'zod';
import { advertCategorySchema } from './advert';
import { searchText } from './auth-fields';
import { daypartIds } from './booking';
import { limits } from './limits';
import { messages } from './messages';

/** A segment of screens; the spec's wire names call it a category (categoryId, getCategories). */
export const segmentSchema = z.object({
  categoryId: z.number().int(),
  value: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

/** What the finder and the console both say of a screen: its place, price and format. */
export const screenDetailsSchema = z.object({
  billboardName: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /**
   * In dollars. To buyers (finder, pins, detail) the "from" price: the cheapest daypart's price of
   * one spot for one day (`fromPriceCents`). In the console, the screen's price of a whole day.
   */
  price: z.number(),
  title: z.string(),
  description: z.string(),
  screens: z.number().int(),
  /** Resolution text such as 1920x1080. */
  size: z.string(),
  mediaType: z.string(),
  /** Maximum video length in seconds. */
  duration: z.number().int(),
});

/** Where a screen is: its name, the place's name and its coordinates. */
export const screenPlaceSchema = screenDetailsSchema.pick({
  billboardName: true,
  location: true,
  latitude: true,
  longitude: true,
});

/** A screen as the spec's `led` answers carry it: `ledId`, `billboardName` and the rest. */
export const screenSchema = z.object({
  id: z.number().int(),
  ledId: z.number().int(),
  ...screenDetailsSchema.shape,
  categoryId: z.number().int().nullable(),
});
export type Screen = z.infer<typeof screenSchema>;

export const screenListSchema = z.array(screenSchema);

/** A screen as the map needs it: where it is and its starting price, nothing more. */
export const screenPinSchema = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number(),
});
export type ScreenPin = z.infer<typeof screenPinSchema>;
export const screenPinListSchema = z.array(screenPinSchema);

/** One spot for one day in each daypart the screen sells, in whole cents: the price unit. */
export const daypartPriceListSchema = z.array(
  z.object({ daypart: z.enum(daypartIds), priceCents: z.number().int().nonnegative() }),
);
export type DaypartPriceList = z.infer<typeof daypartPriceListSchema>;

const wholeNumber = 'Must be a positive whole number';

const idText = z
  .string({
    error: (issue) => (issue.input === undefined ? messages.required : wholeNumber),
  })
  .regex(/^\d{1,9}$/, wholeNumber);

/**
 * `locale=ar` answers the screens' and segments' Arabic texts (English where a screen has none);
 * without it the Accept-Language header decides, and English is the default.
 */
export const answerLocaleSchema = z
  .enum(['en', 'ar'], { error: 'Unknown locale: use en or ar' })
  .optional();

export const finderQuerySchema = z.object({
  locale: answerLocaleSchema,
  location: searchText,
  boardName: searchText,
  // The segment dropdown's 'Clear Selection' sends an empty value: no segment filter.
  categoryId: z
    .string()
    .regex(/^\d{0,9}$/, wholeNumber)
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
  /** "Accepts my category": only screens whose owner does not block this advert category. */
  accepts: z
    .union([advertCategorySchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  page: idText.optional().transform((value) => (value === undefined ? undefined : Number(value))),
  size: idText
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .refine((value) => value === undefined || (value >= 1 && value <= limits.finderMaxPageSize), {
      message: `Must be between 1 and ${limits.finderMaxPageSize}`,
    }),
});
export type FinderQuery = z.input<typeof finderQuerySchema>;

/** The finder's filters without paging: the map shows every match. */
export const pinQuerySchema = finderQuerySchema.pick({
  location: true,
  boardName: true,
  categoryId: true,
  accepts: true,
});

export const ledIdQuerySchema = z.object({
  ledId: idText.transform(Number),
  locale: answerLocaleSchema,
});

export const localeQuerySchema = z.object({ locale: answerLocaleSchema });

/** Width and height from a size text such as 1920x1080 or 720x1280. */
export function parseScreenSize(size: string): { width: number; height: number } | null {
  const match = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/.exec(size);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}
