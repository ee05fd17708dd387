import { z } from 'zod';
import { bookingLimits } from './booking';
import {
  flightMessages,
  flightSchema,
  isoDate,
  moneyTotalsSchema,
  quoteSchema,
} from './booking-api';
import type { DisplayCurrency } from './currency';
import { displayCurrencySchema } from './customer';
import { filsToCentsDown } from './rates';
import { screenPlaceSchema } from './screen';

/** How far the recommender looks and how much it may propose. */
export const recommendationLimits = {
  /** A budget's bounds in each currency it may be given in (dirhams in round figures). */
  budget: {
    USD: { min: 50, max: 1_000_000 },
    AED: { min: 200, max: 3_600_000 },
  } satisfies Record<DisplayCurrency, { min: number; max: number }>,
  maxRadiusKm: 50,
  /** Screens considered per request (nearest first): bounds the work of one request. */
  maxCandidates: 40,
  /** At most this many of a loop's slots per screen, so a budget spreads its reach. */
  maxSpotsPerScreen: 3,
  maxScreens: bookingLimits.maxItemsPerCampaign,
} as const;

/** "$50" and "AED 200": a budget bound as its message writes it. */
function bound(amount: number, currency: DisplayCurrency): string {
  const figure = amount.toLocaleString('en-US');
  return currency === 'AED' ? `AED ${figure}` : `$${figure}`;
}

/** What is wrong with a budget given in a currency, or null. */
function budgetMessage(budget: unknown, currency: DisplayCurrency): string | null {
  if (budget === undefined || budget === null || budget === '') return 'Required';
  if (typeof budget !== 'number' || !Number.isFinite(budget)) {
    return `Must be an amount in ${currency}`;
  }
  const { min, max } = recommendationLimits.budget[currency];
  if (budget < min) return `At least ${bound(min, currency)}`;
  if (budget > max) return `At most ${bound(max, currency)}`;
  return null;
}

/**
 * A budget in whole US cents, the currency of record: dollars as given, dirhams at the peg rounded
 * down (so the cents never buy more than the dirhams given).
 */
export function budgetCents(budget: number, currency: DisplayCurrency): number {
  const minor = Math.floor(budget * 100 + 1e-6);
  return currency === 'AED' ? filsToCentsDown(minor) : minor;
}

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
    /**
     * The advertiser's budget, VAT included, in `currency` (dirhams are converted at the peg,
     * rounded down to the cent, so a proposal never spends more than was given). Checked below,
     * where the currency is known.
     */
    budget: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.unknown(),
    ),
    /** The currency the budget is given in and the proposal's words are written in. */
    currency: displayCurrencySchema.default('USD'),
    startDate: isoDate,
    endDate: isoDate,
    /** The audience segment (the catalogue's categories); none means every segment. */
    categoryId: optionalNumber(z.number({ error: 'Choose a segment' }).int().min(1)),
  })
  .superRefine((value, ctx) => {
    const budgetIssue = budgetMessage(value.budget, value.currency);
    if (budgetIssue) ctx.addIssue({ code: 'custom', path: ['budget'], message: budgetIssue });
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
  })
  .transform((value) => ({ ...value, budget: value.budget as number }));
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>;
export type RecommendationInput = z.output<typeof recommendationRequestSchema>;

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
