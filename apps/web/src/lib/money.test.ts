import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from './money';

describe('formatMoney', () => {
  it('shows whole dollars without cents and other amounts with two decimals, never rounded', () => {
    expect(formatMoney(250)).toBe('$250');
    expect(formatMoney(1200)).toBe('$1,200');
    expect(formatMoney(275.5)).toBe('$275.50');
    expect(formatMoney(275.05)).toBe('$275.05');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('reads cents', () => {
    expect(formatCents(131_250)).toBe('$1,312.50');
    expect(formatCents(125_000)).toBe('$1,250');
  });
});
