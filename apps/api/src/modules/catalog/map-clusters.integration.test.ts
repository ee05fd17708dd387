import {
  mapAnswerMaxPoints,
  type PinClusterAnswer,
  type ScreenPin,
} from '@screenspot/contracts/screen';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildScreen } from '../../../test/builders';
import { queryRows } from '../../db/client';
import { statementRecorder } from '../../../test/statements';

const t = useTestApp();
const dubai = '54.9,24.7,55.7,25.4';
let lone: { id: number; latitude: number; longitude: number };

beforeAll(async () => {
  // Five thousand screens on thousands of distinct spots around Dubai, and one far out at sea.
  await t.database.db.execute(sql`
    insert into screens (name, location, latitude, longitude, price_cents, title, description,
      size, media_type, duration_seconds)
    select 'Grid screen ' || g, 'Grid location ' || (g % 2500),
      24.8 + (g % 71) * 0.0083, 55.0 + (g / 71) * 0.0085, 20000 + g, 'Grid', 'Grid screen',
      '1920x1080', 'LED', 15
    from generate_series(1, 5000) g`);
  await t.database.db.execute(sql`analyze screens`);
  lone = await buildScreen(t.database.db, { latitude: 24.75, longitude: 55.65 });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function inBox(box: string, where = sql`true`) {
  const [west, south, east, north] = box.split(',').map(Number);
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from screens where longitude between ${west} and ${east}
        and latitude between ${south} and ${north} and ${where}`,
  );
  return row!.n;
}

async function clusters(query: string) {
  const res = await get(`/api/leds/pins/clusters?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PinClusterAnswer>();
}

describe('the map’s clustered answer', () => {
  it('holds at most a few hundred points at any zoom, and counts every screen in the view', async () => {
    for (const zoom of [3, 8, 10, 11, 12, 14]) {
      const answer = await clusters(`bbox=${dubai}&zoom=${zoom}`);
      expect(answer.pins.length + answer.clusters.length).toBeLessThanOrEqual(mapAnswerMaxPoints);
      expect(answer.total).toBe(await inBox(dubai));
      const counted = answer.pins.length + answer.clusters.reduce((sum, c) => sum + c.count, 0);
      expect(counted).toBe(answer.total);
      for (const cluster of answer.clusters) {
        expect(cluster.count).toBeGreaterThan(1);
        expect(cluster.latitude).toBeGreaterThanOrEqual(cluster.south);
        expect(cluster.latitude).toBeLessThanOrEqual(cluster.north);
        expect(cluster.longitude).toBeGreaterThanOrEqual(cluster.west);
        expect(cluster.longitude).toBeLessThanOrEqual(cluster.east);
      }
      // From the city's zoom on, the lone screen at sea is a pin of its own, with its price.
      if (zoom < 10) continue;
      const pin = answer.pins.find((p) => p.id === lone.id);
      expect(pin, `zoom ${zoom}`).toMatchObject({ latitude: 24.75, longitude: 55.65 });
      expect(pin!.price).toBeGreaterThan(0);
    }
    // Close in, the screens come apart into pins.
    const street = '55.0,24.8,55.02,24.82';
    const close = await clusters(`bbox=${street}&zoom=17`);
    expect(close.clusters).toEqual([]);
    expect(close.pins.length).toBe(await inBox(street));
    expect(close.pins.length).toBeGreaterThan(1);
  });

  it('applies the finder’s filters, with the same pins as the unclustered answer', async () => {
    const street = '55.0,24.8,55.05,24.85';
    const answer = await clusters(
      `bbox=${street}&zoom=18&location=${encodeURIComponent('location 12')}`,
    );
    const all = (await get(`/api/leds/pins?location=${encodeURIComponent('location 12')}`)).json<
      ScreenPin[]
    >();
    const [west, south, east, north] = street.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const expected = all.filter(
      (p) =>
        p.longitude >= west && p.longitude <= east && p.latitude >= south && p.latitude <= north,
    );
    expect(answer.total).toBe(expected.length);
    expect(answer.pins.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      expected.map((p) => p.id).sort((a, b) => a - b),
    );
    expect(answer.pins).toEqual(expect.arrayContaining(expected));
  });

  it('shares an answer between nearby views of one zoom, and is small', async () => {
    const first = await get(`/api/leds/pins/clusters?bbox=${dubai}&zoom=11`);
    const moved = await get(`/api/leds/pins/clusters?bbox=54.9001,24.7001,55.7001,25.4001&zoom=11`);
    expect(moved.headers.etag).toBe(first.headers.etag);
    const compressed = await get(`/api/leds/pins/clusters?bbox=${dubai}&zoom=11`).then(() =>
      t.app.inject({
        method: 'GET',
        url: `/api/leds/pins/clusters?bbox=${dubai}&zoom=11`,
        headers: { 'accept-encoding': 'br' },
      }),
    );
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(50 * 1024);
  });

  it('refuses a view it cannot read with 400 and a message per field', async () => {
    for (const query of [
      'zoom=10',
      `bbox=${dubai}`,
      'bbox=1,2,3&zoom=10',
      'bbox=55,25,54,26&zoom=10',
      'bbox=-200,0,10,10&zoom=10',
      `bbox=${dubai}&zoom=23`,
      `bbox=${dubai}&zoom=ten`,
      'bbox=a,b,c,d&zoom=3',
    ]) {
      const res = await get(`/api/leds/pins/clusters?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toHaveProperty('message');
    }
  });
});

describe('the finder’s total', () => {
  it('is counted once per search, not once per page', async () => {
    const recorder = statementRecorder(t.database);
    const pages = await recorder.during(async () => {
      const answers = [];
      for (let page = 0; page < 4; page += 1) {
        answers.push(await get(`/api/leds/getAll?location=Grid&page=${page}&size=24`));
      }
      return answers;
    });
    const totals = pages.result.map((res) => res.headers['x-total-count']);
    expect(new Set(totals)).toEqual(new Set(['5000']));
    const counting = pages.statements.filter((text) => /count\(/i.test(text));
    expect(counting).toHaveLength(1);
    // Another page size or language of the same search counts nothing again.
    // Awaited inside: an injected request starts when it is awaited.
    const again = await recorder.during(
      async () => await get(`/api/leds/getAll?location=Grid&page=0&size=10&locale=ar`),
    );
    expect(again.result.headers['x-total-count']).toBe('5000');
    // The new page is read (so the recording saw the request), the count is not.
    expect(again.statements.filter((text) => /from "screens"/.test(text)).length).toBeGreaterThan(
      0,
    );
    expect(again.statements.filter((text) => /count\(/i.test(text))).toEqual([]);
  });

  it('is counted before its page is read, and the multipliers are not read again', async () => {
    expect((await get('/api/leds/getAll?location=Grid&page=0&size=24')).statusCode).toBe(200);
    const recorder = statementRecorder(t.database);
    // Awaited inside: an injected request starts when it is awaited.
    const { result, statements } = await recorder.during(
      async () => await get('/api/leds/getAll?location=Grid&boardName=1&page=0&size=24'),
    );
    expect(result.statusCode).toBe(200);
    const reads = statements.filter((text) => /from "screens"/.test(text));
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatch(/count\(/i);
    expect(reads[1]).toMatch(/limit/i);
    expect(statements.filter((text) => /from "daypart_multipliers"/.test(text))).toEqual([]);
  });
});
