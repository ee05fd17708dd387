import type { OrderControls } from '@screenspot/contracts/order-control';
import { HttpError } from '../../plugins/errors';
import { lockControlOrder, orFound, promotePendingVideo, setPendingVideo } from './control.service';
import { publishOrderChange } from '../events';
import { notifyCustomer } from '../notifications';
import { recordOrderEvent, videoCheckOf } from '../orders';
import { orderControls } from './control.offers';
import type { ControlDeps } from './control.deps';
import { mailCustomer } from './control.mail';
import { replacementNotice } from './control.notices';

/**
 * An operator decides on a replacement video (decision 0025). Approved, it becomes the order's
 * video and the manifest switches on its next build (the old item is revoked there); until then the
 * old video kept playing. Approval needs finished checks that passed or warned; a failed
 * replacement is rejected with a reason, and its file is removed. Answers the order's controls as
 * they stand after the decision.
 */
export async function decideReplacement(
  deps: ControlDeps,
  input: { orderId: number; operatorId: number; approve: boolean; reason: string | null },
): Promise<OrderControls> {
  const outcome = await deps.db.transaction(async (tx) => {
    const order = orFound(await lockControlOrder(tx, input.orderId, null));
    const key = order.pendingVideoKey;
    if (!key) throw new HttpError(409, 'order.noReplacement');
    if (input.approve) {
      const check = await videoCheckOf(tx, order.id, key);
      if (!check || check.status === 'pending') {
        throw new HttpError(409, 'order.replacementChecking');
      }
      if (check.status === 'fail') {
        throw new HttpError(409, 'order.replacementFailed');
      }
      await promotePendingVideo(tx, order.id);
    } else {
      await setPendingVideo(tx, order.id, null);
    }
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: input.approve ? 'video-replaced' : 'video-refused',
      actorId: input.operatorId,
      actorRole: 'operator',
      detail: input.approve ? order.pendingVideoFileName : input.reason,
    });
    await publishOrderChange(tx, order.customerId, order.id);
    const language = order.customerLanguage;
    const notice = replacementNotice(
      {
        orderId: order.id,
        screenName: order.screenName,
        approved: input.approve,
        reason: input.reason,
      },
      language,
    );
    await notifyCustomer(tx, { customerId: order.customerId, orderId: order.id, ...notice });
    return { notice, key, to: { email: order.customerEmail, name: order.customerName, language } };
  });
  // The old video stays stored: plays already recorded refer to its bytes.
  if (!input.approve) await deps.storage.remove(outcome.key).catch(() => {});
  await mailCustomer(deps, outcome.to, outcome.notice, input.orderId);
  return orderControls(deps.db, { id: input.operatorId, role: 'operator' }, input.orderId);
}
