import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Screen, Segment } from '@screenspot/contracts/screen';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { screens } from '../../db/schema';

const t = useTestApp();
let segments: Segment[];
let all: Screen[];

beforeAll(async () => {
  segments = (await t.app.inject({ method: 'GET', url: '/api/leds/getCategories' })).json();
  all = (await t.app.inject({ method: 'GET', url: '/api/leds/getAll' })).json();
});

const getAll = (query: string) => t.app.inject({ method: 'GET', url: `/api/leds/getAll${query}` });

/** Expects the answer to a GET of a screen that does not exist: 404 JSON. */
async function expectNoSuchScreen(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    code: 'screen.notFoundAlt',
    message: 'We could not find this screen.',
  });
}

/** Expects the answer to a GET with a missing or malformed ledId: 400 JSON naming it. */
async function expectLedIdRefused(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toHaveProperty('ledId');
}

describe('GET /api/leds/getCategories', () => {
  it('lists the segments with categoryId and value, sorted by name', async () => {
    expect(segments.length).toBeGreaterThanOrEqual(6);
    expect(segments[0]).toEqual({ categoryId: expect.any(Number), value: expect.any(String) });
    const names = segments.map((s) => s.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Malls & Retail');
  });
});

describe('GET /api/leds/getAll', () => {
  it('returns every seeded Dubai screen in the spec shape', async () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const screen of all) {
      expect(screen.latitude).toBeGreaterThan(24.7);
      expect(screen.latitude).toBeLessThan(25.4);
      expect(screen.longitude).toBeGreaterThan(54.9);
      expect(screen.longitude).toBeLessThan(55.6);
      expect([10, 15, 20, 30]).toContain(screen.duration);
      expect(screen.ledId).toBe(screen.id);
      expect(screen.price).toBeGreaterThan(0);
    }
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'billboardName',
        'categoryId',
        'description',
        'duration',
        'id',
        'latitude',
        'ledId',
        'location',
        'longitude',
        'mediaType',
        'price',
        'screens',
        'size',
        'title',
      ].sort(),
    );
  });

  it('filters by location, case-insensitively, as a substring', async () => {
    const res = await getAll('?location=MARINA');
    expect(res.statusCode).toBe(200);
    const screens: Screen[] = res.json();
    const expected = all.filter((s) => s.location.toLowerCase().includes('marina'));
    expect(expected.length).toBeGreaterThan(0);
    expect(screens.map((s) => s.id)).toEqual(expected.map((s) => s.id));
  });

  it('filters by board name', async () => {
    const sample = all[3]!;
    const part = sample.billboardName.slice(2, 8).toUpperCase();
    const screens: Screen[] = (await getAll(`?boardName=${encodeURIComponent(part)}`)).json();
    expect(screens.map((s) => s.id)).toContain(sample.id);
    for (const s of screens) expect(s.billboardName.toLowerCase()).toContain(part.toLowerCase());
  });

  it('filters by segment', async () => {
    const mall = segments.find((s) => s.value === 'Malls & Retail')!;
    const screens: Screen[] = (await getAll(`?categoryId=${mall.categoryId}`)).json();
    expect(screens.length).toBe(all.filter((s) => s.categoryId === mall.categoryId).length);
    expect(screens.length).toBeGreaterThan(0);
    for (const s of screens) expect(s.categoryId).toBe(mall.categoryId);
  });

  it('combines filters with AND', async () => {
    const mall = segments.find((s) => s.value === 'Malls & Retail')!;
    const res = await getAll(`?location=dubai&boardName=a&categoryId=${mall.categoryId}`);
    const screens: Screen[] = res.json();
    const expected = all.filter(
      (s) =>
        s.location.toLowerCase().includes('dubai') &&
        s.billboardName.toLowerCase().includes('a') &&
        s.categoryId === mall.categoryId,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(screens.map((s) => s.id)).toEqual(expected.map((s) => s.id));
  });

  it('ignores empty and blank filters', async () => {
    const screens: Screen[] = (await getAll('?location=&boardName=%20%20&categoryId=')).json();
    expect(screens.length).toBe(all.length);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await getAll('?location=zzqx-nowhere');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await getAll('?categoryId=999999')).json()).toEqual([]);
  });

  it('treats LIKE wildcards in the text as plain characters', async () => {
    expect((await getAll('?location=%25')).json()).toEqual([]);
    expect((await getAll('?boardName=_')).json()).toEqual([]);
  });

  it('pages when asked, with the total in a header', async () => {
    const first = await getAll('?size=5');
    const second = await getAll('?page=1&size=5');
    expect(first.json().map((s: Screen) => s.id)).toEqual(all.slice(0, 5).map((s) => s.id));
    expect(second.json().map((s: Screen) => s.id)).toEqual(all.slice(5, 10).map((s) => s.id));
    expect(first.headers['x-total-count']).toBe(String(all.length));
    const past = await getAll('?page=1000&size=50');
    expect(past.json()).toEqual([]);
  });

  it.each([
    ['?categoryId=abc', 'categoryId'],
    ['?categoryId=-1', 'categoryId'],
    ['?categoryId=1&categoryId=2', 'categoryId'],
    ['?page=x', 'page'],
    ['?size=0', 'size'],
    ['?size=100000', 'size'],
    [`?location=${'a'.repeat(201)}`, 'location'],
  ])('refuses %s with 400 JSON naming the field', async (query, field) => {
    const res = await getAll(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('sends an ETag and cache headers, and 304 on revalidation', async () => {
    const res = await getAll('?location=deira');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/leds/getAll?location=deira',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/leds/getAll?location=marina',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/leds/getAll compression', () => {
  const request = (encoding: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/leds/getAll?location=dubai',
      headers: { 'accept-encoding': encoding, ...extra },
    });

  it('answers brotli or gzip when the client takes it, with the same JSON inside', async () => {
    const plain = await request('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await request('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gz = await request('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('revalidates each encoding by its own ETag', async () => {
    const br = await request('br');
    expect((await request('br', { 'if-none-match': br.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect((await request('gzip', { 'if-none-match': br.headers.etag as string })).statusCode).toBe(
      200,
    );
  });

  it('leaves tiny answers uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leds/getAll?location=zzqx-nowhere',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/leds', () => {
  it('returns one screen by ledId', async () => {
    const sample = all[7]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/leds?ledId=${sample.ledId}` });
    expect(res.statusCode).toBe(200);
    // The list's fields, the loop a booking needs and the price of a spot-day in each daypart.
    const body = res.json();
    expect(body).toEqual({
      ...sample,
      slotsPerLoop: expect.any(Number),
      houseSlots: expect.any(Number),
      loopSeconds: expect.any(Number),
      openingHours: { open: '06:00', close: '02:00' },
      timezone: 'Asia/Dubai',
      dayparts: ['morning', 'daytime', 'evening', 'night'],
      daypartPrices: ['morning', 'daytime', 'evening', 'night'].map((daypart) => ({
        daypart,
        priceCents: expect.any(Number),
      })),
      // Not switched to Ramadan's sunset dayparts; their multipliers as the screen keeps them.
      ramadanDayparts: false,
      ramadanMultipliers: { pre_iftar: 1.5, after_iftar: 1.25 },
    });
    // The "from" price of the list is the cheapest of them, and the day price shares out over
    // the dayparts: morning 4 h ×1, daytime 6 h ×0.9, evening 6 h ×1.25, night 4 h ×0.75 of 20 h.
    const prices = (body.daypartPrices as { priceCents: number }[]).map((p) => p.priceCents);
    expect(Math.min(...prices)).toBe(Math.round(sample.price * 100));
    expect(prices[3]).toBe(Math.min(...prices));
    expect(prices[2]).toBe(Math.max(...prices));
  });

  it('answers 404 JSON for an unknown screen', async () => {
    await expectNoSuchScreen('/api/leds?ledId=987654');
  });

  it.each(['', '?ledId=', '?ledId=abc', '?ledId=1.5', '?ledId=-3', '?ledId=1&ledId=2'])(
    'answers 400 JSON for %s',
    (query) => expectLedIdRefused(`/api/leds${query}`),
  );

  it('says Required when ledId is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leds' });
    expect(res.json()).toEqual({
      code: 'validation.required',
      message: 'Required',
      errors: { ledId: 'Required' },
    });
  });
});

describe('GET /api/files', () => {
  it('serves the screen image with ETag, cache headers and a locked-down policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files?ledId=${all[0]!.ledId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 304 with no body when the ETag still matches, 200 when it does not', async () => {
    const url = `/api/files?ledId=${all[1]!.ledId}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBeGreaterThan(100);
  });

  it('gives each screen its own image', async () => {
    const a = await t.app.inject({ method: 'GET', url: `/api/files?ledId=${all[0]!.ledId}` });
    const b = await t.app.inject({ method: 'GET', url: `/api/files?ledId=${all[1]!.ledId}` });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('answers 404 JSON for an unknown screen and for a screen without an image', async () => {
    await expectNoSuchScreen('/api/files?ledId=987654');

    const [bare] = await t.database.db
      .insert(screens)
      .values({
        name: 'Imageless Test Screen',
        location: 'Test Street',
        latitude: 25.2,
        longitude: 55.3,
        priceCents: 10_000,
        title: 'Test',
        description: 'A screen without an image',
        size: '1920x1080',
        mediaType: 'LED Billboard',
        durationSeconds: 15,
      })
      .returning({ id: screens.id });
    const missing = await t.app.inject({ method: 'GET', url: `/api/files?ledId=${bare!.id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This screen has no image yet.');
  });

  it.each(['', '?ledId=x', '?ledId=%27%20or%201=1'])('answers 400 JSON for %s', (query) =>
    expectLedIdRefused(`/api/files${query}`),
  );
});
