import { describe, expect, it } from 'vitest';
import { formatterFor } from './format';
import { localeOf } from './languages';

describe('formatterFor', () => {
  const moment = '2026-11-24T17:05:00Z';

  it('keeps English as the product shows it: 24 Nov 2026, 21:05 on the 24-hour clock', () => {
    const format = formatterFor('en');
    expect(format.locale).toBe('en-AE');
    expect(format.date(moment)).toBe('24 Nov 2026');
    expect(
      format.dateTime(moment, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' }),
    ).toBe('24 Nov 2026, 21:05');
    expect(format.day('2026-12-01')).toBe('1 Dec');
    expect(format.number(1234567.5)).toBe('1,234,567.5');
  });

  it('writes Arabic dates and numbers with ar-AE', () => {
    const format = formatterFor('ar');
    expect(format.locale).toBe('ar-AE');
    expect(format.date(moment)).toBe('24 نوفمبر 2026');
    expect(format.day('2026-12-01')).toBe('1 ديسمبر');
    expect(format.number(1234567.5)).toBe('1,234,567.5');
  });

  it('writes a one-day range as that day alone, a longer one as its first and last day', () => {
    const en = formatterFor('en');
    expect(en.days('2026-01-03', '2026-01-03')).toBe('3 Jan');
    expect(en.days('2026-01-03', '2026-01-05')).toBe('3 Jan – 5 Jan');
    expect(formatterFor('ar').days('2026-01-03', '2026-01-03')).toBe('3 يناير');
  });
});

describe('languages', () => {
  it('writes dates and numbers in the UAE locale of a language', () => {
    expect(localeOf('ar')).toBe('ar-AE');
  });
});
