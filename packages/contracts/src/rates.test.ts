import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aedPerUsd, centsToFils, filsToCentsDown, vatCents, vatRateBasisPoints } from './rates';

describe('rates', () => {
  it('takes 5 % VAT, rounded half up to the cent', () => {
    expect(vatRateBasisPoints).toBe(500);
    expect(vatCents(10_000)).toBe(500);
    expect(vatCents(10)).toBe(1); // 0.5 cent rounds up
    expect(vatCents(9)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (net) => {
        expect(Math.abs(vatCents(net) * 20 - net)).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('converts at the printed peg: a dollar is AED 3.6725', () => {
    expect(centsToFils(100)).toBe(Math.round(Number(aedPerUsd) * 100));
    expect(centsToFils(10_000)).toBe(36_725);
    expect(centsToFils(1)).toBe(4);
  });

  it('turns fils back into cents rounded down: never more dollars than the dirhams are worth', () => {
    expect(filsToCentsDown(36_725)).toBe(10_000);
    expect(filsToCentsDown(36_724)).toBe(9_999);
    expect(filsToCentsDown(3)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (fils) => {
        const cents = filsToCentsDown(fils);
        // Worth at most the fils given, and a cent more would be worth more than them.
        expect(cents * 36_725).toBeLessThanOrEqual(fils * 10_000);
        expect((cents + 1) * 36_725).toBeGreaterThan(fils * 10_000);
      }),
    );
  });
});
