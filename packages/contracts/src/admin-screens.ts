import { z } from 'zod';
import { consoleText } from './admin';
import { parseScreenSize, screenDetailsSchema } from './screen';
import { recordIdSchema } from './record-id';

/** The console's screens, their images and the segments they belong to. */

const numberField = (label: string, min: number, max: number, integer = false) => {
  const base = z.coerce.number({ error: `${label} must be a number` });
  return (integer ? base.int(`${label} must be a whole number`) : base)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
};

/**
 * An Arabic version of a text: optional (left out, the stored one stays), and an empty one removes
 * it, so the English text shows in Arabic.
 */
const arabicText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null));

/** POST /api/admin/screens and PUT /api/admin/screens/:id; the console's screen form. */
export const screenInputSchema = z.object({
  billboardName: consoleText(120),
  location: consoleText(200),
  latitude: numberField('Latitude', -90, 90),
  longitude: numberField('Longitude', -180, 180),
  /** Starting price per spot in dollars, whole cents. */
  price: numberField('Price', 1, 1_000_000).refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Price can have at most two decimals',
  ),
  title: consoleText(200),
  description: consoleText(2000),
  screens: numberField('Screens', 1, 100, true),
  size: consoleText(20).refine(
    (value) => parseScreenSize(value) !== null,
    'Size must look like 1920x1080',
  ),
  mediaType: consoleText(80),
  duration: numberField('Duration', 1, 600, true),
  loopSlots: numberField('Spots in the loop', 1, 1000, true),
  billboardNameAr: arabicText(120),
  locationAr: arabicText(200),
  titleAr: arabicText(200),
  descriptionAr: arabicText(2000),
  categoryId: z
    .union([z.literal(''), z.null(), recordIdSchema])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type ScreenInput = z.input<typeof screenInputSchema>;
export type ScreenValues = z.output<typeof screenInputSchema>;

export const adminScreenSchema = z.object({
  id: z.number().int(),
  ...screenDetailsSchema.shape,
  loopSlots: z.number().int(),
  /** The Arabic texts; null where the screen shows its English text in Arabic too. */
  billboardNameAr: z.string().nullable(),
  locationAr: z.string().nullable(),
  titleAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  /** The image's ETag, null when the screen has none. */
  imageEtag: z.string().nullable(),
  openOrders: z.number().int(),
  updatedAt: z.string(),
});
export type AdminScreen = z.infer<typeof adminScreenSchema>;

/** Screen and content images: what the console accepts, judged by the file's bytes. */
export const imageUpload = {
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  maxBytes: 5 * 1024 * 1024,
  accept: 'image/jpeg,image/png,image/webp',
};

export const imageUploadedSchema = z.object({ etag: z.string() });

export const segmentInputSchema = z.object({ value: consoleText(80), valueAr: arabicText(80) });
export type SegmentInput = z.input<typeof segmentInputSchema>;

export const adminSegmentSchema = z.object({
  categoryId: z.number().int(),
  value: z.string(),
  /** The name in Arabic; null shows the English name. */
  valueAr: z.string().nullable(),
  screenCount: z.number().int(),
});
export type AdminSegment = z.infer<typeof adminSegmentSchema>;
