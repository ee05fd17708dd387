import { describe, expect, it } from 'vitest';
import { displayMinor, isDisplayCurrency } from './currency';

describe('display currency', () => {
  it('shows USD cents as they are, and AED at the peg rounded half up to the fils', () => {
    expect(displayMinor(123_456, 'USD')).toBe(123_456);
    expect(displayMinor(100, 'AED')).toBe(367); // AED 3.6725 → 3.67
    expect(displayMinor(200, 'AED')).toBe(735); // 734.5 fils rounds up
    expect(displayMinor(1, 'AED')).toBe(4);
    expect(displayMinor(1_000_000, 'AED')).toBe(3_672_500);
  });

  it('knows its currencies', () => {
    expect(isDisplayCurrency('AED')).toBe(true);
    expect(isDisplayCurrency('EUR')).toBe(false);
    expect(isDisplayCurrency(undefined)).toBe(false);
  });
});
