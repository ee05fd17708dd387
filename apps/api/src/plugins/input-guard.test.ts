import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './input-guard';

describe('findUnstorableText', () => {
  it('names the first field whose text or key holds a NUL', () => {
    expect(findUnstorableText({ body: { name: 'Layla', surname: 'Ha\u0000ddad' } })).toBe(
      'body.surname',
    );
    expect(findUnstorableText({ body: { values: { ['ti\u0000tle']: 'x' } } })).toBe(
      'body.values.ti\u0000tle',
    );
    expect(findUnstorableText({ query: { q: ['a', 'b\u0000'] } })).toBe('query.q.1');
  });

  it('names a field holding half of a surrogate pair', () => {
    expect(findUnstorableText({ body: { title: 'Launch \uD800 week' } })).toBe('body.title');
    expect(findUnstorableText({ body: { title: 'end \uDE00' } })).toBe('body.title');
    expect(findUnstorableText({ body: { ['\uDBFF']: 'x' } })).toBe('body.\uDBFF');
  });

  it('passes clean input, bytes and deep nesting', () => {
    const deep = JSON.parse('['.repeat(5000) + '"ok"' + ']'.repeat(5000)) as unknown;
    expect(findUnstorableText({ body: deep, query: { q: 'مرحبا 😀' }, params: undefined })).toBe(
      null,
    );
    expect(findUnstorableText({ body: Buffer.from([0, 0, 0]) })).toBe(null);
  });
});
