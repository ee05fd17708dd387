import { orderStatus } from './order-status';

/** What a campaign costs counts these orders; rejected, cancelled and expired ones are not sold. */
const countedStatuses: readonly number[] = [
  orderStatus.awaitingVideo,
  orderStatus.underReview,
  orderStatus.approved,
  orderStatus.paid,
  orderStatus.completed,
];

export const countsInTotals = (statusCode: number): boolean => countedStatuses.includes(statusCode);

type PricedOrder = {
  orderId: number;
  statusCode: number;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
};

export type CampaignSummary = {
  /** One line before VAT per order counted. */
  lines: { orderId: number; subtotalCents: number }[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
};

/**
 * A campaign's money: each counted order's price before VAT, then their subtotal, VAT and total.
 * VAT is each order's own (as its quote and invoice line have it), so lines + VAT = total exactly.
 */
export function campaignSummary(orders: readonly PricedOrder[]): CampaignSummary {
  const counted = orders.filter((order) => countsInTotals(order.statusCode));
  const sum = (key: 'subtotalCents' | 'vatCents' | 'totalCents') =>
    counted.reduce((total, order) => total + order[key], 0);
  return {
    lines: counted.map((order) => ({ orderId: order.orderId, subtotalCents: order.subtotalCents })),
    subtotalCents: sum('subtotalCents'),
    vatCents: sum('vatCents'),
    totalCents: sum('totalCents'),
  };
}
