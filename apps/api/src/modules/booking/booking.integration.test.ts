// Over 400 lines: availability, quotes and booking share one screen's capacity set-up.
import { eq } from 'drizzle-orm';
import { addDays, cellEnd, localDate } from '@screenspot/contracts/booking';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { postForm } from '../../../test/accounts';
import {
  bookCampaign,
  bookingItem,
  buildLoopScreen,
  daysFromNow,
} from '../../../test/booking-builders';
import { buildCustomer, buildOperator } from '../../../test/builders';
import { bookingCells, orders } from '../../db/schema';
import { changeLoop } from './operator.service';

const { t, db, as } = useTestContext();

async function freeSpots(ledId: number, date: string, daypart: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/leds/availability?ledId=${ledId}&from=${date}&to=${date}`,
  });
  expect(res.statusCode).toBe(200);
  const day = res.json().days[0];
  return day.dayparts.find((d: { id: string }) => d.id === daypart).free;
}

describe('GET /api/leds', () => {
  it('adds the loop, house slots, opening hours, zone and dayparts sold', async () => {
    const screen = await buildLoopScreen(db(), {
      houseSlots: 2,
      opensAt: '08:00',
      closesAt: '00:00',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/leds?ledId=${screen.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ledId: screen.id,
      slotsPerLoop: 12,
      houseSlots: 2,
      loopSeconds: 180,
      openingHours: { open: '08:00', close: '00:00' },
      timezone: 'Asia/Dubai',
      dayparts: ['morning', 'daytime', 'evening', 'night'],
    });
  });

  it('sells only the dayparts inside the opening hours', async () => {
    const screen = await buildLoopScreen(db(), { opensAt: '10:00', closesAt: '22:00' });
    const res = await t.app.inject({ method: 'GET', url: `/api/leds?ledId=${screen.id}` });
    expect(res.json().dayparts).toEqual(['daytime', 'evening']);
  });
});

describe('GET /api/leds/availability', () => {
  it('answers free and total spots per day and daypart', async () => {
    const screen = await buildLoopScreen(db(), { houseSlots: 3 });
    const from = daysFromNow(5);
    const to = daysFromNow(7);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leds/availability?ledId=${screen.id}&from=${from}&to=${to}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ledId).toBe(screen.id);
    expect(body.slotsPerLoop).toBe(12);
    expect(body.days).toHaveLength(3);
    expect(body.days[0].date).toBe(from);
    expect(body.days[0].dayparts).toEqual([
      { id: 'morning', free: 9, total: 9, start: '06:00', end: '10:00' },
      { id: 'daytime', free: 9, total: 9, start: '10:00', end: '16:00' },
      { id: 'evening', free: 9, total: 9, start: '16:00', end: '22:00' },
      { id: 'night', free: 9, total: 9, start: '22:00', end: '02:00' },
    ]);
  });

  it.each([
    ['from after to', `from=${daysFromNow(5)}&to=${daysFromNow(4)}`],
    ['more than 92 days', `from=${daysFromNow(1)}&to=${daysFromNow(100)}`],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-01'],
    ['no dates', ''],
  ])('answers 400 for %s', async (_label, range) => {
    const screen = await buildLoopScreen(db());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leds/availability?ledId=${screen.id}&${range}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for a screen that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leds/availability?ledId=999999&from=${daysFromNow(1)}&to=${daysFromNow(2)}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/quote', () => {
  it('prices each cell by the rule and adds VAT per order', async () => {
    const screen = await buildLoopScreen(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: [bookingItem({ ledId: screen.id, dayparts: ['evening', 'morning'] })] },
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    // $240 a day over 1200 open minutes: evening 360 min × 1.25 = $90, morning 240 min × 1 = $48.
    expect(quote.items[0]).toMatchObject({
      ledId: screen.id,
      days: 2,
      cells: 4,
      playsPerDay: 120 + 80,
      plays: 2 * (120 + 80),
      subtotalCents: 2 * (9_000 + 4_800),
      vatCents: 1_380,
      totalCents: 28_980,
    });
    expect(quote.items[0].breakdown).toEqual([
      {
        daypart: 'morning',
        multiplier: 1,
        unitCents: 4_800,
        playsPerCell: 80,
        cells: 2,
        amountCents: 9_600,
        // A test screen has no audience profile: no impressions are estimated.
        impressions: 0,
      },
      {
        daypart: 'evening',
        multiplier: 1.25,
        unitCents: 9_000,
        playsPerCell: 120,
        cells: 2,
        amountCents: 18_000,
        impressions: 0,
      },
    ]);
    expect(quote).toMatchObject({
      subtotalCents: 27_600,
      vatCents: 1_380,
      totalCents: 28_980,
      currency: 'USD',
      timezone: 'Asia/Dubai',
    });
    expect(Date.parse(quote.validUntil)).toBeGreaterThan(Date.now());
  });

  it('takes a plain form with a comma list of dayparts', async () => {
    const screen = await buildLoopScreen(db());
    const res = await postForm(t.app, '/api/quote', {
      ledId: String(screen.id),
      startDate: daysFromNow(3),
      endDate: daysFromNow(3),
      dayparts: 'night,daytime',
      spotsPerLoop: '2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].dayparts).toEqual(['daytime', 'night']);
    expect(res.json().items[0].cells).toBe(2);
  });

  it.each([
    ['no items', null, 'items'],
    ['an unknown daypart', { dayparts: ['brunch'] }, 'items.0.dayparts.0'],
    ['zero spots', { spotsPerLoop: 0 }, 'items.0.spotsPerLoop'],
    [
      'an end before the start',
      { startDate: daysFromNow(5), endDate: daysFromNow(4) },
      'items.0.endDate',
    ],
    [
      'a flight over 92 days',
      { startDate: daysFromNow(1), endDate: daysFromNow(93) },
      'items.0.endDate',
    ],
  ])('answers 400 naming the field for %s', async (_label, change, field) => {
    const screen = await buildLoopScreen(db());
    const payload =
      change === null ? {} : { items: [{ ...bookingItem({ ledId: screen.id }), ...change }] };
    const res = await t.app.inject({ method: 'POST', url: '/api/quote', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('refuses a start date that has passed, naming today in the screen zone', async () => {
    const screen = await buildLoopScreen(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: {
        items: [
          bookingItem({ ledId: screen.id, startDate: daysFromNow(-2), endDate: daysFromNow(1) }),
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Asia/Dubai');
  });

  it('refuses a daypart the screen is closed in', async () => {
    const screen = await buildLoopScreen(db(), { opensAt: '10:00', closesAt: '22:00' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: [bookingItem({ ledId: screen.id, dayparts: ['night'] })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dayparts).toContain('night');
  });

  it('refuses more spots than the loop sells, in the quote and in the booking alike', async () => {
    const screen = await buildLoopScreen(db(), { loopSlots: 4, houseSlots: 1 });
    const item = bookingItem({ ledId: screen.id, spotsPerLoop: 4 });
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: [item] },
    });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().errors).toEqual({
      spotsPerLoop: 'Spots per loop on this screen: at most 3',
    });
    const inArabic = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { 'accept-language': 'ar' },
      payload: { items: [item] },
    });
    expect(inArabic.json().errors.spotsPerLoop).toBe(
      'عدد الفترات الإعلانية في الدورة على هذه الشاشة: 3 على الأكثر',
    );

    const customer = await buildCustomer(db());
    const booked = await bookCampaign(t.app, db(), customer.id, [item]);
    expect(booked.statusCode).toBe(400);
    expect(await db().select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);

    const fits = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: [{ ...item, spotsPerLoop: 3 }] },
    });
    expect(fits.statusCode).toBe(200);
  });
});

describe('campaigns', () => {
  it('books several screens at once, holds their cells and lists only the owner’s', async () => {
    const [a, b] = [await buildLoopScreen(db()), await buildLoopScreen(db())];
    const customer = await buildCustomer(db());
    const other = await buildCustomer(db());
    const res = await bookCampaign(
      t.app,
      db(),
      customer.id,
      [
        { ledId: a.id, spotsPerLoop: 3 },
        { ledId: b.id, dayparts: ['morning', 'night'] },
      ],
      'Ramadan launch',
    );
    expect(res.statusCode).toBe(201);
    const campaign = res.json();
    expect(campaign.name).toBe('Ramadan launch');
    expect(campaign.orders).toHaveLength(2);
    expect(campaign.orders.map((o: { statusCode: number }) => o.statusCode)).toEqual([6, 6]);
    expect(campaign.quote.totalCents).toBe(
      campaign.quote.items[0].totalCents + campaign.quote.items[1].totalCents,
    );
    expect(Date.parse(campaign.holdExpiresAt)).toBeGreaterThan(Date.now());
    expect(await freeSpots(a.id, daysFromNow(10), 'evening')).toBe(9);
    expect(await freeSpots(b.id, daysFromNow(11), 'night')).toBe(11);

    const list = await as(customer.id, 'GET', '/api/campaigns');
    expect(list.json().map((c: { campaignId: number }) => c.campaignId)).toContain(
      campaign.campaignId,
    );
    const one = await as(customer.id, 'GET', `/api/campaigns/${campaign.campaignId}`);
    expect(one.json()).toEqual(campaign);
    const theirs = await as(other.id, 'GET', `/api/campaigns/${campaign.campaignId}`);
    expect(theirs.statusCode).toBe(404);
    const theirList = await as(other.id, 'GET', '/api/campaigns');
    expect(theirList.json()).toEqual([]);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/campaigns' });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses all of a booking when one cell lacks room, listing every such cell', async () => {
    const screen = await buildLoopScreen(db(), { loopSlots: 4 });
    const first = await buildCustomer(db());
    const second = await buildCustomer(db());
    const day = daysFromNow(20);
    expect(
      (
        await bookCampaign(t.app, db(), first.id, [
          {
            ledId: screen.id,
            startDate: day,
            endDate: day,
            dayparts: ['evening', 'night'],
            spotsPerLoop: 3,
          },
        ])
      ).statusCode,
    ).toBe(201);
    const other = await buildLoopScreen(db());
    const res = await bookCampaign(t.app, db(), second.id, [
      { ledId: other.id, startDate: day, endDate: day, dayparts: ['evening'], spotsPerLoop: 1 },
      {
        ledId: screen.id,
        startDate: daysFromNow(19),
        endDate: day,
        dayparts: ['morning', 'evening', 'night'],
        spotsPerLoop: 2,
      },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().cells).toEqual([
      { ledId: screen.id, date: day, daypart: 'evening', requested: 2, free: 1 },
      { ledId: screen.id, date: day, daypart: 'night', requested: 2, free: 1 },
    ]);
    // Nothing of the refused booking remains: the other screen's cell is still empty.
    expect(await freeSpots(other.id, day, 'evening')).toBe(12);
    expect(await freeSpots(screen.id, daysFromNow(19), 'morning')).toBe(4);
    const rows = await db().select().from(orders).where(eq(orders.customerId, second.id));
    expect(rows).toEqual([]);
  });

  it('cancelling frees the capacity at once', async () => {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db());
    const booked = (
      await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id, spotsPerLoop: 5 }])
    ).json();
    expect(await freeSpots(screen.id, daysFromNow(10), 'evening')).toBe(7);
    const stranger = await buildCustomer(db());
    const notTheirs = await as(stranger.id, 'DELETE', `/api/campaigns/${booked.campaignId}`);
    expect(notTheirs.statusCode).toBe(404);
    const res = await as(customer.id, 'DELETE', `/api/campaigns/${booked.campaignId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().orders[0]).toMatchObject({ statusCode: 5, holdExpiresAt: null });
    expect(await freeSpots(screen.id, daysFromNow(10), 'evening')).toBe(12);
    const again = await as(customer.id, 'DELETE', `/api/campaigns/${booked.campaignId}`);
    expect(again.statusCode).toBe(409);
  });

  it('keeps the frozen price when the operator changes multipliers', async () => {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db());
    const operator = await buildOperator(db());
    const booked = (await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id }])).json();
    const changed = await as(operator.id, 'PUT', '/api/admin/dayparts', {
      morning: 1,
      daytime: 0.9,
      evening: 2,
      night: 0.75,
    });
    expect(changed.statusCode).toBe(200);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: [bookingItem({ ledId: screen.id })] },
    });
    expect(quote.json().subtotalCents).toBe(2 * 14_400);
    const after = await as(customer.id, 'GET', `/api/campaigns/${booked.campaignId}`);
    expect(after.json().quote.subtotalCents).toBe(2 * 9_000);
    await as(operator.id, 'PUT', '/api/admin/dayparts', {
      morning: 1,
      daytime: 0.9,
      evening: 1.25,
      night: 0.75,
    });
  });

  it('never sells an ended cell: today’s past dayparts show no free spots', async () => {
    const screen = await buildLoopScreen(db());
    const today = daysFromNow(0);
    // The last business date whose night is over too: yesterday's, or the day before's between
    // midnight and 02:00 in Dubai, when yesterday's night is still playing (and still sold).
    const ended = localDate(new Date(Date.now() - 2 * 3_600_000 - 86_400_000));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leds/availability?ledId=${screen.id}&from=${ended}&to=${today}`,
    });
    const past = res.json().days[0];
    expect(past.date).toBe(ended);
    expect(past.dayparts.every((d: { free: number }) => d.free === 0)).toBe(true);
  });
});

describe('operator settings', () => {
  it('changes a loop, and refuses one smaller than what is already sold', async () => {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db());
    const operator = await buildOperator(db());
    await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id, spotsPerLoop: 8 }]);
    const tooSmall = await as(operator.id, 'PUT', `/api/admin/screens/${screen.id}/loop`, {
      slotsPerLoop: 10,
      houseSlots: 3,
      openingHours: { open: '06:00', close: '02:00' },
    });
    expect(tooSmall.statusCode).toBe(409);
    const ok = await as(operator.id, 'PUT', `/api/admin/screens/${screen.id}/loop`, {
      slotsPerLoop: 10,
      houseSlots: 2,
      openingHours: { open: '07:00', close: '01:00' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ slotsPerLoop: 10, houseSlots: 2, loopSeconds: 150 });
    const occupancy = await as(
      operator.id,
      'GET',
      `/api/admin/screens/${screen.id}/occupancy?from=${daysFromNow(10)}&to=${daysFromNow(10)}`,
    );
    expect(occupancy.json().days[0].dayparts).toContainEqual({
      id: 'evening',
      booked: 0,
      held: 8,
      free: 0,
      total: 8,
    });
    const customerTries = await as(customer.id, 'GET', '/api/admin/dayparts');
    expect(customerTries.statusCode).toBe(403);
  });

  it('refuses opening hours that would close a daypart already sold or held', async () => {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db());
    const operator = await buildOperator(db());
    await bookCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, dayparts: ['evening', 'night'] },
    ]);
    const hours = (open: string, close: string) =>
      as(operator.id, 'PUT', `/api/admin/screens/${screen.id}/loop`, {
        slotsPerLoop: 12,
        houseSlots: 0,
        openingHours: { open, close },
      });
    for (const [open, close] of [
      ['06:00', '16:00'],
      ['06:00', '20:00'],
      ['06:00', '01:00'],
    ]) {
      const res = await hours(open!, close!);
      expect(res.statusCode).toBe(409);
      expect(Object.keys(res.json().errors)).toEqual(['openingHours.close']);
    }
    expect((await hours('07:00', '02:00')).statusCode).toBe(200);
    const occupancy = await as(
      operator.id,
      'GET',
      `/api/admin/screens/${screen.id}/occupancy?from=${daysFromNow(10)}&to=${daysFromNow(10)}`,
    );
    expect(occupancy.json().days[0].dayparts.map((d: { id: string }) => d.id)).toEqual([
      'morning',
      'daytime',
      'evening',
      'night',
    ]);
  });

  it('lets the hours shorten a daypart once it is over, not while it runs (a night past midnight too)', async () => {
    const screen = await buildLoopScreen(db());
    const day = daysFromNow(10);
    await db()
      .insert(bookingCells)
      .values([
        { screenId: screen.id, date: day, daypart: 'morning', booked: 2 },
        { screenId: screen.id, date: day, daypart: 'night', booked: 1 },
      ]);
    const minute = 60_000;
    const change = (open: string, close: string, now: Date) =>
      changeLoop(
        db(),
        screen.id,
        { slotsPerLoop: 12, houseSlots: 0, openingHours: { open, close } },
        now,
      );
    const morningEnds = cellEnd(day, 'morning');
    await expect(
      change('08:00', '02:00', new Date(morningEnds.getTime() - minute)),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await change('08:00', '02:00', morningEnds)).openingHours.open).toBe('08:00');

    // The night of `day` runs until 02:00 on the next date: closing at 01:00 waits for its end.
    const nightEnds = cellEnd(day, 'night');
    expect(localDate(nightEnds)).toBe(addDays(day, 1));
    await expect(
      change('08:00', '01:00', new Date(nightEnds.getTime() - minute)),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await change('08:00', '01:00', nightEnds)).openingHours.close).toBe('01:00');
  });

  it('refuses a house share that leaves nothing to sell', async () => {
    const screen = await buildLoopScreen(db());
    const operator = await buildOperator(db());
    const res = await as(operator.id, 'PUT', `/api/admin/screens/${screen.id}/loop`, {
      slotsPerLoop: 4,
      houseSlots: 4,
      openingHours: { open: '06:00', close: '02:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.houseSlots).toBeDefined();
  });
});

describe('the ledger', () => {
  it('never goes negative (a check constraint guards it)', async () => {
    const screen = await buildLoopScreen(db());
    await expect(
      db()
        .insert(bookingCells)
        .values({
          screenId: screen.id,
          date: daysFromNow(3),
          daypart: 'evening',
          held: -1,
        }),
    ).rejects.toThrow();
  });
});
