import { orderEventLabels, type OrderEventKind } from '@screenspot/contracts/order-control';
import type { OrderHistoryEntry } from '@screenspot/contracts/order';
import { orderStatusMessages, type OrderStatusCode } from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import * as events from './events.repository';

export type OrderEventInput = {
  orderId: number;
  kind: OrderEventKind;
  actorId: number | null;
  actorRole: 'customer' | 'operator' | 'system';
  detail?: string | null;
};

/** Writes a history entry in the caller's transaction, so it exists only if its change does. */
export async function recordOrderEvent(db: Db, event: OrderEventInput): Promise<void> {
  await events.insertEvent(db, { ...event, detail: event.detail ?? null });
}

/**
 * An order's history, oldest first: its status changes and the other changes (decision 0025),
 * each with who made it. An event carries the status the order had at the time.
 */
export async function orderHistory(db: Db, orderId: number): Promise<OrderHistoryEntry[]> {
  const [statuses, others] = await Promise.all([
    events.listStatusChanges(db, orderId),
    events.listEvents(db, orderId),
  ]);
  const entries: (OrderHistoryEntry & { time: number })[] = statuses.map((row) => ({
    statusCode: row.toStatus,
    statusMessage: orderStatusMessages[row.toStatus as OrderStatusCode] ?? 'Updated',
    reason: row.reason,
    ...(row.reasonKey ? { reasonKey: row.reasonKey, reasonValues: row.reasonValues ?? {} } : {}),
    at: row.createdAt.toISOString(),
    kind: 'status',
    by: row.changedByRole ?? 'system',
    time: row.createdAt.getTime(),
  }));
  for (const row of others) {
    const time = row.createdAt.getTime();
    const before = entries.filter((entry) => entry.kind === 'status' && entry.time <= time).at(-1);
    entries.push({
      statusCode: before?.statusCode ?? 0,
      statusMessage: orderEventLabels[row.kind as OrderEventKind] ?? 'Updated',
      reason: row.detail,
      at: row.createdAt.toISOString(),
      kind: row.kind,
      by: row.actorRole,
      time,
    });
  }
  return entries.sort((a, b) => a.time - b.time).map(({ time: _time, ...entry }) => entry);
}
