import { z } from 'zod';
import { advertCategorySchema } from './advert';
import { searchText } from './auth-fields';
import { daypartIds } from './booking';
import { limits } from './limits';
import { messages } from './messages';
import { wholeNumberMessage, wholeNumberText } from './record-id';

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

const wholeNumber = wholeNumberMessage;

const idText = wholeNumberText(messages.required);

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

/**
 * Pins one answer of `/api/leds/pins` holds at most: 1,000 pins are about 20 KB brotli (26 KB at
 * full coordinate precision), so no search's answer passes 50 KB. Past them, a `Link` header
 * (rel="next") asks for the pins after the last one.
 */
export const pinAnswerMaxPins = 1_000;

/** The pins query: the finder's filters, and the id after which the answer starts (the last pin of the answer before). */
export const pinPartQuerySchema = pinQuerySchema.extend({
  after: idText
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .describe('Only the pins after this screen id: the last pin of the answer before.'),
});

/** Points one clustered map answer holds at most: single pins and clusters together. */
export const mapAnswerMaxPoints = 400;

const coordinate = z
  .string()
  .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'Must be a number of degrees')
  .transform(Number);

/**
 * The map's view: the finder's filters, the box it shows (`west,south,east,north` in degrees) and
 * its zoom (0–22). Screens close together at that zoom come back as one cluster.
 */
export const pinClusterQuerySchema = pinQuerySchema
  .extend({
    bbox: z
      .string({ error: (issue) => (issue.input === undefined ? messages.required : undefined) })
      .transform((value) => value.split(','))
      .pipe(
        z.tuple([coordinate, coordinate, coordinate, coordinate], 'Must be west,south,east,north'),
      ),
    zoom: z
      .string({ error: (issue) => (issue.input === undefined ? messages.required : undefined) })
      .regex(/^\d{1,2}$/, 'Must be a whole zoom level')
      .transform(Number)
      .refine((value) => value <= 22, 'Must be between 0 and 22'),
  })
  .refine(
    ({ bbox: [west, south, east, north] }) =>
      west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north,
    { message: 'Must be west,south,east,north within the world, west before east', path: ['bbox'] },
  );
export type PinClusterQuery = z.input<typeof pinClusterQuerySchema>;

/** Screens close together, as one point: where they are on average, how many, and their box. */
export const screenClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
});
export type ScreenCluster = z.infer<typeof screenClusterSchema>;

/** The map's answer for one view: at most mapAnswerMaxPoints points, pins and clusters. */
export const pinClusterAnswerSchema = z.object({
  pins: screenPinListSchema,
  clusters: z.array(screenClusterSchema),
  /** Screens matching the filters in the box, in pins and clusters together. */
  total: z.number().int(),
});
export type PinClusterAnswer = z.infer<typeof pinClusterAnswerSchema>;

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
