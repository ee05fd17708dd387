import { describe, expect, it } from 'vitest';
import { createResponseCache, etagMatches, type CachedResponse } from './response-cache';

const answer = (text: string): CachedResponse => ({
  body: Buffer.from(text),
  etag: `"${text}"`,
  headers: {},
  compressed: async () => Buffer.from(text),
});

describe('createResponseCache', () => {
  it('reuses an answer until it expires, then asks again', async () => {
    let time = 0;
    let calls = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const produce = async () => answer(`v${++calls}`);
    expect((await cache.get('k', produce)).etag).toBe('"v1"');
    time = 999;
    expect((await cache.get('k', produce)).etag).toBe('"v1"');
    time = 1000;
    expect((await cache.get('k', produce)).etag).toBe('"v2"');
  });

  it('shares one query between concurrent misses', async () => {
    let calls = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    const produce = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer('x');
    };
    await Promise.all([cache.get('k', produce), cache.get('k', produce), cache.get('k', produce)]);
    expect(calls).toBe(1);
  });

  it('keeps the bodies under the byte bound, dropping the oldest first', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 10 });
    let calls = 0;
    const produce = (text: string) => async () => {
      calls += 1;
      return answer(text);
    };
    await cache.get('a', produce('aaaa'));
    await cache.get('b', produce('bbbb'));
    await cache.get('c', produce('cccc')); // 12 bytes: 'a' goes
    expect(calls).toBe(3);
    await cache.get('c', produce('cccc'));
    await cache.get('b', produce('bbbb'));
    expect(calls).toBe(3);
    await cache.get('a', produce('aaaa'));
    expect(calls).toBe(4);
    // A single body over the bound is still answered.
    expect((await cache.get('big', produce('x'.repeat(50)))).body.length).toBe(50);
  });

  it('forgets a failed query', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => answer('ok'))).etag).toBe('"ok"');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let calls = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2 });
    const produce = async () => answer(String(++calls));
    await cache.get('a', produce);
    await cache.get('b', produce);
    await cache.get('c', produce);
    expect((await cache.get('a', produce)).etag).toBe('"4"');
    expect((await cache.get('c', produce)).etag).toBe('"3"');
  });

  it('does not cache with a zero lifetime', async () => {
    let calls = 0;
    const cache = createResponseCache({ ttlMs: 0, maxEntries: 2 });
    await cache.get('a', async () => answer(String(++calls)));
    await cache.get('a', async () => answer(String(++calls)));
    expect(calls).toBe(2);
  });
});

describe('etagMatches', () => {
  it('matches exact, weak, listed and wildcard tags', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('does not match other or missing tags', () => {
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
  });
});

describe('dropping answers by scope', () => {
  it('forgets the answers the test accepts, and those kept without a scope', async () => {
    const cache = createResponseCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const produce = async () => answer(`v${++calls}`);
    await cache.get('dubai', produce, 'dubai');
    await cache.get('hatta', produce, 'hatta');
    await cache.get('unscoped', produce);
    expect(cache.drop((scope) => scope === 'dubai')).toBe(2);
    expect((await cache.get('hatta', produce, 'hatta')).etag).toBe('"v2"');
    expect((await cache.get('dubai', produce, 'dubai')).etag).toBe('"v4"');
    expect((await cache.get('unscoped', produce)).etag).toBe('"v5"');
  });
});
