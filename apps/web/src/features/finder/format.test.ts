import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice } from './format';

describe('finder formats', () => {
  it('shows prices in whole dollars', () => {
    expect(formatPrice(250)).toBe('$250');
    expect(formatPrice(1200)).toBe('$1,200');
  });

  it("shows durations with the spec's s suffix", () => {
    expect(formatDuration(15)).toBe('15s');
  });
});
