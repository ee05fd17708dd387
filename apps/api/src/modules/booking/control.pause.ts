import type { OrderControls } from '@screenspot/contracts/order-control';
import { HttpError } from '../../plugins/errors';
import {
  flightOf,
  lockControlOrder,
  orFound,
  orderCellsOf,
  phaseOf,
  setPause,
} from './control.service';
import { withRetry } from './service';
import { publishOrderChange } from '../events';
import { notifyOrderEvent, sendPendingMails } from '../notifications';
import { recordOrderEvent } from '../orders';
import { emitOrderEvent } from '../webhooks';
import { orderControls } from './control.offers';
import type { ControlActor, ControlDeps } from './control.deps';
import { message } from '../../error-messages';

/**
 * Pauses or resumes a paid order that has not ended (decision 0025). Paused cells keep their
 * capacity and are not refunded; the manifest leaves them out, so its version changes and players
 * stop within one poll. A customer resumes only their own pause; an operator's pause (with its
 * reason, told to the customer by notification and email) is the operators' to lift. Answers the
 * order's controls as they stand after the change.
 */
export async function setPaused(
  deps: ControlDeps,
  input: { orderId: number; actor: ControlActor; paused: boolean; reason: string | null },
  now = new Date(),
): Promise<OrderControls> {
  const { actor } = input;
  await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const order = orFound(
        await lockControlOrder(tx, input.orderId, actor.role === 'operator' ? null : actor.id),
      );
      const phase = phaseOf(order, flightOf(await orderCellsOf(tx, order.id)), now);
      if (phase !== 'scheduled' && phase !== 'live') {
        throw new HttpError(409, 'order.notPausable');
      }
      if (input.paused && order.pausedAt) throw new HttpError(409, 'order.alreadyPaused');
      if (!input.paused && !order.pausedAt) throw new HttpError(409, 'order.notPaused');
      if (!input.paused && actor.role === 'customer' && order.pausedByRole === 'operator') {
        const reason = order.pauseReason?.replace(/[.\s]+$/, '');
        throw new HttpError(
          409,
          reason ? message('order.pausedByUsReason', { reason }) : 'order.pausedByUs',
        );
      }
      await setPause(
        tx,
        order.id,
        input.paused ? { at: now, by: actor.id, role: actor.role, reason: input.reason } : null,
      );
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: input.paused ? 'paused' : 'resumed',
        actorId: actor.id,
        actorRole: actor.role,
        detail: input.reason,
      });
      if (input.paused) {
        // Each pause is its own event (an order can be paused again after a resume).
        await emitOrderEvent(tx, 'order.paused', [order.id], {
          keySuffix: `pause:${now.getTime()}`,
          data: { pausedBy: actor.role, reason: input.reason },
        });
      }
      await publishOrderChange(tx, order.customerId, order.id);
      // Told to the customer from the notice catalogue; its email follows after the commit.
      await notifyOrderEvent(tx, order.id, input.paused ? 'paused' : 'resumed', {
        reason: input.reason,
        by: actor.role,
      });
    }),
  );
  await sendPendingMails(deps);
  return orderControls(deps.db, actor, input.orderId, now);
}
