import { z } from 'zod';
import { bookingLimits, daypartIds, soldDaypartIds } from './booking';
import { campaignStatusSchema } from './campaign-status';
import { campaignApprovalSchema } from './organisation';
import { clientIdField, clientNameSchema } from './organisation-client';
import { idFromText, wholeNumberMessage } from './record-id';
import { advertFieldsSchema } from './compliance';

const wholeNumber = wholeNumberMessage;
const dateMessage = 'Must be a date as YYYY-MM-DD';

/** A calendar date as `text` gives it, YYYY-MM-DD: the form, and a day that exists. */
export function calendarDate(text: z.ZodString) {
  return text.regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage).refine((value) => {
    const t = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value;
  }, dateMessage);
}

export const isoDate = calendarDate(
  z.string({ error: (issue) => (issue.input === undefined ? 'Required' : dateMessage) }),
);

const positiveInt = (max: number) =>
  z
    .union([z.number(), idFromText], {
      error: (issue) => (issue.input === undefined ? 'Required' : wholeNumber),
    })
    .pipe(
      z
        .number({ error: wholeNumber })
        .int(wholeNumber)
        .min(1, wholeNumber)
        .max(max, `Must be at most ${max}`),
    );

export const daypartIdSchema = z.enum(daypartIds, {
  error: `Must be one of ${daypartIds.join(', ')}`,
});

/** A daypart a cell is sold in: the fixed four, or Ramadan's `pre_iftar` and `after_iftar`. */
export const soldDaypartIdSchema = z.enum(soldDaypartIds, {
  error: `Must be one of ${soldDaypartIds.join(', ')}`,
});

/** A repeated field, a comma list or a JSON array: the forms and JSON both send dayparts. */
const daypartList = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(soldDaypartIdSchema, { error: 'Required' }).min(1, 'Choose at least one daypart'),
  )
  .transform((list) => soldDaypartIds.filter((id) => list.includes(id)));

function flightDays(startDate: string, endDate: string): number {
  return (
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1
  );
}

export const flightMessages = {
  endBeforeStart: 'The end date must not be before the start date',
  tooLong: `A flight lasts at most ${bookingLimits.maxFlightDays} days`,
} as const;

export const scheduleFieldsSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    dayparts: daypartList,
    spotsPerLoop: positiveInt(bookingLimits.maxSpotsPerLoop),
  })
  .superRefine((value, ctx) => {
    const days = flightDays(value.startDate, value.endDate);
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: flightMessages.endBeforeStart });
    else if (days > bookingLimits.maxFlightDays) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: flightMessages.tooLong });
    }
  });

export const bookingItemSchema = z
  .object({ ledId: positiveInt(999_999_999) })
  .and(scheduleFieldsSchema);
export type BookingItem = z.output<typeof bookingItemSchema>;

const advertFieldNames = ['brand', 'category', 'approvalRef'] as const;

/**
 * JSON `{ items: [...] }`, or one screen's fields at the top level (a plain form). The advert's
 * fields may come as `advert: {...}` or at the top level (a form).
 */
function itemsOf(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const record = { ...(body as Record<string, unknown>) };
  if (!('advert' in record) && advertFieldNames.some((field) => field in record)) {
    record.advert = Object.fromEntries(advertFieldNames.map((field) => [field, record[field]]));
  }
  for (const field of advertFieldNames) delete record[field];
  if (!('items' in record) && 'ledId' in record) {
    const { name, advert, clientId, ...item } = record;
    return { name, advert, clientId, items: [item] };
  }
  return record;
}

/** The screens of a quote or a campaign: at least one, at most the campaign limit. */
export const campaignItemsSchema = z
  .array(bookingItemSchema, { error: 'Required' })
  .min(1, 'Add at least one screen')
  .max(bookingLimits.maxItemsPerCampaign, `At most ${bookingLimits.maxItemsPerCampaign} screens`);

export const quoteRequestSchema = z.preprocess(
  itemsOf,
  z.object({
    items: campaignItemsSchema,
  }),
);
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const campaignRequestSchema = z.preprocess(
  itemsOf,
  z.object({
    name: z
      .string()
      .max(120, 'Must be at most 120 characters')
      .optional()
      .transform((value) => value?.trim() || undefined),
    /** What the campaign advertises: the brand and its category (decision 0047). */
    advert: advertFieldsSchema.optional(),
    /** The agency's client the campaign is for (decision 0060). */
    clientId: clientIdField,
    items: campaignItemsSchema,
  }),
);

export const availabilityQuerySchema = z
  .object({
    ledId: positiveInt(999_999_999),
    from: isoDate,
    to: isoDate,
  })
  .superRefine((value, ctx) => {
    const days = flightDays(value.from, value.to);
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: flightMessages.endBeforeStart });
    else if (days > bookingLimits.maxFlightDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${bookingLimits.maxFlightDays} days`,
      });
    }
  });

/** A screen's cells by local date: each date's sold dayparts, each with what `cell` counts. */
function cellsByDate<Cell extends z.ZodRawShape>(cell: Cell) {
  return z.array(
    z.object({
      date: z.string(),
      dayparts: z.array(z.object({ id: soldDaypartIdSchema, ...cell })),
    }),
  );
}

export const availabilitySchema = z.object({
  ledId: z.number().int(),
  slotsPerLoop: z.number().int(),
  houseSlots: z.number().int(),
  timezone: z.string(),
  days: cellsByDate({
    free: z.number().int(),
    total: z.number().int(),
    /** The daypart's window that date, local HH:MM (Ramadan's follow the sunset). */
    start: z.string(),
    end: z.string(),
  }),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const quoteLineSchema = z.object({
  daypart: soldDaypartIdSchema,
  multiplier: z.number(),
  unitCents: z.number().int(),
  playsPerCell: z.number().int(),
  cells: z.number().int(),
  amountCents: z.number().int(),
  /** Estimated impressions of this daypart's cells (the audience method's formula). */
  impressions: z.number().int(),
});

/** A screen's flight in a quote or a proposal: Asia/Dubai dates, dayparts and spots per loop. */
export const flightSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  dayparts: z.array(soldDaypartIdSchema),
  spotsPerLoop: z.number().int(),
});

/** An amount in cents: before VAT, the VAT, and the total with VAT. */
export const moneyTotalsSchema = z.object({
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});

export const quoteItemSchema = z.object({
  ledId: z.number().int(),
  billboardName: z.string(),
  ...flightSchema.shape,
  days: z.number().int(),
  cells: z.number().int(),
  playsPerDay: z.number().int(),
  plays: z.number().int(),
  ...moneyTotalsSchema.shape,
  breakdown: z.array(quoteLineSchema),
  /** Estimated impressions of all the item's plays; 0 when the screen has no audience profile. */
  impressions: z.number().int(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteSchema = z.object({
  items: z.array(quoteItemSchema),
  ...moneyTotalsSchema.shape,
  currency: z.literal('USD'),
  priceRule: z.string(),
  timezone: z.string(),
  /** ISO 8601: prices may change after this; a booking freezes them. */
  validUntil: z.string(),
  impressions: z.number().int(),
  /** Subtotal (before VAT) per thousand estimated impressions; null when none are estimated. */
  effectiveCpmCents: z.number().int().nullable(),
  /** The version of the impressions formula (explained at /audience-method). */
  audienceMethodVersion: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const campaignOrderSchema = z.object({
  orderId: z.number().int(),
  ledId: z.number().int(),
  statusCode: z.number().int(),
  statusMessage: z.string(),
  holdExpiresAt: z.string().nullable(),
  screen: z.object({ ledId: z.number().int(), billboardName: z.string() }),
  schedule: flightSchema,
  /** The order's video once one is stored; null while the order awaits it. */
  video: z
    .object({
      url: z.string(),
      fileName: z.string().nullable(),
      durationSeconds: z.number(),
    })
    .nullable(),
  /** The order's own frozen price: before VAT, the VAT, and the total. */
  ...moneyTotalsSchema.shape,
});
export type CampaignOrder = z.infer<typeof campaignOrderSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  /** The same as `id`, as the first answers named it. */
  campaignId: z.number().int(),
  name: z.string().nullable(),
  /** Derived from the orders' statuses (campaign-status.ts). */
  status: campaignStatusSchema,
  createdAt: z.string(),
  /** The earliest time one of its holds lapses, while any is held. */
  holdExpiresAt: z.string().nullable(),
  /** The earliest payment deadline of its approved orders, while any awaits payment. */
  paymentDueAt: z.string().nullable(),
  /** What the campaign costs: its orders that are not cancelled, expired or rejected. */
  totals: moneyTotalsSchema,
  quote: quoteSchema,
  orders: z.array(campaignOrderSchema),
  /** Spend approval (decision 0053): null when none was needed. */
  approval: campaignApprovalSchema,
  /** The agency's client the campaign is for (decision 0060); null when it names none. */
  client: clientNameSchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** 409: every cell that lacks room, and how many spots it still has. */
export const capacityConflictSchema = z.object({
  code: z.string(),
  message: z.string(),
  cells: z.array(
    z.object({
      ledId: z.number().int(),
      date: z.string(),
      daypart: soldDaypartIdSchema,
      requested: z.number().int(),
      free: z.number().int(),
    }),
  ),
});
export type CapacityConflict = z.infer<typeof capacityConflictSchema>;

export const campaignIdParamsSchema = z.object({ id: idFromText });

/** Operator: a screen's loop settings. */
const multiplierValue = z.coerce
  .number({ error: 'Must be a number' })
  .min(0.1, 'At least 0.1')
  .max(10, 'At most 10');

/** The two Ramadan dayparts' multipliers of one screen (×1 = 1). */
const ramadanMultiplierFields = { pre_iftar: multiplierValue, after_iftar: multiplierValue };

export const loopSettingsSchema = z
  .object({
    slotsPerLoop: positiveInt(1000),
    houseSlots: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/, 'Must be a whole number')
          .transform(Number),
      ])
      .pipe(z.number().int().min(0, 'Must be a whole number')),
    openingHours: z.object({
      open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM'),
      close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM'),
    }),
    /** Sell pre_iftar and after_iftar on Ramadan dates in place of evening and night. */
    ramadanDayparts: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
      .optional(),
    ramadanMultipliers: z.object(ramadanMultiplierFields).optional(),
  })
  .refine((value) => value.houseSlots < value.slotsPerLoop, {
    path: ['houseSlots'],
    message: 'Leave at least one slot to sell',
  });

export const screenLoopSchema = z.object({
  ledId: z.number().int(),
  slotsPerLoop: z.number().int(),
  houseSlots: z.number().int(),
  loopSeconds: z.number().int(),
  openingHours: z.object({ open: z.string(), close: z.string() }),
  timezone: z.string(),
  dayparts: z.array(daypartIdSchema),
  /** On Ramadan dates the screen sells pre_iftar and after_iftar in place of evening and night. */
  ramadanDayparts: z.boolean(),
  ramadanMultipliers: z.object({ pre_iftar: z.number(), after_iftar: z.number() }),
});
export type ScreenLoopInfo = z.infer<typeof screenLoopSchema>;

export const multipliersSchema = z.object(
  Object.fromEntries(
    daypartIds.map((id) => [id, z.number().min(0.1, 'At least 0.1').max(10, 'At most 10')]),
  ) as Record<(typeof daypartIds)[number], z.ZodNumber>,
);

export const occupancySchema = z.object({
  ledId: z.number().int(),
  timezone: z.string(),
  days: cellsByDate({
    booked: z.number().int(),
    held: z.number().int(),
    free: z.number().int(),
    total: z.number().int(),
  }),
});
