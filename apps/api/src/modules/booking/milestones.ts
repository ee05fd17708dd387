import { historyReason } from '@screenspot/contracts/history-reasons';
import { canTransition, orderStatus } from '@screenspot/contracts/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messages';
import type { Db } from '../../db/client';
import { publishEvent } from '../events';
import { noticeDeps, notifyOrderEvent, sendPendingMails } from '../notifications';
import { emitOrderEvent } from '../webhooks';
import { bookedPlaysOfOrder } from './playout.service';
import * as milestones from './milestones.repository';
import * as repository from './repository';
import type { JobHost } from '../../app-deps';
import { everySweep } from '../../jobs/queue';

/**
 * Moments that come from time passing, for paid orders (decision 0026):
 * - scheduled: the first cell starts within a day (the customer's reminder);
 * - live: the first cell has started and the last has not ended;
 * - completed: the last cell (make-good spots included) has ended: the order moves 2 → 4 by the
 *   system, with its history row.
 * Each is noticed once: an `order_milestones` row (primary key order + kind) is inserted in the
 * transaction that notifies, and the move to 4 only takes an order still paid, so two instances
 * sweeping at once notify once.
 */
export const milestoneRules = { scheduledAheadMs: 24 * 3_600_000 } as const;

export type MilestoneDeps = { db: Db; messenger: Messenger; log: FastifyBaseLogger };
export type MilestoneOutcome = { scheduled: number[]; live: number[]; completed: number[] };

export async function advanceMilestones(
  deps: MilestoneDeps,
  now = new Date(),
): Promise<MilestoneOutcome> {
  const { db } = deps;
  const outcome: MilestoneOutcome = { scheduled: [], live: [], completed: [] };
  const paid = await milestones.dueMilestones(db, now, milestoneRules.scheduledAheadMs);
  for (const order of paid) {
    const first = new Date(order.firstCellAt);
    const ends = new Date(order.endsAt);
    const has = new Set(order.milestones ?? []);
    let kind: 'scheduled' | 'live' | 'completed' | null = null;
    if (ends.getTime() <= now.getTime()) kind = 'completed';
    else if (first.getTime() <= now.getTime()) kind = has.has('live') ? null : 'live';
    else kind = has.has('scheduled') || has.has('live') ? null : 'scheduled';
    if (!kind) continue;
    const done = await db.transaction(async (tx) => {
      if (kind === 'completed') {
        if (!canTransition(orderStatus.paid, orderStatus.completed, 'system')) return false;
        const moved = await repository.setOrderStatus(tx, {
          orderId: order.id,
          from: orderStatus.paid,
          to: orderStatus.completed,
          changedBy: null,
          reason: historyReason('lastCellEnded'),
        });
        if (!moved || !(await milestones.claim(tx, order.id, 'completed'))) return false;
        // Subscribed endpoints hear of it too (decision 0023), once: the event is keyed by order.
        await emitOrderEvent(tx, 'order.completed', [order.id]);
        const [booked, delivered] = await Promise.all([
          bookedPlaysOfOrder(tx, order.id, order.screenId),
          milestones.deliveredPlays(tx, order.id),
        ]);
        await notifyOrderEvent(tx, order.id, 'completed', {
          bookedPlays: [...booked.values()].reduce((sum, n) => sum + n, 0),
          deliveredPlays: delivered,
        });
      } else {
        if (!(await milestones.claim(tx, order.id, kind))) return false;
        if (kind === 'live') await notifyOrderEvent(tx, order.id, 'live', { startedAt: first });
        else await notifyOrderEvent(tx, order.id, 'scheduled', { startsAt: first });
      }
      await publishEvent(tx, {
        type: 'order',
        customerId: order.customerId,
        orderId: order.id,
        operators: kind === 'completed',
      });
      return true;
    });
    if (done) outcome[kind].push(order.id);
  }
  if (outcome.scheduled.length + outcome.live.length + outcome.completed.length > 0) {
    await sendPendingMails(deps);
  }
  return outcome;
}

export const milestonesJob = 'orders.milestones';

/** Every `everySeconds` (one instance at a time), whether or not requests arrive. */
export function registerMilestones(host: JobHost): void {
  const { jobs, config } = host.deps;
  const deps: MilestoneDeps = noticeDeps(host);
  everySweep(jobs, milestonesJob, config.MILESTONE_SWEEP_SECONDS, async () => {
    const outcome = await advanceMilestones(deps);
    const total = outcome.scheduled.length + outcome.live.length + outcome.completed.length;
    if (total > 0) deps.log.info(outcome, 'order milestones noticed');
  });
}
