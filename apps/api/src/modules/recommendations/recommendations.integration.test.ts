import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { bookCampaign, buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';

const t = useTestApp();
let operatorId: number;

beforeAll(async () => {
  operatorId = (await buildOperator(t.database.db)).id;
});

// Sheikh Zayed Road by the Financial Centre: several seeded road and business screens around it.
const downtown = { latitude: 25.2048, longitude: 55.2708 };
const dates = { startDate: daysFromNow(10), endDate: daysFromNow(12) };

function recommend(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/recommendations', payload });
}

type Item = {
  ledId: number;
  dayparts: string[];
  spotsPerLoop: number;
  startDate: string;
  endDate: string;
  distanceKm: number | null;
  location: string;
  categoryId: number | null;
  explanation: string;
  reasons: string[];
  impressions: number;
};

/** A screen far from the seeded ones, with a flat audience, so a test controls its area. */
async function isolatedScreen(latitude: number, hourly = 3600) {
  const screen = await buildLoopScreen(t.database.db, { latitude, longitude: 54.0 });
  const res = await injectAs(t.app, t.database.db, operatorId, {
    method: 'PUT',
    url: `/api/admin/screens/${screen.id}/audience`,
    payload: { hourly: Array(168).fill(hourly), source: 'Test count' },
  });
  expect(res.statusCode).toBe(200);
  return screen;
}

describe('POST /api/recommendations', () => {
  it('proposes screens within the radius and the budget, and says why each', async () => {
    const res = await recommend({ ...downtown, radiusKm: 5, budget: 5000, ...dates });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.quote.totalCents).toBeLessThanOrEqual(500_000);
    expect(body.remainingCents).toBe(500_000 - body.quote.totalCents);
    expect(body.quote.impressions).toBe(
      body.items.reduce((sum: number, item: Item) => sum + item.impressions, 0),
    );
    for (const item of body.items as Item[]) {
      expect(item.distanceKm).toBeLessThanOrEqual(5);
      expect(item.explanation).toMatch(
        /^Chosen because: [\d.]+K? impressions per \$1,000, .*within [\d.]+ km of your point/,
      );
      expect(item.spotsPerLoop).toBeLessThanOrEqual(3);
    }
    expect(body.method).toMatch(/Greedy by estimated impressions per dollar/);
  });

  it('answers in Arabic for an Arabic page: its sums, reasons, method and screens’ names', async () => {
    const payload = { ...downtown, radiusKm: 5, budget: 5000, ...dates };
    const english = (await recommend(payload)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      payload,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The same proposal, worded in Arabic.
    expect(body.items.map((item: Item) => item.ledId)).toEqual(
      english.items.map((item: Item) => item.ledId),
    );
    expect(body.message).toMatch(
      /مشاهدة مقدّرة مقابل .*US\$\u2069 من ميزانيتك البالغة .*5,000.*US\$/,
    );
    // Each amount is isolated from the Arabic around it, so its "US$" stays after its number.
    expect(body.message).toMatch(/\u2066[^\u2069]*5,000[^\u2069]*US\$\u2069/);
    expect(body.method).toMatch(/^جشِعة حسب المشاهدات المقدّرة لكل دولار/);
    for (const item of body.items as (Item & { billboardName: string })[]) {
      expect(item.explanation).toMatch(/^سبب الاختيار: .* مشاهدة لكل .*1,000.*US\$\u2069، /);
      expect(item.explanation).toMatch(/على بُعد [\d.]+ كم من نقطتك/);
      expect(item.explanation).not.toMatch(/[A-Za-z]{3,}/);
      expect(item.billboardName).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('takes a budget in dirhams, converted at the peg rounded down, and words the proposal in AED', async () => {
    // From an address of its own, so the other tests keep their share of the rate limit.
    const recommend = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/recommendations',
        payload,
        remoteAddress: '203.0.113.7',
      });
    // AED 18,362.50 is exactly $5,000.00: the same proposal as a $5,000 budget.
    const dollars = (await recommend({ ...downtown, radiusKm: 5, budget: 5000, ...dates })).json();
    const res = await recommend({
      ...downtown,
      radiusKm: 5,
      budget: 18_362.5,
      currency: 'AED',
      ...dates,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.budgetCents).toBe(500_000);
    expect(body.items.map((item: Item) => item.ledId)).toEqual(
      dollars.items.map((item: Item) => item.ledId),
    );
    expect(body.message).toMatch(/AED\s18,362\.50/);
    expect(body.message).not.toContain('$');
    for (const item of body.items as Item[]) {
      expect(item.explanation).toMatch(/impressions per AED\s1,000, /);
    }
    // Part of a cent is never rounded up into one: AED 200.01 is $54.4622…, so 5,446 cents.
    const odd = (
      await recommend({ ...downtown, radiusKm: 5, budget: 200.01, currency: 'AED', ...dates })
    ).json();
    expect(odd.budgetCents).toBe(5446);
    // The bounds and the wording of a bad amount are the currency's own.
    const cheap = await recommend({ area: 'Marina', budget: 150, currency: 'AED', ...dates });
    expect(cheap.json().errors.budget).toBe('At least AED 200');
    const words = await recommend({ area: 'Marina', budget: 'lots', currency: 'AED', ...dates });
    expect(words.json().errors.budget).toBe('Must be an amount in AED');
    const other = await recommend({ area: 'Marina', budget: 500, currency: 'EUR', ...dates });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.currency).toBe('Choose USD or AED');
  });

  it('is deterministic: the same request gives the same proposal', async () => {
    const payload = { ...downtown, radiusKm: 8, budget: 12_345.67, ...dates };
    const first = (await recommend(payload)).json();
    const second = (await recommend(payload)).json();
    expect(second.items).toEqual(first.items);
    expect(second.quote.totalCents).toBe(first.quote.totalCents);
  });

  it('searches an area by name and keeps to a segment', async () => {
    const segments = (await t.app.inject({ url: '/api/leds/getCategories' })).json() as {
      categoryId: number;
      value: string;
    }[];
    const malls = segments.find((s) => s.value === 'Malls & Retail')!;
    const res = await recommend({
      area: 'Mall',
      categoryId: malls.categoryId,
      budget: 20_000,
      ...dates,
    });
    const items = res.json().items as Item[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.location.toLowerCase()).toContain('mall');
      expect(item.categoryId).toBe(malls.categoryId);
      expect(item.distanceKm).toBeNull();
      expect(item.explanation).toContain('in “Mall”');
      expect(item.explanation).toContain('reaches your segment (Malls & Retail)');
    }
  });

  it('never proposes more spots than a cell has free, and the proposal books as it is', async () => {
    const busy = await isolatedScreen(23.0);
    const quiet = await isolatedScreen(23.001, 360);
    // Another advertiser takes 11 of the 12 spots of every daypart on the middle date.
    const other = await buildCustomer(t.database.db);
    const taken = await bookCampaign(t.app, t.database.db, other.id, [
      {
        ledId: busy.id,
        startDate: daysFromNow(11),
        endDate: daysFromNow(11),
        dayparts: ['morning', 'daytime', 'evening', 'night'],
        spotsPerLoop: 11,
      },
    ]);
    expect(taken.statusCode).toBe(201);

    const res = await recommend({
      latitude: 23.0,
      longitude: 54.0,
      radiusKm: 2,
      budget: 100_000,
      ...dates,
    });
    const body = res.json();
    const items = body.items as Item[];
    const onBusy = items.find((item) => item.ledId === busy.id)!;
    expect(onBusy.dayparts).toEqual(['morning', 'daytime', 'evening', 'night']);
    expect(onBusy.spotsPerLoop).toBe(1);
    expect(onBusy.reasons).toContain('evening has 1 of 12 spots free');
    // The quiet screen is not limited: it gets the per-screen cap of 3 spots.
    const onQuiet = items.find((item) => item.ledId === quiet.id)!;
    expect(onQuiet.spotsPerLoop).toBe(3);
    expect(onQuiet.reasons).toContain('morning, daytime, evening and night free');

    const customer = await buildCustomer(t.database.db);
    const booked = await injectAs(t.app, t.database.db, customer.id, {
      method: 'POST',
      url: '/api/campaigns',
      payload: {
        name: 'Recommended',
        items: items.map(({ ledId, startDate, endDate, dayparts, spotsPerLoop }) => ({
          ledId,
          startDate,
          endDate,
          dayparts,
          spotsPerLoop,
        })),
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().quote.totalCents).toBe(body.quote.totalCents);
    expect(booked.json().quote.impressions).toBe(body.quote.impressions);

    // With the middle date now full, a new proposal leaves the busy screen out.
    const again = (
      await recommend({ latitude: 23.0, longitude: 54.0, radiusKm: 2, budget: 100_000, ...dates })
    ).json();
    expect((again.items as Item[]).map((item) => item.ledId)).not.toContain(busy.id);
  });

  it('says what the cheapest choice costs when nothing fits the budget', async () => {
    await isolatedScreen(22.0);
    const res = await recommend({
      latitude: 22.0,
      longitude: 54.0,
      radiusKm: 1,
      budget: 50,
      ...dates,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], quote: null, remainingCents: 5000 });
    expect(res.json().message).toMatch(
      /^Nothing fits \$50 on these dates: the cheapest choice costs \$[\d.,]+ with VAT\.$/,
    );
    const empty = await recommend({
      latitude: 10,
      longitude: 10,
      radiusKm: 1,
      budget: 500,
      ...dates,
    });
    expect(empty.json().message).toMatch(/^No screen with an audience estimate matches/);
  });

  it('refuses bad input with field messages', async () => {
    const none = await recommend({ budget: 500, ...dates });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.area).toBe('Give an area or a point and a radius');
    const partial = await recommend({ latitude: 25.2, budget: 500, ...dates });
    expect(partial.json().errors).toMatchObject({
      longitude: 'A point needs latitude, longitude and radius',
      radiusKm: 'A point needs latitude, longitude and radius',
    });
    const cheap = await recommend({ area: 'Marina', budget: 10, ...dates });
    expect(cheap.json().errors.budget).toBe('At least $50');
    const wide = await recommend({ ...downtown, radiusKm: 500, budget: 500, ...dates });
    expect(wide.json().errors.radiusKm).toBe('At most 50 km');
    const backwards = await recommend({
      area: 'Marina',
      budget: 500,
      startDate: daysFromNow(5),
      endDate: daysFromNow(4),
    });
    expect(backwards.json().errors.endDate).toBe('The end date must not be before the start date');
    const past = await recommend({
      area: 'Marina',
      budget: 500,
      startDate: daysFromNow(-2),
      endDate: daysFromNow(1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.startDate).toMatch(/^The start date has passed/);
    const words = await recommend({ area: 'Marina', budget: 'lots', ...dates });
    expect(words.json().errors.budget).toBe('Must be an amount in USD');
  });

  it('never goes over the budget or the free spots, for any budget and circle', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 50, max: 40_000 }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        fc.constantFrom(
          downtown,
          { latitude: 25.08, longitude: 55.14 },
          { latitude: 25.25, longitude: 55.33 },
        ),
        async (budget, radiusKm, point) => {
          const body = (await recommend({ ...point, radiusKm, budget, ...dates })).json();
          expect(body.quote?.totalCents ?? 0).toBeLessThanOrEqual(budget * 100);
          for (const item of body.items as Item[]) {
            const calendar = (
              await t.app.inject({
                url: `/api/leds/availability?ledId=${item.ledId}&from=${item.startDate}&to=${item.endDate}`,
              })
            ).json() as { days: { dayparts: { id: string; free: number }[] }[] };
            for (const day of calendar.days) {
              for (const cell of day.dayparts) {
                if (item.dayparts.includes(cell.id))
                  expect(item.spotsPerLoop).toBeLessThanOrEqual(cell.free);
              }
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
