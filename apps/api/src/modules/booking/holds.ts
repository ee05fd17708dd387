import {
  orderStatus,
  holdingStatuses,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notifyCustomer } from '../notifications/service';
import * as repository from './repository';

/**
 * Expires every order whose hold has lapsed; the ledger frees its cells in the same transaction.
 * Each order is its own transaction, locked with SKIP LOCKED and re-checked under the lock, so
 * any number of instances can sweep at once without expiring an order twice.
 */
export async function expireLapsedHolds(db: Db, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await repository.lapsedHolds(db, now, 100);
    let progressed = false;
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const order = await repository.lockOrderIfFree(tx, id);
        if (!order) return false;
        const holding = holdingStatuses.includes(order.statusCode as OrderStatusCode);
        if (!holding || !order.holdExpiresAt || order.holdExpiresAt > now) return false;
        await repository.setOrderStatus(tx, {
          orderId: order.id,
          from: order.statusCode,
          to: orderStatus.expired,
          changedBy: null,
          reason: 'The hold lapsed before payment',
        });
        await notifyCustomer(tx, {
          customerId: order.customerId,
          orderId: order.id,
          title: 'Booking expired',
          message: `Order #${order.id} expired before it was paid; its spots are free again.`,
        });
        return true;
      });
      if (done) {
        expired += 1;
        progressed = true;
      }
    }
    if (due.length < 100 || !progressed) return expired;
  }
}

/** Runs the sweep every few seconds from start to close, whether or not requests arrive. */
export function scheduleHoldExpiry(app: FastifyInstance, db: Db, everySeconds: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireLapsedHolds(db);
      if (expired > 0) app.log.info({ expired }, 'expired lapsed booking holds');
    } catch (error) {
      app.log.warn({ err: error }, 'could not expire booking holds');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), everySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
