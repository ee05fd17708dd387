import { historyReason } from '@screenspot/contracts/history-reasons';
import { dayparts, daypartIds, screenUtcOffsetMinutes } from '@screenspot/contracts/booking';
import { canTransition, orderStatus } from '@screenspot/contracts/order-status';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messages';
import { queryRows, type Db } from '../../db/client';
import type { Jobs } from '../../jobs/queue';
import { publishEvent } from '../events';
import { notifyOrderEvent, sendPendingMails } from '../notifications';
import { emitOrderEvent } from '../webhooks';
import { bookedPlaysOfOrder } from './playout.service';
import * as repository from './repository';

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

/** The UTC end of a cell, in SQL, from the dayparts of the contracts. */
const cellEndSql = (alias: string) =>
  sql.raw(
    `((${alias}.date + case ${alias}.daypart ${daypartIds
      .map((id) => `when '${id}' then interval '${dayparts[id].end} minutes'`)
      .join(
        ' ',
      )} end - interval '${screenUtcOffsetMinutes} minutes')::timestamp at time zone 'UTC')`,
  );

const allCells = sql`(select order_id, date, daypart from order_cells
  union all select order_id, date, daypart from make_good_cells)`;

async function claim(tx: Db, orderId: number, kind: string): Promise<boolean> {
  const rows = await queryRows<{ orderId: number }>(
    tx,
    sql`insert into order_milestones (order_id, kind) values (${orderId}, ${kind})
        on conflict do nothing returning order_id as "orderId"`,
  );
  return rows.length > 0;
}

export async function advanceMilestones(
  deps: MilestoneDeps,
  now = new Date(),
): Promise<MilestoneOutcome> {
  const { db } = deps;
  const at = now.toISOString();
  const outcome: MilestoneOutcome = { scheduled: [], live: [], completed: [] };
  const paid = await queryRows<{
    id: number;
    customerId: number;
    screenId: number;
    firstCellAt: Date | string;
    endsAt: Date | string;
    milestones: string[] | null;
  }>(
    db,
    sql`select o.id, o.customer_id as "customerId", o.screen_id as "screenId",
          o.first_cell_at as "firstCellAt", e.ends_at as "endsAt",
          (select array_agg(m.kind) from order_milestones m where m.order_id = o.id) as milestones
        from orders o
        join lateral (select max(${cellEndSql('c')}) as ends_at from ${allCells} c
          where c.order_id = o.id) e on true
        where o.status_code = ${orderStatus.paid} and o.first_cell_at is not null
          and e.ends_at is not null
          -- A paused order is not "live"; it still completes when its last cell ends.
          and (o.paused_at is null or e.ends_at <= ${at}::timestamptz)
          and o.first_cell_at <= ${at}::timestamptz + ${`${milestoneRules.scheduledAheadMs} milliseconds`}::interval
          and (e.ends_at <= ${at}::timestamptz
            or not exists (select 1 from order_milestones m where m.order_id = o.id
              and m.kind in ('live', case when o.first_cell_at > ${at}::timestamptz then 'scheduled' else 'live' end)))
        order by o.id
        limit 500`,
  );
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
        if (!moved || !(await claim(tx, order.id, 'completed'))) return false;
        // Subscribed endpoints hear of it too (decision 0023), once: the event is keyed by order.
        await emitOrderEvent(tx, 'order.completed', [order.id]);
        const [booked, delivered] = await Promise.all([
          bookedPlaysOfOrder(tx, order.id, order.screenId),
          deliveredPlays(tx, order.id),
        ]);
        await notifyOrderEvent(tx, order.id, 'completed', {
          bookedPlays: [...booked.values()].reduce((sum, n) => sum + n, 0),
          deliveredPlays: delivered,
        });
      } else {
        if (!(await claim(tx, order.id, kind))) return false;
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

async function deliveredPlays(db: Db, orderId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(complete_plays), 0)::int as count from order_play_hours
        where order_id = ${orderId}`,
  );
  return Number(row?.count ?? 0);
}

export const milestonesJob = 'orders.milestones';

/** Every `everySeconds` (one instance at a time), whether or not requests arrive. */
export function registerMilestones(jobs: Jobs, deps: MilestoneDeps, everySeconds: number): void {
  jobs.every(
    milestonesJob,
    everySeconds,
    async () => {
      const outcome = await advanceMilestones(deps);
      const total = outcome.scheduled.length + outcome.live.length + outcome.completed.length;
      if (total > 0) deps.log.info(outcome, 'order milestones noticed');
    },
    { pollingIntervalSeconds: Math.min(2, Math.max(0.5, everySeconds / 2)), expireInSeconds: 300 },
  );
}
