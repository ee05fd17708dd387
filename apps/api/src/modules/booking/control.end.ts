import { historyReason } from '@screenspot/contracts/history-reasons';
import type { RefundAnswer } from '@screenspot/contracts/payment';
import { orderStatus } from '@screenspot/contracts/order-status';
import { HttpError } from '../../plugins/errors';
import { findControlOrder, flightOf, orFound, orderCellsOf, phaseOf } from './control.service';
import { cancelPaidCampaign } from '../payments';
import type { ControlDeps } from './control.deps';

/**
 * POST /api/order/:id/end (decision 0025): a paid order ends now. Its cells that have not started
 * are released from the ledger and refunded at their quoted price by credit note (the existing
 * refund path of decision 0017); the cell playing now is earned; the order completes. Before its
 * first daypart that is every cell: a full refund.
 * Under the campaign's order locks, so two requests end it (and refund it) once: the second is 409.
 */
export async function endOrderNow(
  deps: ControlDeps,
  input: { customerId: number; orderId: number },
  now = new Date(),
): Promise<RefundAnswer> {
  const order = orFound(await findControlOrder(deps.db, input.orderId, input.customerId));
  const phase = phaseOf(order, flightOf(await orderCellsOf(deps.db, order.id)), now);
  if ((phase !== 'live' && phase !== 'scheduled') || order.campaignId === null) {
    throw new HttpError(409, 'order.notRunning');
  }
  return cancelPaidCampaign(
    deps,
    {
      campaignId: order.campaignId,
      customerId: input.customerId,
      changedBy: input.customerId,
      reason: historyReason('endedByCustomer'),
      orderIds: [order.id],
      endAs: orderStatus.completed,
    },
    now,
  );
}
