import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { publishEvent } from '../events';
import * as repository from './repository';

/** At most one `delivery` event per campaign (or lone order) per window, from each instance. */
export const deliveryEventWindowMs = 3_000;

type Owner = { campaignId: number | null; customerId: number };

export type DeliveryAnnouncer = {
  /** Orders that just gained complete plays (already committed). */
  changed(orderIds: number[]): void;
  close(): void;
};

/**
 * Tells the owner's open report (and the operators' console) that delivery moved, without one
 * event per play: the first batch of a window is announced at once, later batches in the same
 * window once at its end, so the last figures are always announced. Each instance keeps its own
 * window; the event names the campaign, the page refetches the report.
 */
export function createDeliveryAnnouncer(
  db: Db,
  log: FastifyBaseLogger,
  windowMs = deliveryEventWindowMs,
): DeliveryAnnouncer {
  // An order's campaign and owner never change: read once per order.
  const owners = new Map<number, Owner>();
  const windows = new Map<
    string,
    { last: number; timer?: NodeJS.Timeout; orderIds: Set<number> }
  >();
  let closed = false;

  const publish = async (key: string, orderIds: number[]) => {
    const owner = owners.get(orderIds[0]!);
    if (!owner || closed) return;
    await publishEvent(db, {
      type: 'delivery',
      customerId: owner.customerId,
      ...(owner.campaignId ? { campaignId: owner.campaignId } : { orderId: orderIds[0] }),
      operators: true,
    }).catch((error: unknown) => {
      if (!closed) log.warn({ err: error, key }, 'could not announce delivery');
    });
  };

  const announce = (key: string, orderIds: number[]) => {
    const now = Date.now();
    let state = windows.get(key);
    if (!state) windows.set(key, (state = { last: 0, orderIds: new Set() }));
    if (now - state.last >= windowMs) {
      state.last = now;
      void publish(key, orderIds);
      return;
    }
    for (const id of orderIds) state.orderIds.add(id);
    if (state.timer) return;
    const entry = state;
    entry.timer = setTimeout(
      () => {
        entry.timer = undefined;
        entry.last = Date.now();
        const ids = [...entry.orderIds];
        entry.orderIds.clear();
        void publish(key, ids);
      },
      entry.last + windowMs - now,
    );
    entry.timer.unref();
  };

  return {
    changed(orderIds) {
      void (async () => {
        const unknown = orderIds.filter((id) => !owners.has(id));
        if (unknown.length > 0) {
          if (owners.size > 50_000) owners.clear();
          for (const row of await repository.ordersOwners(db, unknown)) {
            owners.set(row.orderId, { campaignId: row.campaignId, customerId: row.customerId });
          }
        }
        const byKey = new Map<string, number[]>();
        for (const id of orderIds) {
          const owner = owners.get(id);
          if (!owner) continue;
          const key = owner.campaignId ? `c${owner.campaignId}` : `o${id}`;
          byKey.set(key, [...(byKey.get(key) ?? []), id]);
        }
        for (const [key, ids] of byKey) announce(key, ids);
      })().catch((error: unknown) => {
        if (!closed) log.warn({ err: error }, 'could not announce delivery');
      });
    },
    close() {
      closed = true;
      for (const state of windows.values()) clearTimeout(state.timer);
      windows.clear();
    },
  };
}
