import { z } from 'zod';
import { scheduleFieldsSchema } from './booking-api';

/**
 * Controlling a booked order (decision record 0025): edit its schedule before it starts, pause and
 * resume it, end it early, replace its video. Operators may pause it with a reason.
 */

/** What an order's page may offer now, and what a pause or an early end would mean. */
export const orderControlsSchema = z.object({
  /** `scheduled` before the first cell starts, `live` while it runs, `ended` after its last cell. */
  phase: z.enum(['unpaid', 'scheduled', 'live', 'ended', 'closed']),
  paused: z
    .object({
      /** ISO 8601. */
      at: z.string(),
      by: z.enum(['customer', 'operator']),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** A replacement video awaiting its checks and moderation; the current video plays meanwhile. */
  pendingVideo: z
    .object({
      fileName: z.string().nullable(),
      /** ISO 8601. */
      submittedAt: z.string(),
      checkStatus: z.enum(['pending', 'pass', 'warn', 'fail']),
    })
    .nullable(),
  canEditSchedule: z.boolean(),
  canPause: z.boolean(),
  canResume: z.boolean(),
  canEndNow: z.boolean(),
  canReplaceVideo: z.boolean(),
  /** What ending now would refund, VAT included: the cells that have not started. */
  endNowRefundCents: z.number().int(),
});
export type OrderControls = z.infer<typeof orderControlsSchema>;

/** POST /api/order/:id/schedule: the new dates, dayparts and spots (a new quote). */
export const scheduleChangeRequestSchema = scheduleFieldsSchema;
export type ScheduleChangeRequest = z.input<typeof scheduleChangeRequestSchema>;
export type ScheduleChange = z.output<typeof scheduleChangeRequestSchema>;

export const scheduleChangeAnswerSchema = z.object({
  orderId: z.number().int(),
  previousTotalCents: z.number().int(),
  totalCents: z.number().int(),
  /** Positive: to pay (an invoice); negative: credited (a credit note); 0: nothing changes hands. */
  differenceCents: z.number().int(),
  invoice: z.object({ number: z.string(), url: z.string() }).nullable(),
  creditNote: z.object({ number: z.string(), url: z.string() }).nullable(),
});
export type ScheduleChangeAnswer = z.infer<typeof scheduleChangeAnswerSchema>;

export const pauseReasonLimits = { min: 3, max: 500 } as const;

/** Operator: a pause names its reason, which the customer reads. */
export const operatorPauseRequestSchema = z.object({
  reason: z
    .string({ error: 'Required' })
    .trim()
    .min(pauseReasonLimits.min, 'Give the reason the customer will read')
    .max(pauseReasonLimits.max, `At most ${pauseReasonLimits.max} characters`),
});

/** Operator: the decision on a replacement video. */
export const replacementDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    reason: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Required' });
    }
  });

/** Kinds of order history entries besides status changes. */
export const orderEventKinds = [
  'paused',
  'resumed',
  'schedule-changed',
  'video-submitted',
  'video-replaced',
  'video-refused',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

export const orderEventLabels: Record<OrderEventKind, string> = {
  paused: 'Paused',
  resumed: 'Resumed',
  'schedule-changed': 'Schedule changed',
  'video-submitted': 'New video submitted',
  'video-replaced': 'New video approved and playing',
  'video-refused': 'New video not approved',
};

/** The customer is told plainly what a pause does and does not do. */
export const pauseTerms =
  'While paused, your video is not shown. Paused time keeps its place on the screen and is not refunded.';
