import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { separatedLoop, separationPossible } from './separation';

type Order = { id: number; spots: number; category: string | null };

const orderArb = fc.record({
  spots: fc.integer({ min: 1, max: 6 }),
  category: fc.constantFrom('automotive', 'banking-finance', 'telecom', 'retail', null),
});

/** Books orders one by one as the booking does: an order that makes separation impossible is refused. */
function book(slots: number, wanted: Omit<Order, 'id'>[]) {
  const accepted: Order[] = [];
  const refused: Order[] = [];
  wanted.forEach((order, id) => {
    const next = [...accepted, { id, ...order }];
    if (separationPossible(slots, next)) accepted.push({ id, ...order });
    else refused.push({ id, ...order });
  });
  return { accepted, refused };
}

const categoryOf = (orders: Order[], id: number) => orders.find((o) => o.id === id)!.category;

describe('competitive separation', () => {
  it('never puts two adverts of one category side by side, the loop wrapping, or the booking refused the order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(orderArb, { maxLength: 25 }),
        (slots, wanted) => {
          const { accepted, refused } = book(slots, wanted);
          const loop = separatedLoop(
            slots,
            accepted.map((order) => ({
              item: order.id,
              spots: order.spots,
              category: order.category,
            })),
          );
          expect(loop).not.toBeNull();
          expect(loop).toHaveLength(slots);
          // Every accepted order has exactly its spots.
          for (const order of accepted) {
            const spots = loop!.filter((e) => e.kind === 'item' && e.item === order.id).length;
            expect(spots).toBe(order.spots);
          }
          if (slots > 1) {
            for (let i = 0; i < slots; i += 1) {
              const a = loop![i]!;
              const b = loop![(i + 1) % slots]!;
              if (a.kind !== 'item' || b.kind !== 'item') continue;
              const ca = categoryOf(accepted, a.item);
              if (ca !== null) expect(categoryOf(accepted, b.item)).not.toBe(ca);
            }
          }
          // A refused order made it impossible with what had been accepted before it.
          for (const order of refused) {
            const before = accepted.filter((o) => o.id < order.id);
            expect(separationPossible(slots, [...before, order])).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses what cannot be separated and arranges what can', () => {
    expect(separatedLoop(4, [{ item: 'a', spots: 3, category: 'telecom' }])).toBeNull();
    expect(
      separatedLoop(4, [
        { item: 'a', spots: 1, category: 'telecom' },
        { item: 'b', spots: 1, category: 'telecom' },
      ])?.map((e) => (e.kind === 'item' ? e.item : '-')),
    ).toEqual(['a', '-', 'b', '-']);
    expect(separationPossible(5, [{ spots: 3, category: 'retail' }])).toBe(false);
    expect(separationPossible(6, [{ spots: 3, category: 'retail' }])).toBe(true);
    expect(separationPossible(3, [{ spots: 3, category: null }])).toBe(true);
  });
});
