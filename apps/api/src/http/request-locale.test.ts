import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale';

describe('requestLocale', () => {
  it('takes the locale parameter first', () => {
    expect(requestLocale('en', 'ar')).toBe('en');
    expect(requestLocale('ar', 'en')).toBe('ar');
  });

  it('takes the first answered language of Accept-Language by weight', () => {
    expect(requestLocale(undefined, undefined)).toBe('en');
    expect(requestLocale(undefined, 'ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(requestLocale(undefined, 'fr-FR, ar;q=0.5, en;q=0.7')).toBe('en');
    expect(requestLocale(undefined, 'en;q=0.2, AR')).toBe('ar');
    expect(requestLocale(undefined, 'ar;q=0, de')).toBe('en');
    expect(requestLocale(undefined, '*')).toBe('en');
  });
});
