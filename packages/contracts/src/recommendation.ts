import { z } from 'zod';
import { bookingLimits } from './booking';
import {
  flightMessages,
  flightSchema,
  isoDate,
  moneyTotalsSchema,
  quoteSchema,
} from './booking-api';
import { screenPlaceSchema } from './screen';

/** How far the recommender looks and how much it may propose. */
export const recommendationLimits = {
  minBudgetDollars: 50,
  maxBudgetDollars: 1_000_000,
  maxRadiusKm: 50,
  /** Screens considered per request (nearest first): bounds the work of one request. */
  maxCandidates: 40,
  /** At most this many of a loop's slots per screen, so a budget spreads its reach. */
  maxSpotsPerScreen: 3,
  maxScreens: bookingLimits.maxItemsPerCampaign,
} as const;

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string'
          ? Number(value)
          : value,
    schema.optional(),
  );

export const recommendationRequestSchema = z
  .object({
    /** A place name matched against screens' locations, e.g. "Marina". */
    area: z
      .string()
      .max(200, 'Must be at most 200 characters')
      .optional()
      .transform((value) => value?.trim() || undefined),
    latitude: optionalNumber(z.number({ error: 'Must be a number' }).min(-90).max(90)),
    longitude: optionalNumber(z.number({ error: 'Must be a number' }).min(-180).max(180)),
    radiusKm: optionalNumber(
      z
        .number({ error: 'Must be a number' })
        .min(0.2, 'At least 0.2 km')
        .max(recommendationLimits.maxRadiusKm, `At most ${recommendationLimits.maxRadiusKm} km`),
    ),
    /** The advertiser's budget in USD, VAT included. */
    budget: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({
          error: (issue) => (issue.input === undefined ? 'Required' : 'Must be an amount in USD'),
        })
        .finite('Must be an amount in USD')
        .min(
          recommendationLimits.minBudgetDollars,
          `At least $${recommendationLimits.minBudgetDollars}`,
        )
        .max(
          recommendationLimits.maxBudgetDollars,
          `At most $${recommendationLimits.maxBudgetDollars.toLocaleString('en-US')}`,
        ),
    ),
    startDate: isoDate,
    endDate: isoDate,
    /** The audience segment (the catalogue's categories); none means every segment. */
    categoryId: optionalNumber(z.number({ error: 'Choose a segment' }).int().min(1)),
  })
  .superRefine((value, ctx) => {
    const days =
      (Date.parse(`${value.endDate}T00:00:00Z`) - Date.parse(`${value.startDate}T00:00:00Z`)) /
        86_400_000 +
      1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: flightMessages.endBeforeStart });
    else if (days > bookingLimits.maxFlightDays)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: flightMessages.tooLong });
    const point = [value.latitude, value.longitude, value.radiusKm];
    const given = point.filter((part) => part !== undefined).length;
    if (given > 0 && given < 3) {
      for (const [key, part] of [
        ['latitude', value.latitude],
        ['longitude', value.longitude],
        ['radiusKm', value.radiusKm],
      ] as const) {
        if (part === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'A point needs latitude, longitude and radius',
          });
      }
    }
    if (given === 0 && !value.area) {
      ctx.addIssue({
        code: 'custom',
        path: ['area'],
        message: 'Give an area or a point and a radius',
      });
    }
  });
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>;

export const recommendedItemSchema = z.object({
  ledId: z.number().int(),
  ...screenPlaceSchema.shape,
  categoryId: z.number().int().nullable(),
  /** From the given point; null when searching by area. */
  distanceKm: z.number().nullable(),
  ...flightSchema.shape,
  ...moneyTotalsSchema.pick({ subtotalCents: true, totalCents: true }).shape,
  impressions: z.number().int(),
  /** Estimated impressions per $1,000 spent (before VAT). */
  impressionsPerThousandDollars: z.number().int(),
  reasons: z.array(z.string()),
  /** "Chosen because: …" in one sentence. */
  explanation: z.string(),
});
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;

export const recommendationSchema = z.object({
  items: z.array(recommendedItemSchema),
  /** The proposal priced by the booking rules, as POST /api/campaigns would book it. */
  quote: quoteSchema.nullable(),
  budgetCents: z.number().int(),
  remainingCents: z.number().int(),
  /** Screens in the area with an audience estimate that were weighed. */
  considered: z.number().int(),
  message: z.string(),
  method: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
