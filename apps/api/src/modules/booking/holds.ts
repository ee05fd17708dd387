import { historyReason } from '@screenspot/contracts/history-reasons';
import {
  canTransition,
  orderStatus,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import { tellCustomer } from '../notifications';
import { holdExpiredNotice } from './control.notices';
import * as repository from './repository';
import type { JobHost } from '../../app-deps';
import { everySweep } from '../../jobs/queue';
import { settleDue } from '../../jobs/sweep';

/**
 * Expires every order whose hold has lapsed; the ledger frees its cells in the same transaction.
 * Each order is its own transaction, locked with SKIP LOCKED and re-checked under the lock, so
 * any number of instances can sweep at once without expiring an order twice.
 */
export function expireLapsedHolds(db: Db, now = new Date()): Promise<number> {
  return settleDue(
    (limit) => repository.lapsedHolds(db, now, limit),
    (id) =>
      db.transaction(async (tx) => {
        const order = await repository.lockOrderIfFree(tx, id);
        if (!order) return false;
        const from = order.statusCode as OrderStatusCode;
        if (
          !canTransition(from, orderStatus.expired, 'system') ||
          !order.holdExpiresAt ||
          order.holdExpiresAt > now
        )
          return false;
        const moved = await repository.setOrderStatus(tx, {
          orderId: order.id,
          from: order.statusCode,
          to: orderStatus.expired,
          changedBy: null,
          reason: historyReason('holdLapsed'),
        });
        if (!moved) return false;
        await tellCustomer(
          tx,
          { customerId: order.customerId, orderId: order.id },
          holdExpiredNotice,
          { orderId: order.id },
        );
        return true;
      }),
  );
}

/**
 * A sweep of lapsed holds runs as a job about every HOLD_SWEEP_SECONDS from start to close, whether
 * or not requests arrive, on whichever instance takes it (one at a time; the sweep is safe side by
 * side anyway), and logs how many holds it expired.
 */
export function registerHoldSweep(
  { deps, log }: JobHost,
  sweep: { job: string; expire: (db: Db, now: Date) => Promise<number>; expired: string },
): void {
  const { jobs, database, config, clock } = deps;
  everySweep(jobs, sweep.job, config.HOLD_SWEEP_SECONDS, async () => {
    const expired = await sweep.expire(database.db, clock());
    if (expired > 0) log.info({ expired }, sweep.expired);
  });
}

export function registerHoldExpiry(host: JobHost): void {
  registerHoldSweep(host, {
    job: holdSweepJob,
    expire: expireLapsedHolds,
    expired: 'expired lapsed booking holds',
  });
}

export const holdSweepJob = 'booking.expire-holds';

/** Holds without an order (a proposal's, decision 0056): taken and given back in the ledger. */
export { holdCells } from './ledger.repository';
export { releaseHeldCells } from './repository';
