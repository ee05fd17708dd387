import { describe, expect, it } from 'vitest';
import { formatterFor } from '../i18n/format';
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

  it('agrees with the formatter of each language', () => {
    for (const language of ['en', 'ar']) {
      const format = formatterFor(language);
      for (const dollars of [0, 0.3, 250, 275.05, 1200, 1312.5, 98_765.43]) {
        expect(format.money(dollars)).toBe(formatMoney(dollars, language));
        expect(format.cents(Math.round(dollars * 100))).toBe(
          formatCents(Math.round(dollars * 100), language),
        );
      }
    }
    expect(formatterFor('en').money(1312.5)).toBe('$1,312.50');
  });

  it('reads Arabic with the UAE Arabic locale, digits left to right', () => {
    expect(formatMoney(1250, 'ar')).toMatch(/^\u200f?1,250\s?US\$$/);
    expect(formatMoney(275.5, 'ar')).toMatch(/275\.50/);
  });

  it('shows the chosen currency: dirhams at the peg, rounded half up to the fils', () => {
    expect(formatMoney(1250, 'en', 'AED')).toBe('AED\u00a04,590.63'); // 4,590.625
    expect(formatMoney(2, 'en', 'AED')).toBe('AED\u00a07.35'); // 734.5 fils
    expect(formatMoney(1000, 'en', 'AED')).toBe('AED\u00a03,672.50');
    expect(formatMoney(4000, 'en', 'AED')).toBe('AED\u00a014,690');
    expect(formatMoney(1250, 'ar', 'AED')).toMatch(/4,590\.63\s?د\.إ\./);
  });

  it('formats in the currency it is given, dollars by default', () => {
    expect(formatterFor('en', 'AED').cents(125_000)).toBe('AED\u00a04,590.63');
    expect(formatterFor('en', 'USD').cents(125_000)).toBe('$1,250');
    expect(formatterFor('en').cents(125_000)).toBe('$1,250');
    expect(formatCents(125_000)).toBe('$1,250');
  });
});
