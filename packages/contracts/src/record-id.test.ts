import { describe, expect, it } from 'vitest';
import { recordIdSchema } from './record-id';

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
