import { describe, expect, it } from 'vitest';
import { cellStart } from '@screenspot/contracts/booking';
import { orderStatus } from '@screenspot/contracts/order-status';
import { soldCellCents, soldCells, type ReportOrder } from './sold';

const cells = [
  { date: '2027-03-01', daypart: 'evening', spots: 2 },
  { date: '2027-03-01', daypart: 'night', spots: 2 },
  { date: '2027-03-02', daypart: 'evening', spots: 2 },
  { date: '2027-03-02', daypart: 'night', spots: 2 },
];
const quote = {
  breakdown: [
    { daypart: 'evening', unitCents: 14_250 },
    { daypart: 'night', unitCents: 5_700 },
  ],
};
const order = (statusCode: number, refundedAt: Date | null = null): ReportOrder => ({
  statusCode,
  quote,
  subtotalCents: 2 * 2 * (14_250 + 5_700),
  refundedAt,
});

describe('what a report counts as sold', () => {
  it('counts every cell of paid, completed and approved orders, none of the others', () => {
    for (const code of [orderStatus.paid, orderStatus.completed, orderStatus.approved]) {
      expect(soldCells(order(code), cells)).toEqual(cells);
    }
    for (const code of [
      orderStatus.underReview,
      orderStatus.awaitingVideo,
      orderStatus.rejected,
      orderStatus.expired,
      orderStatus.cancelled,
    ]) {
      expect(soldCells(order(code), cells)).toEqual([]);
    }
  });

  it('keeps the cells that had started when a paid order was cancelled; the rest were refunded', () => {
    const cancelledAt = new Date(cellStart('2027-03-01', 'night').getTime() + 60_000);
    expect(soldCells(order(orderStatus.cancelled, cancelledAt), cells)).toEqual(cells.slice(0, 2));
  });

  it('prices a sold cell at spots × its daypart’s unit, so a refund takes off exactly its spots', () => {
    const sold = cells.slice(0, 2);
    expect(soldCellCents(order(orderStatus.cancelled), cells, sold)).toEqual([28_500, 11_400]);
  });

  it('shares the subtotal of an order without a priced quote over its cells, to the cent', () => {
    const unpriced = { ...order(orderStatus.paid), quote: null, subtotalCents: 1_001 };
    const prices = soldCellCents(unpriced, cells, cells);
    expect(prices.reduce((sum, cents) => sum + cents, 0)).toBe(1_001);
    expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
  });
});
