import type { LiveEventType } from '@screenspot/contracts/live-event';
import type { Db } from '../../db/client';
import { notify } from './repository';

export const eventsChannel = 'screenspot_events';

/** Who may see an event: the customer it concerns, and operators when it is about moderation. */
export type PublishedEvent = {
  type: Exclude<LiveEventType, 'resync'>;
  customerId: number;
  orderId?: number;
  campaignId?: number;
  /** Operators see it too (their queue and order lists). */
  operators?: boolean;
};

/**
 * Tells every instance that something changed. Called inside the transaction that makes the change,
 * PostgreSQL delivers it only once that transaction commits, and not at all if it rolls back.
 */
export async function publishEvent(db: Db, event: PublishedEvent): Promise<void> {
  await notify(db, eventsChannel, JSON.stringify(event));
}

/**
 * An order changed (its status, schedule, video or payment): its customer's pages and the
 * operators' queues and lists learn of it once the transaction commits.
 */
export function publishOrderChange(db: Db, customerId: number, orderId: number): Promise<void> {
  return publishEvent(db, { type: 'order', customerId, orderId, operators: true });
}
