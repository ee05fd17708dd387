import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileToCsv } from '@screenspot/contracts/audience-api';
import { audienceProfiles, screens } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { buildLoopScreen, bookingItem, daysFromNow } from '../../../test/booking-builders';
import {
  buildCustomer,
  buildOperator,
  injectWithCookie,
  sessionCookie,
} from '../../../test/builders';

const t = useTestApp();
let asOperator: ReturnType<typeof injectWithCookie>;
let asCustomer: ReturnType<typeof injectWithCookie>;

beforeAll(async () => {
  const operator = await buildOperator(t.database.db);
  asOperator = injectWithCookie(t.app, await sessionCookie(t.database.db, operator.id));
  const customer = await buildCustomer(t.database.db);
  asCustomer = injectWithCookie(t.app, await sessionCookie(t.database.db, customer.id));
});

const flat = (value: number) => Array(168).fill(value) as number[];

function putProfile(ledId: number, hourly: unknown, source = 'Operator count, March 2026') {
  return asOperator({
    method: 'PUT',
    url: `/api/admin/screens/${ledId}/audience`,
    payload: { hourly, source },
  });
}

function putCsv(ledId: number, csv: string, inject = asOperator) {
  return inject({
    method: 'PUT',
    url: `/api/admin/screens/${ledId}/audience/csv?source=Footfall%20counter`,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function storedProfile(ledId: number) {
  const [row] = await t.database.db
    .select()
    .from(audienceProfiles)
    .where(eq(audienceProfiles.screenId, ledId));
  return row;
}

describe('seeded profiles', () => {
  it('publish the inputs of the estimate with the profile', async () => {
    const [screen] = await t.database.db
      .select()
      .from(screens)
      .where(eq(screens.name, 'Internet City Interchange'));
    const res = await t.app.inject({ url: `/api/leds/audience?ledId=${screen!.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hourly).toHaveLength(168);
    expect(body.timezone).toBe('Asia/Dubai');
    expect(body.methodVersion).toBe('dubai-public-traffic/1');
    expect(body.assumptions).toMatchObject({
      trafficBase: 295_000,
      unit: 'vehicles',
      directionalSplit: 0.5,
      occupancy: 1.6,
      visibilityFactor: 0.4,
      dailyOts: 94_400,
    });
    expect(body.source).toMatch(/Salik/);
    expect(body.estimate.averageDailyOts).toBeCloseTo(94_400, -2);
    expect(body.estimate.impressionsPerPlay).toBeGreaterThan(5);
  });

  it('every seeded screen has one', async () => {
    const rows = await t.database.db.select().from(audienceProfiles);
    expect(rows.length).toBeGreaterThanOrEqual(53);
  });

  it('a screen without a profile answers 404 with a message', async () => {
    const screen = await buildLoopScreen(t.database.db);
    const res = await t.app.inject({ url: `/api/leds/audience?ledId=${screen.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This screen has no audience estimate yet.');
  });
});

describe('quotes carry impressions and the effective CPM', () => {
  it('sums plays in each hour × OTS × slot seconds ÷ 3600', async () => {
    // 12 slots of 15 s: 120 plays of one spot per evening; 3,600 OTS an hour is 15 per play.
    const screen = await buildLoopScreen(t.database.db);
    expect((await putProfile(screen.id, flat(3600))).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: [bookingItem({ ledId: screen.id, spotsPerLoop: 2 })] },
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    // Two evenings × 120 plays × 2 spots × 15 impressions.
    expect(quote.items[0].impressions).toBe(7200);
    expect(quote.items[0].breakdown[0]).toMatchObject({ daypart: 'evening', impressions: 7200 });
    expect(quote.impressions).toBe(7200);
    expect(quote.effectiveCpmCents).toBe(Math.round((quote.subtotalCents * 1000) / 7200));
    expect(quote.audienceMethodVersion).toBe('prorated-ots/1');
  });

  it('weights the hours: a quiet morning and a busy Friday night differ', async () => {
    const screen = await buildLoopScreen(t.database.db);
    const hourly = flat(0);
    for (let h = 0; h < 24; h += 1) hourly[4 * 24 + h] = 7200; // only Friday has an audience
    await putProfile(screen.id, hourly);
    // Find the next Thursday: its night cell runs into Friday 00:00–02:00.
    let offset = 10;
    while (new Date(`${daysFromNow(offset)}T00:00:00Z`).getUTCDay() !== 4) offset += 1;
    const thursday = daysFromNow(offset);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: {
        items: [
          bookingItem({
            ledId: screen.id,
            startDate: thursday,
            endDate: thursday,
            dayparts: ['evening', 'night'],
          }),
        ],
      },
    });
    const item = res.json().items[0];
    const byDaypart = Object.fromEntries(
      item.breakdown.map((line: { daypart: string; impressions: number }) => [
        line.daypart,
        line.impressions,
      ]),
    );
    // Thursday evening has no audience; night's 00–02 hours (40 of 80 plays) are Friday's: 30 each.
    expect(byDaypart).toEqual({ evening: 0, night: 1200 });
  });

  it('a screen without a profile adds no impressions; no estimate gives no CPM', async () => {
    const screen = await buildLoopScreen(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: [bookingItem({ ledId: screen.id })] },
    });
    expect(res.json()).toMatchObject({ impressions: 0, effectiveCpmCents: null });
  });

  it('a booked campaign keeps the impressions of its quote', async () => {
    const customer = await buildCustomer(t.database.db);
    const screen = await buildLoopScreen(t.database.db);
    await putProfile(screen.id, flat(3600));
    const inject = injectWithCookie(t.app, await sessionCookie(t.database.db, customer.id));
    const res = await inject({
      method: 'POST',
      url: '/api/campaigns',
      payload: { items: [bookingItem({ ledId: screen.id })] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().quote).toMatchObject({ impressions: 3600 });
  });
});

describe('operators edit profiles', () => {
  it('saves the grid with its source and the operator method', async () => {
    const screen = await buildLoopScreen(t.database.db);
    const hourly = Array.from({ length: 168 }, (_, i) => i * 10.5);
    const res = await putProfile(screen.id, hourly);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hourly,
      source: 'Operator count, March 2026',
      methodVersion: 'operator-supplied/1',
      assumptions: null,
    });
  });

  it('refuses a grid without 168 non-negative numbers, changing nothing', async () => {
    const screen = await buildLoopScreen(t.database.db);
    await putProfile(screen.id, flat(100));
    const short = await putProfile(screen.id, flat(1).slice(1));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.hourly).toMatch(/168 values/);
    const negative = flat(1);
    negative[7] = -1;
    const bad = await putProfile(screen.id, negative);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['hourly.7']).toBe('Must be a non-negative number');
    expect((await putProfile(screen.id, flat(1), '')).json().errors.source).toBeDefined();
    expect((await storedProfile(screen.id))!.hourly).toEqual(flat(100));
  });

  it('takes a CSV of 7 rows of 24 hours', async () => {
    const screen = await buildLoopScreen(t.database.db);
    const hourly = Array.from({ length: 168 }, (_, i) => (i % 24) * 100);
    const res = await putCsv(screen.id, profileToCsv(hourly));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hourly, source: 'Footfall counter' });
    expect((await storedProfile(screen.id))!.hourly).toEqual(hourly);
  });

  it('refuses a bad CSV with a clear 400 and keeps the old profile', async () => {
    const screen = await buildLoopScreen(t.database.db);
    await putProfile(screen.id, flat(50));
    const short = await putCsv(screen.id, Array(160).fill('5').join('\n'));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'A profile has 168 values (7 rows of 24 hours, Monday first); found 160',
    );
    const rows = Array.from({ length: 7 }, () => Array(24).fill('5'));
    rows[1]![3] = 'lots';
    const word = await putCsv(screen.id, rows.map((r) => r.join(',')).join('\n'));
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe('Row 2, column 4: “lots” is not a non-negative number');
    expect(word.json().errors).toEqual({ 'row2.col4': word.json().message });
    const empty = await putCsv(screen.id, '');
    expect(empty.statusCode).toBe(400);
    const huge = await putCsv(screen.id, '1,'.repeat(40_000));
    expect(huge.statusCode).toBe(413);
    expect((await storedProfile(screen.id))!.hourly).toEqual(flat(50));
  });

  it('answers 404 for a screen that does not exist', async () => {
    expect((await putProfile(999_999, flat(1))).statusCode).toBe(404);
    expect((await putCsv(999_999, profileToCsv(flat(1)))).statusCode).toBe(404);
  });

  it('only operators may edit: 401 for visitors, 403 for customers', async () => {
    const screen = await buildLoopScreen(t.database.db);
    await putProfile(screen.id, flat(10));
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/screens/${screen.id}/audience`,
      payload: { hourly: flat(99), source: 'A visitor' },
    });
    expect(visitor.statusCode).toBe(401);
    const customer = await asCustomer({
      method: 'PUT',
      url: `/api/admin/screens/${screen.id}/audience`,
      payload: { hourly: flat(99), source: 'A customer' },
    });
    expect(customer.statusCode).toBe(403);
    expect((await putCsv(screen.id, profileToCsv(flat(99)), asCustomer)).statusCode).toBe(403);
    expect((await storedProfile(screen.id))!.hourly).toEqual(flat(10));
  });
});
