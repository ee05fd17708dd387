/**
 * GET /api/events (Server-Sent Events): what changed, so an open page refetches it. Events name
 * the record, never its content; the page asks the API for that as usual.
 */
export const liveEventTypes = {
  /** An order was placed or changed status: the owner's orders and the operators' queue. */
  order: 'order',
  /** The customer's notifications or unread count changed. */
  notification: 'notification',
  /**
   * An order's delivery moved (a player reported complete plays): its campaign's report and the
   * order's delivery figures. At most one per campaign every few seconds.
   */
  delivery: 'delivery',
  /** A screen's health changed (state, outage, command): operators' health page and navigation. */
  screens: 'screens',
  /** The stream may have missed events (it reconnected inside the service): refetch everything. */
  resync: 'resync',
} as const;

export type LiveEventType = (typeof liveEventTypes)[keyof typeof liveEventTypes];

export type LiveEventData = { orderId?: number; campaignId?: number };
