import type { CampaignStatus } from '@screenspot/contracts/campaign-status';
import { orderStatus } from '@screenspot/contracts/order-status';

export type StatusOfOrder = { statusCode: number; firstCellAt: Date | null };

/** How far along a living order is; a campaign is where its least advanced living order is. */
const steps: readonly CampaignStatus[] = [
  'draft',
  'in_review',
  'awaiting_payment',
  'scheduled',
  'live',
  'completed',
];

function step(order: StatusOfOrder, now: Date): CampaignStatus | null {
  switch (order.statusCode) {
    case orderStatus.awaitingVideo:
      return 'draft';
    case orderStatus.underReview:
      return 'in_review';
    case orderStatus.approved:
      return 'awaiting_payment';
    case orderStatus.paid:
      // Paid time before its first spot is scheduled; from the first spot on, it is live.
      return order.firstCellAt && order.firstCellAt.getTime() > now.getTime()
        ? 'scheduled'
        : 'live';
    case orderStatus.completed:
      return 'completed';
    default:
      return null;
  }
}

/**
 * A campaign's status from its orders' (the one place it is derived). The campaign is as far as
 * its least advanced living order: one screen still awaiting its video keeps the campaign a draft.
 * Rejected orders await a new video, so with nothing else alive the campaign is a draft again.
 * With nothing alive at all it is expired when every order lapsed, otherwise cancelled.
 */
export function campaignStatus(orders: readonly StatusOfOrder[], now: Date): CampaignStatus {
  const living = orders.map((order) => step(order, now)).filter((s) => s !== null);
  if (living.length > 0) {
    return steps[Math.min(...living.map((s) => steps.indexOf(s)))]!;
  }
  if (orders.length === 0 || orders.some((o) => o.statusCode === orderStatus.rejected)) {
    return 'draft';
  }
  return orders.every((o) => o.statusCode === orderStatus.expired) ? 'expired' : 'cancelled';
}
