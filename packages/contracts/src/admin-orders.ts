import { z } from 'zod';
import { historyReasonFields } from './history-reason-fields';
import { blankOr } from './auth-fields';
import { reasonCodeSchema, reasonCodesNeedingText, type ReasonCode } from './compliance';
import { pageOf, pagedQuerySchema, personFields, type Page } from './admin';
import { messages } from './messages';
import { bookedScheduleSchema, orderStatusFields } from './order';
import { orderStatus, type OrderStatusCode } from './order-status';

/** The console's orders: lists, details with history, moderation and status moves. */

const statusCodes = Object.values(orderStatus) as OrderStatusCode[];
const statusCodeSchema = z
  .union([z.number(), z.string().trim()], { error: 'Unknown status' })
  .pipe(z.coerce.number<string | number>({ error: 'Unknown status' }))
  .refine((value): value is OrderStatusCode => statusCodes.includes(value as OrderStatusCode), {
    message: 'Unknown status',
  })
  .transform((value) => value as OrderStatusCode);

export const adminOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...orderStatusFields,
  /** Price per spot in dollars when the order was made. */
  price: z.number(),
  video: z.object({
    contentType: z.string(),
    bytes: z.number().int(),
    durationSeconds: z.number(),
    fileName: z.string().nullable(),
    /** Which video this is: a decision names it, so one made on a swapped video is refused. */
    id: z.string().nullable(),
  }),
  customer: z.object({ id: z.number().int(), ...personFields, companyName: z.string() }),
  screen: z.object({
    id: z.number().int(),
    billboardName: z.string(),
    location: z.string(),
    size: z.string(),
    mediaType: z.string(),
    /** The screen's maximum video length in seconds. */
    duration: z.number().int(),
  }),
  /** The booked schedule (Asia/Dubai dates) and frozen price; null for an unscheduled order. */
  schedule: bookedScheduleSchema
    .extend({
      totalCents: z.number().int(),
      vatCents: z.number().int(),
    })
    .nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  reason: z.string().nullable(),
  /** When the system gave the reason: its key and values, for the reader's language. */
  ...historyReasonFields,
  /** A rejection's reason code. */
  reasonCode: z.string().nullable(),
  createdAt: z.string(),
  changedBy: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** GET /api/admin/orders/:id: the order, its history and the statuses it may move to. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  nextStatuses: z.array(z.number().int()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const ordersQuerySchema = pagedQuerySchema.extend({
  status: z
    .union([z.literal(''), statusCodeSchema])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const pagedOrdersSchema = pageOf(adminOrderSchema);
export type PagedOrders = Page<AdminOrder>;

export const rejectReasonMaxLength = 1000;

/** The video the operator decided on (`video.id`); the customer may have swapped it meanwhile. */
const decidedVideo = { videoId: z.string().max(100).optional() };

/** POST /api/admin/orders/:id/approve: naming the video watched (a body is optional). */
export const approveOrderSchema = z.object(decidedVideo).nullish();

const rejectNote = blankOr(
  z.string().max(rejectReasonMaxLength, `At most ${rejectReasonMaxLength} characters`),
);

/**
 * POST /api/admin/orders/:id/reject: a reason code from the catalogue (decision 0047), the customer
 * reading its explanation in their language, and an optional note. `OWNER-POLICY` needs the note;
 * a rejection without a code (older clients) is the owner's policy in the note's words.
 */
const rejection = { reasonCode: reasonCodeSchema.optional(), reason: rejectNote, ...decidedVideo };

/** Whether a rejection gives its reason: a note, or a code that needs none. */
const reasoned = (input: { reasonCode?: ReasonCode; reason?: string }) =>
  Boolean(input.reason) ||
  (input.reasonCode !== undefined && !reasonCodesNeedingText.includes(input.reasonCode));
const reasonMissing = { path: ['reason'], message: messages.required };

export const rejectOrderSchema = z.object(rejection).refine(reasoned, reasonMissing);
export type RejectOrderInput = z.input<typeof rejectOrderSchema>;

/** POST /api/admin/orders/:id/status: any allowed move; a rejection needs its reason. */
export const changeOrderStatusSchema = z
  .object({ status: statusCodeSchema, ...rejection })
  .refine((input) => input.status !== orderStatus.rejected || reasoned(input), reasonMissing);
export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>;
