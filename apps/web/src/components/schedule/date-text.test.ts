import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-text';

describe('parseDateText', () => {
  it.each([
    ['29 Nov 2026', '2026-11-29'],
    ['29 November 2026', '2026-11-29'],
    ['Nov 29, 2026', '2026-11-29'],
    ['  5 dec 2026 ', '2026-12-05'],
    ['2026-11-29', '2026-11-29'],
    ['29/11/2026', '2026-11-29'],
    ['1.2.2027', '2027-02-01'],
    ['29 Sept 2026', '2026-09-29'],
  ])('reads %s in English', (text, iso) => {
    expect(parseDateText(text, 'en-AE')).toBe(iso);
  });

  it('reads Arabic month names and Arabic-Indic digits', () => {
    expect(parseDateText('29 نوفمبر 2026', 'ar-AE')).toBe('2026-11-29');
    expect(parseDateText('٢٩ نوفمبر ٢٠٢٦', 'ar-AE')).toBe('2026-11-29');
    expect(parseDateText('29 Nov 2026', 'ar-AE')).toBe('2026-11-29');
  });

  it.each([
    '',
    '2',
    '29 Nov',
    '29 Nov 20',
    '29 Novx 2026',
    '31 Nov 2026',
    '2026-02-30',
    '29/11/26',
    'tomorrow',
    '0 Nov 2026',
  ])('refuses %j, which is not a whole date', (text) => {
    expect(parseDateText(text, 'en-AE')).toBeNull();
  });
});
