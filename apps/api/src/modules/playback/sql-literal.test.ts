import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './repository';

describe('sqlLiteral', () => {
  it('writes every string as the driver’s own escapeLiteral does', () => {
    // Never connected: only its escaping is used.
    const driver = new pg.Client();
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
    for (const value of samples) expect(sqlLiteral(value)).toBe(driver.escapeLiteral(value));
  });
});
