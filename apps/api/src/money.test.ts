import { describe, expect, it } from 'vitest';
import { documentMoney, siteMoney } from './money';

describe('money', () => {
  it('writes documents’ amounts with their cents and thousands', () => {
    expect(documentMoney(123_400)).toBe('$1,234.00');
    expect(documentMoney(16_538)).toBe('$165.38');
  });

  it('writes the site’s amounts with cents only when there are any, never one digit of them', () => {
    expect(siteMoney(100_000, 'en')).toBe('$1,000');
    expect(siteMoney(490_460, 'en')).toBe('$4,904.60');
    expect(siteMoney(27_550, 'en')).toBe('$275.50');
  });

  it('isolates an Arabic amount left to right, "US$" after its number', () => {
    const amount = siteMoney(490_460, 'ar');
    expect(amount.startsWith('\u2066')).toBe(true);
    expect(amount.endsWith('\u2069')).toBe(true);
    expect(amount).toMatch(/4,904\.60\s?US\$/);
  });

  it('writes dirhams at the peg, converted once and rounded half up to the fils', () => {
    // 200 cents = 734.5 fils → AED 7.35; $1,234.00 = AED 4,531.87 (453,186.5 fils, half up).
    expect(documentMoney(200, 'AED')).toBe('AED 7.35');
    expect(documentMoney(123_400, 'AED')).toBe('AED 4,531.87');
    expect(siteMoney(100_000, 'en', 'AED')).toMatch(/^AED\s3,672\.50$/);
    expect(siteMoney(100_000, 'en', 'USD')).toBe('$1,000');
    expect(siteMoney(100_000, 'ar', 'AED')).toMatch(/3,672\.50/);
  });
});
