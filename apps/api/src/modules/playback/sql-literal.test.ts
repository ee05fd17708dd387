import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './repository';

describe('sqlLiteral', () => {
  it('writes every string as the driver’s own escapeLiteral does', () => {
    const samples = [
      '',
      'plain',
      "it's",
      "''",
      'back\\slash',
      "both ' and \\",
      '{"a\\"b","c"}',
      '\\',
      "'; drop table plays; --",
      'نص عربي',
      'tab\there\nnewline',
    ];
    for (const value of samples) expect(sqlLiteral(value)).toBe(pg.escapeLiteral(value));
  });
});
