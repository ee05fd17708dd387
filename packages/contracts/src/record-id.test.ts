import { describe, expect, it } from 'vitest';
import { idFromText, recordIdSchema, wholeNumberText } from './record-id';

describe('recordIdSchema', () => {
  it('reads ids from numbers and from digits, spaces around them allowed', () => {
    expect(recordIdSchema.parse(12)).toBe(12);
    expect(recordIdSchema.parse('12')).toBe(12);
    expect(recordIdSchema.parse(' 12 ')).toBe(12);
  });

  it('refuses text that only Number() would read as an id', () => {
    for (const value of ['0x10', '1e3', '', ' ', '1.0', '+1', '١٢', 'Infinity']) {
      expect(recordIdSchema.safeParse(value).success, value).toBe(false);
    }
    for (const value of [0, -1, 1.5, 2 ** 31]) {
      expect(recordIdSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('idFromText', () => {
  it('reads 1 to 9 plain digits as a number', () => {
    expect(idFromText.parse('7')).toBe(7);
    expect(idFromText.parse('0')).toBe(0);
    expect(idFromText.parse('999999999')).toBe(999_999_999);
  });

  it('refuses anything else with the one message', () => {
    for (const value of ['0x10', '1e3', '', '1.0', '+1', '١٢', '1234567890', ' 1']) {
      const result = idFromText.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Must be a positive whole number');
    }
  });

  it('says what is missing when asked to', () => {
    const result = wholeNumberText('Required').safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe('Required');
  });
});
