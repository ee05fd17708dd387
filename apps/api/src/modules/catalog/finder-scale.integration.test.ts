import { pinAnswerMaxPins, type Screen, type ScreenPin } from '@screenspot/contracts/screen';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { countScreens, fewMatches, listPins, listScreens, screensQuery } from './repository';
import type { ScreenFilter } from './repository';

const t = useTestApp();
const added = 3_000;

beforeAll(async () => {
  // Copies of the seeded screens spread over their locations, before any search is answered.
  await t.database.db.execute(sql`
    insert into screens (name, location, latitude, longitude, price_cents, title,
      description, screens, size, media_type, duration_seconds, segment_id)
    select s.name || ' #' || g, s.location, s.latitude, s.longitude, s.price_cents + g,
      s.title, s.description, s.screens, s.size, s.media_type, s.duration_seconds, s.segment_id
    from generate_series(1, ${added}) g
    join lateral (select * from screens where id <= 53 order by id offset (g % 40) limit 1) s on true`);
  await t.database.db.execute(sql`analyze screens`);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function total(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from screens`,
  );
  return row!.n;
}

describe('finder with thousands of screens', () => {
  it('pages the list with the total in X-Total-Count; pages cover every screen once', async () => {
    const screens = await total();
    expect(screens).toBeGreaterThan(added);
    const size = 500;
    const seen = new Set<number>();
    for (let page = 0; page * size < screens; page += 1) {
      const res = await get(`/api/leds/getAll?page=${page}&size=${size}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(screens));
      const rows = res.json<Screen[]>();
      expect(rows.length).toBe(Math.min(size, screens - page * size));
      for (const row of rows) seen.add(row.id);
    }
    expect(seen.size).toBe(screens);
  });

  it('gives the map every match as a compact pin, the same set as the list, a part at a time', async () => {
    const filters = ['', '?location=marina', '?boardName=tower', '?location=MARINA&boardName=%231'];
    for (const query of filters) {
      const pins: ScreenPin[] = [];
      for (let url: string | undefined = `/api/leds/pins${query}`; url;) {
        const res = await get(url);
        const part = res.json<ScreenPin[]>();
        expect(part.length).toBeLessThanOrEqual(pinAnswerMaxPins);
        pins.push(...part);
        url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
      }
      const list = (await get(`/api/leds/getAll${query}`)).json<Screen[]>();
      expect(pins.map((p) => p.id)).toEqual(list.map((b) => b.id));
      for (const [i, pin] of pins.entries()) {
        expect(Object.keys(pin).sort()).toEqual(['id', 'latitude', 'longitude', 'price']);
        expect(pin.latitude).toBe(list[i]!.latitude);
        expect(pin.price).toBe(list[i]!.price);
      }
    }
    const first = await get('/api/leds/pins');
    expect(first.json<ScreenPin[]>()).toHaveLength(pinAnswerMaxPins);
    expect(first.headers['x-total-count']).toBe(String(await total()));
  });

  it('finds substrings of any length, case-insensitively, with the total matching', async () => {
    const [expected] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from screens where location ilike '%ar%'`,
    );
    const res = await get('/api/leds/getAll?location=AR&size=10');
    expect(res.headers['x-total-count']).toBe(String(expected!.n));
    expect(expected!.n).toBeGreaterThan(0);
    const rows = res.json<Screen[]>();
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.location.toLowerCase()).toContain('ar');
  });

  it('reuses answers, yet shows a change to a screen within about a second', async () => {
    const url = '/api/leds/getAll?boardName=%231234&page=0&size=24';
    const before = (await get(url)).json<Screen[]>();
    expect(before).toHaveLength(1);
    expect((await get(url)).headers.etag).toBe((await get(url)).headers.etag);
    await t.database.db.execute(
      sql`update screens set price_cents = 99900 where id = ${before[0]!.id}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = (await get(url)).json<Screen[]>();
    // The "from" price: the cheapest daypart of the new $999 day price (night, 4 of 20 open hours
    // at ×0.75).
    expect(after[0]!.price).toBe(149.85);
    const pins = (await get('/api/leds/pins?boardName=%231234')).json<ScreenPin[]>();
    expect(pins).toEqual([expect.objectContaining({ id: before[0]!.id, price: 149.85 })]);

    // New daypart multipliers change every "from" price, and the reused answers with them.
    await t.database.db.execute(
      sql`insert into daypart_multipliers (daypart, basis_points) values ('night', 15000)
          on conflict (daypart) do update set basis_points = 15000`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Now the morning is cheapest: 4 of 20 hours at ×1.
    expect((await get(url)).json<Screen[]>()[0]!.price).toBe(199.8);
    const newPins = (await get('/api/leds/pins?boardName=%231234')).json<ScreenPin[]>();
    expect(newPins).toEqual([expect.objectContaining({ price: 199.8 })]);
    await t.database.db.execute(sql`delete from daypart_multipliers where daypart = 'night'`);
  });

  it('the pins endpoint refuses bad filters with 400 JSON', async () => {
    const res = await get('/api/leds/pins?categoryId=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('categoryId');
    expect((await get(`/api/leds/pins?location=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('substring search on location and name uses the trigram indexes', async () => {
    const plans: string[] = [];
    await t.database.db.transaction(async (tx) => {
      // The planner may prefer a scan on a small table; the index must be usable for these.
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const condition of [sql`location ilike '%marina%'`, sql`name ilike '%tower%'`]) {
        const result = (await tx.execute(
          sql`explain select id from screens where ${condition}`,
        )) as unknown as { rows: Record<string, string>[] };
        plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
      }
    });
    expect(plans[0]).toContain('screens_location_trgm_idx');
    expect(plans[1]).toContain('screens_name_trgm_idx');
  });

  it('cuts a page from the sorted matches when few match: the same rows as the id walk', async () => {
    const db = t.database.db;
    const filters: ScreenFilter[] = [
      { boardName: '#1234' },
      { location: 'marina' },
      { location: 'marina', categoryId: 2 },
      { location: 'no such place' },
      { boardName: 'tower', categoryId: 1 },
      {},
    ];
    for (const filter of filters) {
      const matches = await countScreens(db, filter);
      for (const page of [
        { limit: 24, offset: 0 },
        { limit: 24, offset: 24 },
        { limit: 500, offset: Math.max(0, matches - 10) },
      ]) {
        const walked = await listScreens(db, filter, page);
        // Told the count, and told a count under the bound whatever it is: either way, the same.
        expect(await listScreens(db, filter, page, matches)).toEqual(walked);
        expect(await listScreens(db, filter, page, 0)).toEqual(walked);
        expect(walked.length).toBe(Math.max(0, Math.min(page.limit, matches - page.offset)));
      }
      // Pins, told the count or not, and from any screen on: the list's ids, a part of them.
      const ids = (await listScreens(db, filter)).map((row) => row.id);
      for (const told of [matches, 0, undefined]) {
        for (const after of [0, ids[5] ?? 0]) {
          const part = { after, limit: 100, matches: told };
          const pins = await listPins(db, filter, part);
          expect(pins.map((pin) => pin.id)).toEqual(ids.filter((id) => id > after).slice(0, 100));
        }
      }
    }
  });

  it('a page of few matches is not read by walking the primary key', async () => {
    const plan = async (matches: number) => {
      const { sql: text, params } = screensQuery(
        t.database.db,
        { location: 'marina', categoryId: 2 },
        { limit: 24, offset: 0 },
        matches,
      ).toSQL();
      const result = (await t.database.db.execute(
        sql.raw(
          `explain ${text.replace(/\$(\d+)/g, (_, n: string) => {
            const value = params[Number(n) - 1];
            return typeof value === 'string' ? `'${value}'` : String(value);
          })}`,
        ),
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    };
    expect(await plan(fewMatches)).not.toContain('screens_pkey');
    expect(await plan(fewMatches)).toContain('Sort');
  });
});
