import { describe, expect, it } from 'vitest';
import { etagMatches, etagOf } from './etag';

describe('etagOf', () => {
  it('is one quoted string, the same for the same bytes', () => {
    const tag = etagOf(Buffer.from('billboard'));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf(Buffer.from('billboard'))).toBe(tag);
    expect(etagOf(Buffer.from('screen'))).not.toBe(tag);
  });
});

describe('etagMatches', () => {
  const tag = etagOf(Buffer.from('x'));
  it('matches the tag alone, in a list, weak, or *', () => {
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches(`W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
  });
  it('does not match another tag or nothing', () => {
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
