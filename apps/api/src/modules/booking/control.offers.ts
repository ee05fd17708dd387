import { vatCents } from '@screenspot/contracts/rates';
import type { OrderControls } from '@screenspot/contracts/order-control';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import {
  findControlOrder,
  flightOf,
  frozenQuote,
  orFound,
  orderCellsOf,
  phaseOf,
  type ControlOrder,
} from './control.service';
import { unplayedValue } from './settlement';
import { videoCheckOf } from '../orders';
import { orderUnderPayment } from '../payments';
import type { ControlActor } from './control.deps';

/**
 * What may be done with an order now (decision 0025). The same rules are checked again under the
 * order's lock by each change; this answer only decides which buttons a page shows.
 */
export async function orderControls(
  db: Db,
  viewer: ControlActor,
  orderId: number,
  now = new Date(),
): Promise<OrderControls> {
  const order = orFound(
    await findControlOrder(db, orderId, viewer.role === 'operator' ? null : viewer.id),
  );
  return controlsOf(db, order, viewer.role, now);
}

export async function controlsOf(
  db: Db,
  order: ControlOrder,
  role: ControlActor['role'],
  now: Date,
): Promise<OrderControls> {
  const phase = phaseOf(order, flightOf(await orderCellsOf(db, order.id)), now);
  const running = phase === 'scheduled' || phase === 'live';
  const paused = order.pausedAt
    ? {
        at: order.pausedAt.toISOString(),
        by: order.pausedByRole ?? 'customer',
        reason: order.pauseReason,
      }
    : null;
  const pendingCheck = order.pendingVideoKey
    ? await videoCheckOf(db, order.id, order.pendingVideoKey)
    : null;
  const paying =
    order.statusCode === orderStatus.approved && (await orderUnderPayment(db, order.id, now));
  const refundNet = running
    ? await unplayedValue(db, { id: order.id, quote: frozenQuote(order) }, now)
    : 0;
  return {
    phase,
    paused,
    pendingVideo:
      order.pendingVideoKey && order.pendingVideoAt
        ? {
            fileName: order.pendingVideoFileName,
            submittedAt: order.pendingVideoAt.toISOString(),
            checkStatus: pendingCheck?.status ?? 'pending',
          }
        : null,
    canEditSchedule:
      role === 'customer' && (phase === 'unpaid' || phase === 'scheduled') && !paying,
    canPause: running && !paused,
    canResume: running && paused !== null && (role === 'operator' || paused.by === 'customer'),
    canEndNow: role === 'customer' && running,
    canReplaceVideo: role === 'customer' && running,
    endNowRefundCents: refundNet + vatCents(refundNet),
  };
}
