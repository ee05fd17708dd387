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
