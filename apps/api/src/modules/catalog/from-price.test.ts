import { defaultMultipliers, fromPriceCents } from '@screenspot/contracts/booking';
import { describe, expect, it } from 'vitest';
import { fromPrice, loopOf, type PriceMakings } from './from-price';

const screen = (i: number): PriceMakings => ({
  priceCents: 10_000 + (i % 7) * 1_234,
  durationSeconds: [10, 15, 30][i % 3]!,
  loopSlots: 6 + (i % 5),
  houseSlots: i % 2,
  opensAt: ['06:00', '00:00', '10:30', '18:00'][i % 4]!,
  closesAt: ['02:00', '23:59', '22:00', '06:00', '10:30'][i % 5]!,
});

describe('a screen’s "from" price', () => {
  it('is the price worked out from its makings, whether met before or not', () => {
    const multipliers = { ...defaultMultipliers };
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 500; i += 1) {
        const row = screen(i);
        expect(fromPrice(row, multipliers)).toBe(fromPriceCents(loopOf(row), multipliers) / 100);
      }
    }
  });

  it('follows other multipliers, and stays right past the number it keeps', () => {
    const row = screen(1);
    const cheaper = { ...defaultMultipliers, night: 5_000, morning: 5_000 };
    expect(fromPrice(row, cheaper)).toBe(fromPriceCents(loopOf(row), cheaper) / 100);
    expect(fromPrice(row, cheaper)).not.toBe(fromPrice(row, defaultMultipliers));
    const many = { ...defaultMultipliers };
    for (let cents = 1; cents <= 10_500; cents += 1) {
      const priced = { ...row, priceCents: cents };
      expect(fromPrice(priced, many)).toBe(fromPriceCents(loopOf(priced), many) / 100);
    }
    expect(fromPrice(row, many)).toBe(fromPriceCents(loopOf(row), many) / 100);
  });
});
