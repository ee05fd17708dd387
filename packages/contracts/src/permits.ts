/**
 * Content permits (decisions 0051, 0062): the permit an order's video carries, or an operator's
 * blanket permit for one screen and one advertiser. A booked day that no permit covers is held back
 * from play, unless the screen is exempt or the order was paid before permits were required.
 */
import { z } from 'zod';
import { orderStatus } from './order-status';
import { recordIdSchema } from './record-id';
import { isoDate } from './booking-api';

/** The authorities that issue outdoor advertising content permits in Dubai. */
export const permitAuthorities = {
  dm: { en: 'Dubai Municipality', ar: 'بلدية دبي' },
  rta: { en: 'RTA', ar: 'هيئة الطرق والمواصلات' },
  dda: { en: 'DDA', ar: 'سلطة دبي للتطوير' },
  trakhees: { en: 'Trakhees', ar: 'تراخيص' },
} as const;
export type PermitAuthority = keyof typeof permitAuthorities;
export const permitAuthorityIds = Object.keys(permitAuthorities) as PermitAuthority[];

export const permitLimits = {
  numberMaxLength: 60,
  /** The permit's PDF, when one is attached. */
  maxDocumentBytes: 5 * 1024 * 1024,
  /** A permit runs at most this many days (Dubai issues them for months, not decades). */
  maxDays: 2 * 366,
  /** Reminders before a permit's last day, in days. */
  reminderDays: [7, 1],
} as const;

export const permitMessages = {
  number: 'Enter the permit number',
  authority: 'Choose the authority that issued the permit',
  order: 'The permit must end on or after its first day',
  tooLong: `A permit can run at most ${permitLimits.maxDays} days`,
  advertiser: 'Choose the advertiser',
  boolean: 'Must be true or false',
  documentTooLarge: 'The permit document can be at most 5 MB',
  documentNotPdf: 'The permit document must be a PDF file',
} as const;

/** What the advertiser (or an operator) types; the PDF travels beside it as a file. */
export const permitInputSchema = z
  .object({
    number: z
      .string({ error: permitMessages.number })
      .trim()
      .min(1, permitMessages.number)
      .max(permitLimits.numberMaxLength, `At most ${permitLimits.numberMaxLength} characters`),
    authority: z.enum(permitAuthorityIds as [PermitAuthority, ...PermitAuthority[]], {
      error: permitMessages.authority,
    }),
    validFrom: isoDate,
    validTo: isoDate,
  })
  .superRefine((value, ctx) => {
    if (value.validTo < value.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: permitMessages.order });
      return;
    }
    const days =
      (Date.parse(`${value.validTo}T00:00:00Z`) - Date.parse(`${value.validFrom}T00:00:00Z`)) /
      86_400_000;
    if (days + 1 > permitLimits.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: permitMessages.tooLong });
    }
  });
export type PermitInput = z.infer<typeof permitInputSchema>;

/** An operator's blanket permit: one screen (in the path) and one advertiser. */
export const blanketPermitInputSchema = z.object({
  customerId: z.coerce
    .number({ error: permitMessages.advertiser })
    .int({ error: permitMessages.advertiser })
    .positive({ error: permitMessages.advertiser }),
});

export const permitSchema = z.object({
  id: z.number().int(),
  /** `order`: carried by this order's video; `blanket`: the operator's, for screen + advertiser. */
  scope: z.enum(['order', 'blanket']),
  orderId: z.number().int().nullable(),
  ledId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  number: z.string(),
  authority: z.enum(permitAuthorityIds as [PermitAuthority, ...PermitAuthority[]]),
  validFrom: z.string(),
  validTo: z.string(),
  /** Where the PDF downloads from, when one was attached. */
  documentUrl: z.string().nullable(),
  documentName: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Whether whoever reads it may still change or remove it: the advertiser their order's permit
   * until the order plays one of its days (`permitChangeable`), the console a blanket permit.
   */
  changeable: z.boolean(),
});
export type Permit = z.infer<typeof permitSchema>;

/**
 * Why an order's uncovered days play all the same (decision 0062): its screen is outside Dubai's
 * content-permit regime (`screen`), or it was paid before every screen required a permit
 * (`grandfathered`).
 */
export const permitExemptions = ['screen', 'grandfathered'] as const;
export type PermitExemption = (typeof permitExemptions)[number];

/**
 * An order's permits and what they cover: its booked days no permit covers, and whether they are
 * held back from play (they are, unless `exemption` says why not).
 */
export const orderPermitsSchema = z.object({
  orderId: z.number().int(),
  /** Whether a booked day plays only when a permit covers it: true unless `exemption` is set. */
  required: z.boolean(),
  exemption: z.enum(permitExemptions).nullable(),
  permits: z.array(permitSchema),
  /** Booked local dates (Asia/Dubai) outside every permit, in order. */
  uncoveredDays: z.array(z.string()),
  /** The first uncovered booked day after the last covered one: play stops there. */
  heldBackFrom: z.string().nullable(),
});
export type OrderPermits = z.infer<typeof orderPermitsSchema>;

/**
 * A screen's exemption from content permits (the console's screen page, decision 0062): every
 * screen plays only the booked days a permit covers, unless the operator records that it is
 * outside Dubai's content-permit regime.
 */
export const screenPermitRuleSchema = z.object({
  permitExempt: z.boolean({ error: permitMessages.boolean }),
});
export type ScreenPermitRule = z.infer<typeof screenPermitRuleSchema>;

export const permitParamsSchema = z.object({
  id: recordIdSchema,
  permitId: recordIdSchema,
});

/** A permit by its own id (the console's blanket and order permits). */
export const permitIdParamsSchema = z.object({ permitId: recordIdSchema });

/** Orders that no longer play: they take no new permit, and their permits stay as they were. */
export const permitClosedStatuses: readonly number[] = [
  orderStatus.rejected,
  orderStatus.completed,
  orderStatus.cancelled,
  orderStatus.expired,
];

/**
 * Whether the advertiser may still change or remove a permit of their order (decision 0051): not
 * once the order no longer plays, and, once it is paid, not when one of its booked days inside the
 * permit's validity (before the change or after it) is today or past on Dubai's calendar. A permit
 * under which an advert has played is the record of that play, so it stays as it was.
 */
export function permitChangeable(input: {
  statusCode: number;
  bookedDays: readonly string[];
  today: string;
  spans: readonly { validFrom: string; validTo: string }[];
}): boolean {
  if (permitClosedStatuses.includes(input.statusCode)) return false;
  if (input.statusCode !== orderStatus.paid) return true;
  const started = input.bookedDays.filter((day) => day <= input.today);
  return !started.some((day) => permitCovers(input.spans, day));
}

/** Whether any of these permits covers a local date (inclusive at both ends). */
export function permitCovers(
  permits: readonly { validFrom: string; validTo: string }[],
  date: string,
): boolean {
  return permits.some((permit) => permit.validFrom <= date && date <= permit.validTo);
}

/** The booked days no permit covers, and from when the flight is held back. */
export function permitGaps(
  permits: readonly { validFrom: string; validTo: string }[],
  bookedDays: readonly string[],
): { uncoveredDays: string[]; heldBackFrom: string | null } {
  const days = [...new Set(bookedDays)].sort();
  const uncoveredDays = days.filter((day) => !permitCovers(permits, day));
  const lastCovered = days.filter((day) => permitCovers(permits, day)).at(-1);
  const heldBackFrom =
    uncoveredDays.find((day) => lastCovered === undefined || day > lastCovered) ?? null;
  return { uncoveredDays, heldBackFrom };
}

/** The authority's name in a language. */
export function permitAuthorityName(id: string, language: 'en' | 'ar' = 'en'): string {
  return id in permitAuthorities ? permitAuthorities[id as PermitAuthority][language] : id;
}
