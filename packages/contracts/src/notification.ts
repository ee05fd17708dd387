import { z } from 'zod';
import { recordIdSchema } from './record-id';

/** GET /api/notification/getAll: one of the customer's notifications (spec section 3). */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** The order it is about, for a link to the order's page (null when about none). */
  orderId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /api/notification/readAll: the notification to mark read; form-encoded or JSON. */
export const readNotificationSchema = z.object({ id: recordIdSchema });
export type ReadNotificationInput = z.input<typeof readNotificationSchema>;

/** GET /api/notification/unreadCount, polled by open pages to learn of new notifications. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * The events of an order a customer hears of: each writes a notification (always) and sends an
 * email (unless the customer turned that kind off in Settings › Emails).
 */
export const orderEventKinds = [
  'approved',
  'rejected',
  'paid',
  'scheduled',
  'live',
  'paused',
  'resumed',
  'ended',
  'completed',
  'make-good',
  'credit',
  'permit-ending',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** How Settings › Emails names each kind, and when it is sent. */
export const orderEventLabels: Record<OrderEventKind, { label: string; when: string }> = {
  approved: { label: 'Video approved', when: 'Your video passed moderation.' },
  rejected: { label: 'Video not approved', when: 'Your video needs changes, with the reason.' },
  paid: { label: 'Payment received', when: 'We received your payment; your receipt.' },
  scheduled: { label: 'Campaign scheduled', when: 'The day before your first spot plays.' },
  live: { label: 'Campaign live', when: 'Your first spot is on screen.' },
  paused: { label: 'Campaign paused', when: 'An order was paused.' },
  resumed: { label: 'Campaign resumed', when: 'A paused order plays again.' },
  ended: { label: 'Campaign ended early', when: 'An order was ended before its last day.' },
  completed: { label: 'Campaign completed', when: 'The last booked spot has played.' },
  'make-good': {
    label: 'Make-good spots',
    when: 'A screen delivered too few plays; we added spots in later cells.',
  },
  credit: {
    label: 'Delivery credit',
    when: 'A shortfall could not be made up; we issued a credit note.',
  },
  'permit-ending': {
    label: 'Content permit ending',
    when: 'A week and a day before an order’s content permit ends.',
  },
};

/** Each event kind, and whether its email is sent. */
const eventEmails = z.object(
  Object.fromEntries(orderEventKinds.map((kind) => [kind, z.boolean()])) as Record<
    OrderEventKind,
    z.ZodBoolean
  >,
);

/** GET/PUT /api/notification/preferences: which event emails the customer receives. */
export const emailPreferencesSchema = z.object({ emails: eventEmails });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** PUT /api/notification/preferences: the kinds to change (others stay as they are). */
export const emailPreferencesUpdateSchema = z
  .object({
    emails: eventEmails.partial().strict(),
  })
  .strict();
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;
