import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatCents } from './rates';
import { campaignSummary, countsInTotals } from './campaign-summary';

/** An order priced as a quote prices it: VAT on its own subtotal, total = subtotal + VAT. */
const pricedOrder = fc
  .record({
    orderId: fc.integer({ min: 1, max: 1_000_000 }),
    statusCode: fc.integer({ min: 0, max: 7 }),
    subtotalCents: fc.integer({ min: 0, max: 500_000_000 }),
  })
  .map((order) => {
    const vat = vatCents(order.subtotalCents);
    return { ...order, vatCents: vat, totalCents: order.subtotalCents + vat };
  });

describe('campaignSummary', () => {
  it('lines before VAT plus VAT make the total, to the cent', () => {
    fc.assert(
      fc.property(fc.array(pricedOrder, { maxLength: 40 }), (orders) => {
        const summary = campaignSummary(orders);
        const lines = summary.lines.reduce((total, line) => total + line.subtotalCents, 0);
        expect(lines).toBe(summary.subtotalCents);
        expect(lines + summary.vatCents).toBe(summary.totalCents);
        // The total is what the counted orders cost, each with its own VAT.
        const counted = orders.filter((order) => countsInTotals(order.statusCode));
        expect(summary.totalCents).toBe(counted.reduce((total, o) => total + o.totalCents, 0));
        expect(summary.lines.map((line) => line.orderId)).toEqual(counted.map((o) => o.orderId));
      }),
    );
  });

  it('leaves rejected, cancelled and expired orders out', () => {
    const order = (orderId: number, statusCode: number) => ({
      orderId,
      statusCode,
      subtotalCents: 10_000,
      vatCents: 500,
      totalCents: 10_500,
    });
    const summary = campaignSummary([
      order(1, 2),
      order(2, 3),
      order(3, 5),
      order(4, 7),
      order(5, 6),
    ]);
    expect(summary.lines.map((line) => line.orderId)).toEqual([1, 5]);
    expect(summary).toMatchObject({ subtotalCents: 20_000, vatCents: 1_000, totalCents: 21_000 });
  });
});
