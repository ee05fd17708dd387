import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './input-guard';

describe('findNulCharacter', () => {
  it('names the first field whose text or key holds a NUL', () => {
    expect(findNulCharacter({ body: { name: 'Layla', surname: 'Ha\u0000ddad' } })).toBe(
      'body.surname',
    );
    expect(findNulCharacter({ body: { values: { ['ti\u0000tle']: 'x' } } })).toBe(
      'body.values.ti\u0000tle',
    );
    expect(findNulCharacter({ query: { q: ['a', 'b\u0000'] } })).toBe('query.q.1');
  });

  it('names a field holding half of a surrogate pair', () => {
    expect(findNulCharacter({ body: { title: 'Launch \uD800 week' } })).toBe('body.title');
    expect(findNulCharacter({ body: { title: 'end \uDE00' } })).toBe('body.title');
    expect(findNulCharacter({ body: { ['\uDBFF']: 'x' } })).toBe('body.\uDBFF');
  });

  it('passes clean input, bytes and deep nesting', () => {
    const deep = JSON.parse('['.repeat(5000) + '"ok"' + ']'.repeat(5000)) as unknown;
    expect(findNulCharacter({ body: deep, query: { q: 'مرحبا 😀' }, params: undefined })).toBe(
      null,
    );
    expect(findNulCharacter({ body: Buffer.from([0, 0, 0]) })).toBe(null);
  });
});
