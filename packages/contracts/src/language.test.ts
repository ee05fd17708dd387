import { describe, expect, it } from 'vitest';
import { bestLanguage } from './language';

describe('bestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['ar', 'ar'],
    ['ar-AE', 'ar'],
    ['AR-ae', 'ar'],
    ['en;q=0.5, ar;q=0.8', 'ar'],
    ['ar;q=0.8, en', 'en'],
    ['ar, en', 'ar'],
    ['fr, de;q=0.9', 'en'],
    ['fr, ar;q=0.1', 'ar'],
    ['ar;q=0, en;q=0.1', 'en'],
    ['en;q=0, *', 'ar'],
    ['*', 'en'],
    ['ar;q=abc', 'en'],
    ['ar;q=2', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(bestLanguage(header)).toBe(expected);
  });
});

describe('bestLanguage of a browser list (navigator.languages)', () => {
  it.each([
    [['ar-AE', 'en-US'], 'ar'],
    [['fr-FR', 'en-GB', 'ar'], 'en'],
    [['fr-FR', 'AR'], 'ar'],
    [[], 'en'],
  ])('%j → %s', (accepted, expected) => {
    expect(bestLanguage(accepted)).toBe(expected);
  });
});
