import { brotliCompressSync, constants } from 'node:zlib';
import { pinAnswerMaxPins, type ScreenPin } from '@screenspot/contracts/screen';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildScreen } from '../../../test/builders';
import { queryRows } from '../../db/client';
import { countedUpTo } from './repository';

const t = useTestApp();
const broad = countedUpTo + 1_500;

beforeAll(async () => {
  // More screens than are counted, all named "Broadway", each at a random spot of the Emirates with
  // every digit of its coordinates: the answer compresses as badly as real positions can.
  await t.database.db.execute(sql`
    insert into screens (name, location, latitude, longitude, price_cents, title, description,
      size, media_type, duration_seconds)
    select 'Broadway ' || g, 'Broadway block ' || (g % 900),
      24.2 + random() * 1.8, 54.1 + random() * 2.3, 10000 + (g * 37) % 90000, 'Broadway',
      'A screen on Broadway', '1920x1080', 'LED', 15
    from generate_series(1, ${broad}) g`);
  await t.database.db.execute(sql`analyze screens`);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function matching(pattern: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from screens where name ilike ${pattern} order by id`,
  );
  return rows.map((row) => row.id);
}

/** The path and query of a Link header's next URL. */
function nextOf(link: string | string[] | number | undefined): string | undefined {
  return typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
}

describe('the pins answer is bounded whatever the search', () => {
  it('answers a broad search with the first pins, the total and a link to the rest', async () => {
    const res = await get('/api/leds/pins?boardName=Broadway');
    expect(res.statusCode).toBe(200);
    const pins = res.json<ScreenPin[]>();
    expect(pins).toHaveLength(pinAnswerMaxPins);
    const ids = await matching('%broadway%');
    expect(ids.length).toBe(broad);
    expect(pins.map((pin) => pin.id)).toEqual(ids.slice(0, pinAnswerMaxPins));
    // More match than are counted: the bound, and a flag saying so.
    expect(res.headers['x-total-count']).toBe(String(countedUpTo));
    expect(res.headers['x-total-count-capped']).toBe('true');
    expect(nextOf(res.headers.link)).toBe(
      `/api/leds/pins?boardName=Broadway&after=${ids[pinAnswerMaxPins - 1]}`,
    );
  });

  it('is at most 50 KB brotli, as sent and as compressed at the best quality', async () => {
    for (const url of ['/api/leds/pins', '/api/leds/pins?boardName=Broadway']) {
      const plain = await get(url);
      const sent = await get(url, { 'accept-encoding': 'br' });
      expect(sent.headers['content-encoding']).toBe('br');
      expect(sent.rawPayload.length).toBeLessThanOrEqual(50 * 1024);
      const best = brotliCompressSync(plain.rawPayload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      });
      expect(best.length).toBeLessThanOrEqual(50 * 1024);
      // Random full-precision positions: the bound holds by the cap, not by luck of the data.
      expect(plain.rawPayload.length).toBeGreaterThan(50 * 1024);
    }
  });

  it('following the links gives every match once, in id order', async () => {
    const seen: number[] = [];
    let next: string | undefined = '/api/leds/pins?location=broadway%20block%2012';
    let answers = 0;
    while (next) {
      const res = await get(next);
      expect(res.statusCode).toBe(200);
      const pins = res.json<ScreenPin[]>();
      expect(pins.length).toBeLessThanOrEqual(pinAnswerMaxPins);
      seen.push(...pins.map((pin) => pin.id));
      next = nextOf(res.headers.link);
      answers += 1;
    }
    const ids = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from screens where location ilike '%broadway block 12%' order by id`,
      )
    ).map((row) => row.id);
    expect(seen).toEqual(ids);
    expect(answers).toBe(Math.ceil(ids.length / pinAnswerMaxPins) || 1);

    const all: number[] = [];
    for (let url: string | undefined = '/api/leds/pins?boardName=broadway'; url;) {
      const res = await get(url);
      all.push(...res.json<ScreenPin[]>().map((pin) => pin.id));
      url = nextOf(res.headers.link);
    }
    expect(all).toEqual(await matching('%broadway%'));
  });

  it('answers a search of more pins than one answer holds, but fewer than are counted, exactly', async () => {
    // Blocks 1, 10–19 and 100–199: more than one answer's pins, well under the count's bound.
    const ids = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from screens where location ilike '%broadway block 1%' order by id`,
      )
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(pinAnswerMaxPins);
    expect(ids.length).toBeLessThan(countedUpTo);
    const res = await get('/api/leds/pins?location=broadway%20block%201');
    expect(res.json<ScreenPin[]>().map((pin) => pin.id)).toEqual(ids.slice(0, pinAnswerMaxPins));
    expect(res.headers['x-total-count']).toBe(String(ids.length));
    expect(res.headers['x-total-count-capped']).toBeUndefined();
    expect(nextOf(res.headers.link)).toBe(
      `/api/leds/pins?location=broadway+block+1&after=${ids[pinAnswerMaxPins - 1]}`,
    );
    // The count read with the pins is the one the list's pages give.
    const page = await get('/api/leds/getAll?location=broadway%20block%201&page=0&size=24');
    expect(page.headers['x-total-count']).toBe(String(ids.length));
  });

  it('answers a small search as before: every match, no link, its exact total', async () => {
    const screen = await buildScreen(t.database.db, { name: 'Lonely Quay Tower' });
    const res = await get('/api/leds/pins?boardName=Lonely%20Quay');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: screen.id,
        latitude: screen.latitude,
        longitude: screen.longitude,
        price: expect.any(Number),
      },
    ]);
    expect(res.headers.link).toBeUndefined();
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers['x-total-count-capped']).toBeUndefined();
  });

  it('counts a broad list up to the bound, and exactly below it', async () => {
    const broadList = await get('/api/leds/getAll?boardName=Broadway&page=0&size=24');
    expect(broadList.headers['x-total-count']).toBe(String(countedUpTo));
    expect(broadList.headers['x-total-count-capped']).toBe('true');
    const ids = await matching('%broadway 1%');
    expect(ids.length).toBeLessThan(countedUpTo);
    const narrow = await get('/api/leds/getAll?boardName=Broadway%201&page=0&size=24');
    expect(narrow.headers['x-total-count']).toBe(String(ids.length));
    expect(narrow.headers['x-total-count-capped']).toBeUndefined();
    expect(narrow.json<{ id: number }[]>().map((row) => row.id)).toEqual(ids.slice(0, 24));
  });

  it('refuses a bad starting id with 400 JSON', async () => {
    const res = await get('/api/leds/pins?after=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('after');
  });
});
