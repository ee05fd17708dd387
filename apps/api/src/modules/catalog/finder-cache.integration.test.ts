import type { PinClusterAnswer, Screen } from '@screenspot/contracts/screen';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { screenFormInput, useOperator } from '../../../test/builders';

// A screen edit forgets only the cached finder answers it can change (decision 0055).
const t = useTestApp();
const operator = useOperator(t);

const hatta = { latitude: 24.8095, longitude: 56.1322 };
const jebelAli = { latitude: 25.0118, longitude: 55.0613 };
const urls = {
  hattaList: '/api/leds/getAll?location=Hatta%20Lakeside',
  hattaPage: '/api/leds/getAll?location=Hatta%20Lakeside&page=0&size=24',
  hattaMap: '/api/leds/pins/clusters?bbox=56.1,24.78,56.16,24.84&zoom=15',
  jebelList: '/api/leds/getAll?location=Jebel%20Ali%20Gate',
  jebelMap: '/api/leds/pins/clusters?bbox=55.03,24.98,55.09,25.04&zoom=15',
  jebelPins: '/api/leds/pins?location=Jebel%20Ali%20Gate',
};
let jebel: { id: number } & Record<string, unknown>;
let lakeside: { id: number };

async function create(values: Record<string, unknown>) {
  const res = await operator({
    method: 'POST',
    url: '/api/admin/screens',
    payload: screenFormInput(values),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number } & Record<string, unknown>>();
}

beforeAll(async () => {
  lakeside = await create({
    billboardName: 'Lakeside Totem',
    location: 'Hatta Lakeside',
    ...hatta,
  });
  jebel = await create({ billboardName: 'Gate Board', location: 'Jebel Ali Gate', ...jebelAli });
});

/** The screen's price as the answer gives it (in a list, or as a pin on the map). */
async function priceIn(url: string, id: number): Promise<number | undefined> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Screen[] | PinClusterAnswer>();
  const items: { id: number; price: number }[] = Array.isArray(body) ? body : body.pins;
  return items.find((item) => item.id === id)?.price;
}

/**
 * Changes a screen's price underneath the service, leaving the catalogue's counter where it was:
 * an answer still giving the old price afterwards was served from memory.
 */
async function repriceUnseen(id: number, cents: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`update screens set price_cents = ${cents} where id = ${id}`);
    await tx.execute(sql`update catalog_version set version = version - 1 where id = 1`);
  });
}

async function edit(values: Record<string, unknown>) {
  const { id: _id, imageEtag: _i, openOrders: _o, updatedAt: _u, ...form } = jebel;
  const res = await operator({
    method: 'PUT',
    url: `/api/admin/screens/${jebel.id}`,
    payload: { ...form, categoryId: form.categoryId ?? '', ...values },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const hattaUrls = [urls.hattaList, urls.hattaPage, urls.hattaMap];
const jebelUrls = [urls.jebelList, urls.jebelMap, urls.jebelPins];

/** The prices the answers give now, by URL. */
async function pricesIn(list: string[], id: number) {
  return new Map(
    await Promise.all(list.map(async (url) => [url, await priceIn(url, id)] as const)),
  );
}

describe('cached finder answers after a screen edit', () => {
  it('keeps the answers the edit cannot change, and renews those it can', async () => {
    const hattaShown = await pricesIn(hattaUrls, lakeside.id);
    const jebelShown = await pricesIn(jebelUrls, jebel.id);
    for (const price of [...hattaShown.values(), ...jebelShown.values()]) {
      expect(price).toBeGreaterThan(0);
    }
    await repriceUnseen(lakeside.id, 99_900);

    await edit({ price: 321 });

    // Hatta's list, page and map hold nothing the edit touched: kept as they were.
    expect(await pricesIn(hattaUrls, lakeside.id)).toEqual(hattaShown);
    // Jebel Ali's list, pins and map give the new price, all alike.
    const renewed = await pricesIn(jebelUrls, jebel.id);
    for (const url of jebelUrls) expect(renewed.get(url), url).not.toBe(jebelShown.get(url));
    expect(new Set(renewed.values()).size).toBe(1);
  });

  it('renews the map answers a screen moves into and out of, and keeps the rest', async () => {
    const map = async (url: string) => (await t.app.inject({ url })).json<PinClusterAnswer>();
    expect((await map(urls.hattaMap)).total).toBe(1);
    expect((await map(urls.jebelMap)).pins.map((pin) => pin.id)).toContain(jebel.id);
    const listed = await priceIn(urls.hattaList, lakeside.id);
    await repriceUnseen(lakeside.id, 88_800);

    await edit({ price: 321, ...hatta });

    expect((await map(urls.hattaMap)).total).toBe(2);
    expect((await map(urls.jebelMap)).pins.map((pin) => pin.id)).not.toContain(jebel.id);
    // The Hatta list filters by place name, which the move did not change: kept as it was.
    expect(await priceIn(urls.hattaList, lakeside.id)).toBe(listed);
    await edit({ price: 321, ...jebelAli });
  });

  it('forgets everything after a change it was not told of', async () => {
    const listed = await priceIn(urls.hattaList, lakeside.id);
    // Written straight to the database: the catalogue's counter moves with no announcement.
    await t.database.db.execute(
      sql`update screens set price_cents = 77700 where id = ${lakeside.id}`,
    );
    await expect
      .poll(() => priceIn(urls.hattaList, lakeside.id), { timeout: 10_000 })
      .not.toBe(listed);
  });
});
