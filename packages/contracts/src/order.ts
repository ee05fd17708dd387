import { z } from 'zod';
import { historyReasonFields } from './history-reason-fields';
import { moneyTotalsSchema } from './booking-api';
import { advertSchema } from './advert';
import { limits } from './limits';
import { idFromText, wholeNumberText } from './record-id';

const idText = wholeNumberText();

/** The ledId field of POST /api/order. */
export const uploadLedIdSchema = idFromText;

export const orderIdParamsSchema = z.object({ id: idFromText });

export const orderListQuerySchema = z.object({
  page: idText.optional().transform((value) => (value === undefined ? 0 : Number(value))),
  size: idText
    .optional()
    .transform((value) => (value === undefined ? limits.orderPageSize : Number(value)))
    .refine((value) => value >= 1 && value <= limits.orderPageSize, {
      message: `Must be between 1 and ${limits.orderPageSize}`,
    }),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** An order's booked schedule as both the customer and the console see it (Asia/Dubai dates). */
export const bookedScheduleSchema = z.object({
  /** The campaign the order was booked in; its report covers all the campaign's screens. */
  campaignId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  dayparts: z.array(z.string()),
  spotsPerLoop: z.number().int(),
});

/** An order's status as the customer and the console see it. */
export const orderStatusFields = {
  statusCode: z.number().int(),
  statusMessage: z.string(),
  /** The operator's reason when the video was rejected. */
  statusReason: z.string().nullable(),
  /** The rejection's reason code (compliance `reasonCodes`); its explanation is in contracts. */
  statusReasonCode: z.string().nullable(),
  /** What the order advertises (brand and category); null for an order booked without it. */
  advert: advertSchema.nullable(),
};

export const orderSchema = z.object({
  id: z.number().int(),
  ledInfo: z.object({
    ledId: z.number().int(),
    billboardName: z.string(),
    description: z.string(),
    /** Price per spot in dollars when the order was made. */
    price: z.number(),
  }),
  /** ISO 8601. */
  createdAt: z.string(),
  ...orderStatusFields,
  /** Owner-only, served with HTTP Range support. */
  videoUrl: z.string(),
  videoDurationSeconds: z.number(),
  /** The booked schedule (local dates, Asia/Dubai); null for an order placed before booking. */
  schedule: bookedScheduleSchema
    .extend({
      ...moneyTotalsSchema.shape,
      holdExpiresAt: z.string().nullable(),
    })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/order/:id/history: the order's statuses, oldest first (owner only). */
export const orderHistoryEntrySchema = z.object({
  statusCode: z.number().int(),
  statusMessage: z.string(),
  /** The operator's reason for a rejection, a pause's reason, or what a change changed. */
  reason: z.string().nullable(),
  /** When the system gave the reason: its key and values, for the reader's language. */
  ...historyReasonFields,
  /** ISO 8601. */
  at: z.string(),
  /** `status` for a status change; otherwise what happened (a pause, a schedule change …). */
  kind: z.string(),
  /** Who made the change: the customer, an operator, or the system; null when not recorded. */
  by: z.enum(['customer', 'operator', 'system']).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
