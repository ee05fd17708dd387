import type { ScheduleChange, ScheduleChangeAnswer } from '@screenspot/contracts/order-control';
import type { QuoteItem } from '@screenspot/contracts/booking-api';
import {
  holdingStatuses,
  orderStatus,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import { HttpError } from '../../plugins/errors';
import {
  findControlOrder,
  flightOf,
  frozenQuote,
  lockControlOrder,
  moveOrderCells,
  orFound,
  orderCellsOf,
  phaseOf,
  replaceSchedule,
} from './control.service';
import { prepareBooking, withRetry } from './service';
import { publishOrderChange } from '../events';
import { recordOrderEvent } from '../orders';
import {
  afterScheduleDifference,
  orderUnderPayment,
  refuseWhileDifferenceOpen,
  settleScheduleDifference,
} from '../payments';
import type { ControlDeps } from './control.deps';
import { documentMoney } from '../../money';

const daypartWords: Record<string, string> = {
  morning: 'morning',
  daytime: 'daytime',
  evening: 'evening',
  night: 'night',
};

/** "2026-12-15 to 2026-12-20, evening and night, 2 spots, $1,234.00" for the history. */
function describe(
  item: Pick<QuoteItem, 'startDate' | 'endDate' | 'dayparts' | 'spotsPerLoop' | 'totalCents'>,
) {
  const dayparts = item.dayparts.map((id) => daypartWords[id] ?? id).join(', ');
  const total = documentMoney(item.totalCents);
  return `${item.startDate} to ${item.endDate}, ${dayparts}, ${item.spotsPerLoop} spot${item.spotsPerLoop === 1 ? '' : 's'}, ${total}`;
}

/**
 * POST /api/order/:id/schedule (decision 0025): a new quote for the order's screen, its spots moved
 * in the ledger from the old cells to the new ones all or nothing, in one transaction under the
 * order's lock. A paid order's difference is invoiced or credited in the same transaction.
 */
export async function changeSchedule(
  deps: ControlDeps,
  input: { customerId: number; orderId: number; schedule: ScheduleChange },
  now = new Date(),
): Promise<ScheduleChangeAnswer> {
  const found = orFound(await findControlOrder(deps.db, input.orderId, input.customerId));
  // Priced before the locks (a validation error costs no lock); the ledger check is under them.
  const [prepared] = await prepareBooking(deps.db, [{ ledId: found.screenId, ...input.schedule }], {
    now: () => now,
    minLeadMinutes: deps.config.MIN_LEAD_MINUTES,
  });
  const next = prepared!;
  const outcome = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const order = orFound(await lockControlOrder(tx, input.orderId, input.customerId));
      if (!order.quote || order.campaignId === null) {
        throw new HttpError(409, 'order.beforeSchedules');
      }
      const oldCells = await orderCellsOf(tx, order.id);
      const phase = phaseOf(order, flightOf(oldCells), now);
      if (phase !== 'unpaid' && phase !== 'scheduled') {
        throw new HttpError(409, 'order.scheduleStarted');
      }
      if (
        order.statusCode === orderStatus.approved &&
        (await orderUnderPayment(tx, order.id, now))
      ) {
        throw new HttpError(409, 'order.beingPaid');
      }
      const paid = order.statusCode === orderStatus.paid;
      if (paid) await refuseWhileDifferenceOpen(tx, [order.id]);
      await moveOrderCells(tx, {
        screenId: order.screenId,
        column: paid ? 'booked' : 'held',
        from: oldCells,
        to: next.cells,
      });
      const before = frozenQuote(order);
      const holding = holdingStatuses.includes(order.statusCode as OrderStatusCode);
      const holdExpiresAt = !holding
        ? order.holdExpiresAt
        : order.statusCode === orderStatus.approved && order.holdExpiresAt
          ? new Date(Math.min(order.holdExpiresAt.getTime(), next.firstCellAt.getTime()))
          : next.firstCellAt;
      await replaceSchedule(
        tx,
        order.id,
        {
          flightStart: next.item.startDate,
          flightEnd: next.item.endDate,
          dayparts: next.item.dayparts,
          spotsPerLoop: next.item.spotsPerLoop,
          quote: next.wire as unknown as Record<string, unknown>,
          subtotalCents: next.quote.subtotalCents,
          vatCents: next.quote.vatCents,
          totalCents: next.quote.totalCents,
          firstCellAt: next.firstCellAt,
          holdExpiresAt,
        },
        next.cells,
      );
      const difference = paid
        ? await settleScheduleDifference(tx, deps.config, {
            orderId: order.id,
            campaignId: order.campaignId,
            customerId: order.customerId,
            screenName: order.documentScreenName,
            before,
            after: next.wire,
            dueAt: next.firstCellAt,
            now,
          })
        : null;
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'schedule-changed',
        actorId: input.customerId,
        actorRole: 'customer',
        detail: `${describe(before)} → ${describe(next.wire)}`,
      });
      await publishOrderChange(tx, order.customerId, order.id);
      return { before: order.totalCents ?? before.totalCents, difference };
    }),
  );
  const documents = await afterScheduleDifference(deps, outcome.difference);
  return {
    orderId: input.orderId,
    previousTotalCents: outcome.before,
    totalCents: next.quote.totalCents,
    differenceCents: next.quote.totalCents - outcome.before,
    ...documents,
  };
}
