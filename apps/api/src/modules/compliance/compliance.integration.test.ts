// Over 400 lines: what an advert is, its category rules and reason codes share one screen's and customer's set-up.
import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { reasonCodeIds, reasonCodes } from '@screenspot/contracts/compliance';
import { useTestContext } from '../../../test/app';
import { bookingItem, buildLoopScreen, ledgerCell } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, buildOrder, injectAs } from '../../../test/builders';
import { queryRows } from '../../db/client';
import {
  campaigns,
  notifications,
  orderAdverts,
  orders,
  orderStatusHistory,
} from '../../db/schema';

const { t, db } = useTestContext();
let operator: Awaited<ReturnType<typeof buildOperator>>;

beforeAll(async () => {
  operator = await buildOperator(db(), { name: 'Noura' });
});

const asOperator = (options: InjectOptions) => injectAs(t.app, db(), operator.id, options);

/** The operator saves a screen's category rules: those it blocks and those it keeps exclusive. */
const putCategoryRules = (
  screenId: number,
  blockedCategories: string[],
  exclusiveCategories: string[],
) =>
  asOperator({
    method: 'PUT',
    url: `/api/admin/screens/${screenId}/category-rules`,
    payload: { blockedCategories, exclusiveCategories },
  });

function book(customerId: number, ledId: number, advert: object | undefined, item: object = {}) {
  return injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: '/api/campaigns',
    payload: { items: [bookingItem({ ledId, ...item })], ...(advert ? { advert } : {}) },
  });
}

async function campaignCount(customerId: number) {
  return db().$count(campaigns, eq(campaigns.customerId, customerId));
}

/** Books each advert in turn (with its item's changes, if any), and expects every one booked. */
async function expectBooked(customerId: number, ledId: number, bookings: [object, object?][]) {
  for (const [advert, item] of bookings) {
    expect((await book(customerId, ledId, advert, item)).statusCode).toBe(201);
  }
}

describe('what an advert is', () => {
  it('records the brand and category on every order of the booking', async () => {
    const customer = await buildCustomer(db());
    const [a, b] = [await buildLoopScreen(db()), await buildLoopScreen(db())];
    const res = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: '/api/campaigns',
      payload: {
        advert: { brand: '  Marina Motors ', category: 'automotive' },
        items: [bookingItem({ ledId: a.id }), bookingItem({ ledId: b.id })],
      },
    });
    expect(res.statusCode).toBe(201);
    const ids = (await db().select().from(orders).where(eq(orders.customerId, customer.id))).map(
      (row) => row.id,
    );
    const adverts = await db()
      .select()
      .from(orderAdverts)
      .where(inArray(orderAdverts.orderId, ids));
    expect(adverts).toHaveLength(2);
    expect(adverts.every((row) => row.brand === 'Marina Motors')).toBe(true);
    expect(adverts.every((row) => row.category === 'automotive')).toBe(true);

    const order = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: `/api/order/${ids[0]}`,
    });
    expect(order.json().advert).toEqual({
      brand: 'Marina Motors',
      category: 'automotive',
      approvalRef: null,
      approvalAuthority: null,
    });
  });

  it.each(['alcohol', 'tobacco-vaping', 'narcotics', 'gambling'])(
    'refuses the banned category %s with 422 naming the rule, and holds nothing',
    async (category) => {
      const customer = await buildCustomer(db());
      const screen = await buildLoopScreen(db());
      const res = await book(customer.id, screen.id, { brand: 'Brand', category });
      expect(res.statusCode).toBe(422);
      expect(res.json().rule).toBe('CAT-BAN');
      expect(res.json().message).toContain('CAT-BAN');
      expect(res.json().errors.category).toBeDefined();
      expect(await campaignCount(customer.id)).toBe(0);
      const item = bookingItem({ ledId: screen.id });
      expect(await ledgerCell(db(), screen.id, item.startDate, 'evening')).toEqual({
        booked: 0,
        held: 0,
      });
    },
  );

  it('answers the refusal in Arabic when asked', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const res = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: '/api/campaigns',
      headers: { 'accept-language': 'ar' },
      payload: {
        advert: { brand: 'Brand', category: 'gambling' },
        items: [bookingItem({ ledId: screen.id })],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(res.json().message).toContain('CAT-BAN');
  });

  it.each([
    ['real-estate', 'RERA'],
    ['health', 'DHA'],
    ['education', 'KHDA'],
  ])(
    'needs a reference for %s (%s), then shows it to the moderator',
    async (category, authority) => {
      const customer = await buildCustomer(db());
      const screen = await buildLoopScreen(db());
      const refused = await book(customer.id, screen.id, { brand: 'Emaar', category });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().rule).toBe('CAT-PRIOR');
      expect(refused.json().errors.approvalRef).toBeDefined();
      expect(await campaignCount(customer.id)).toBe(0);

      const booked = await book(customer.id, screen.id, {
        brand: 'Emaar',
        category,
        approvalRef: ' AP-2026-0042 ',
      });
      expect(booked.statusCode).toBe(201);
      const [order] = await db().select().from(orders).where(eq(orders.customerId, customer.id));
      const detail = await asOperator({ method: 'GET', url: `/api/admin/orders/${order!.id}` });
      expect(detail.json().advert).toEqual({
        brand: 'Emaar',
        category,
        approvalRef: 'AP-2026-0042',
        approvalAuthority: authority,
      });
    },
  );

  it('refuses an unknown category and an empty brand with 400', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const unknown = await book(customer.id, screen.id, { brand: 'A', category: 'weapons' });
    expect(unknown.statusCode).toBe(400);
    const blank = await book(customer.id, screen.id, { brand: '  ', category: 'retail' });
    expect(blank.statusCode).toBe(400);
    expect(await campaignCount(customer.id)).toBe(0);
  });
});

describe('category rules per screen', () => {
  it('lets an operator block categories; booking one answers 409 with the rule', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const saved = await putCategoryRules(screen.id, ['banking-finance', 'insurance'], []);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().blockedCategories).toEqual(['banking-finance', 'insurance']);

    const res = await book(customer.id, screen.id, { brand: 'ADCB', category: 'banking-finance' });
    expect(res.statusCode).toBe(409);
    expect(res.json().rule).toBe('CAT-BLOCKED');
    expect(await campaignCount(customer.id)).toBe(0);

    const other = await book(customer.id, screen.id, { brand: 'Lulu', category: 'retail' });
    expect(other.statusCode).toBe(201);
  });

  it('keeps a loop to one brand of an exclusive category', async () => {
    const [first, rival] = [await buildCustomer(db()), await buildCustomer(db())];
    const screen = await buildLoopScreen(db());
    await putCategoryRules(screen.id, [], ['automotive']);
    const car = { brand: 'Marina Motors', category: 'automotive' };
    expect((await book(first.id, screen.id, car)).statusCode).toBe(201);

    const clash = await book(rival.id, screen.id, { brand: 'Desert Cars', category: 'automotive' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().rule).toBe('CAT-EXCLUSIVE');
    expect(await campaignCount(rival.id)).toBe(0);
    const item = bookingItem({ ledId: screen.id });
    // Only the first booking's spot is held: the refused one rolled its hold back.
    expect((await ledgerCell(db(), screen.id, item.startDate, 'evening')).held).toBe(1);

    // The same brand (any case), another category, or other dayparts are fine.
    await expectBooked(rival.id, screen.id, [
      [{ ...car, brand: 'marina motors' }],
      [{ brand: 'Desert Cars', category: 'retail' }],
      [{ brand: 'Desert Cars', category: 'automotive' }, { dayparts: ['morning'] }],
    ]);
  });

  it('refuses with COMPETITOR-SEP the booking that would put one category back to back', async () => {
    const [first, second] = [await buildCustomer(db()), await buildCustomer(db())];
    const screen = await buildLoopScreen(db(), { loopSlots: 4 });
    const item = bookingItem({ ledId: screen.id });
    // Two telecom spots in a loop of four: T - T - keeps them apart.
    const ok = await book(
      first.id,
      screen.id,
      { brand: 'du', category: 'telecom' },
      { spotsPerLoop: 2 },
    );
    expect(ok.statusCode).toBe(201);
    const clash = await book(second.id, screen.id, { brand: 'Etisalat', category: 'telecom' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().rule).toBe('COMPETITOR-SEP');
    expect(await campaignCount(second.id)).toBe(0);
    expect((await ledgerCell(db(), screen.id, item.startDate, 'evening')).held).toBe(2);
    // Another category, or the same one in other dayparts, still fits.
    await expectBooked(second.id, screen.id, [
      [{ brand: 'Lulu', category: 'retail' }],
      [{ brand: 'Etisalat', category: 'telecom' }, { dayparts: ['night'] }],
    ]);
  });

  it('lets one of two rival brands in when both book an exclusive loop at once', async () => {
    const [first, rival] = [await buildCustomer(db()), await buildCustomer(db())];
    const screen = await buildLoopScreen(db());
    await putCategoryRules(screen.id, [], ['banking-finance']);
    const answers = await Promise.all([
      book(first.id, screen.id, { brand: 'Emirates NBD', category: 'banking-finance' }),
      book(rival.id, screen.id, { brand: 'ADCB', category: 'banking-finance' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().rule).toBe('CAT-EXCLUSIVE');
    const item = bookingItem({ ledId: screen.id });
    expect((await ledgerCell(db(), screen.id, item.startDate, 'evening')).held).toBe(1);
  });

  it('filters the finder to the screens that accept a category', async () => {
    const blocking = await buildLoopScreen(db(), { name: 'Bank Facade Tower' });
    const open = await buildLoopScreen(db(), { name: 'Bank Facade Plaza' });
    const ids = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/leds/getAll?boardName=Bank%20Facade${query}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { ledId: number }[]).map((screen) => screen.ledId).sort();
    };
    const pins = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/leds/pins?boardName=Bank%20Facade${query}`,
      });
      return (res.json() as { id: number }[]).map((pin) => pin.id).sort();
    };
    const both = [blocking.id, open.id].sort();
    expect(await ids('&accepts=retail')).toEqual(both);

    // The rules are part of the catalogue's version, so cached finder answers give way.
    const version = async () =>
      Number(
        (
          await queryRows<{ version: string }>(
            db(),
            sql`select version::text as version from catalog_version`,
          )
        )[0]!.version,
      );
    const before = await version();
    await putCategoryRules(blocking.id, ['banking-finance'], []);
    expect(await version()).toBeGreaterThan(before);
    expect(await ids('&accepts=banking-finance')).toEqual([open.id]);
    expect(await pins('&accepts=banking-finance')).toEqual([open.id]);
    expect(await ids('&accepts=retail')).toEqual(both);
    expect(await ids('&accepts=')).toEqual(both);
    expect(await ids('')).toEqual(both);
    const bad = await t.app.inject({ method: 'GET', url: '/api/leds/getAll?accepts=weapons' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for the rules of a missing screen, and only to operators', async () => {
    const customer = await buildCustomer(db());
    const missing = await asOperator({
      method: 'GET',
      url: '/api/admin/screens/99999999/category-rules',
    });
    expect(missing.statusCode).toBe(404);
    const screen = await buildLoopScreen(db());
    const denied = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: `/api/admin/screens/${screen.id}/category-rules`,
    });
    expect(denied.statusCode).toBe(403);
    const bad = await putCategoryRules(screen.id, ['weapons'], []);
    expect(bad.statusCode).toBe(400);
  });
});

describe('rejections by reason code', () => {
  async function orderUnderReview(overrides: Parameters<typeof buildCustomer>[1] = {}) {
    const customer = await buildCustomer(db(), overrides);
    const order = await buildOrder(db(), { customerId: customer.id });
    return { customer, order };
  }

  it('rejects with a code alone; the customer reads its explanation in their language', async () => {
    const { customer, order } = await orderUnderReview({ language: 'ar' });
    const res = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/reject`,
      payload: { reasonCode: 'LANG-AR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 3, statusReasonCode: 'LANG-AR' });
    expect(res.json().history.at(-1)).toMatchObject({ reasonCode: 'LANG-AR', reason: null });

    const own = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: `/api/order/${order.id}`,
    });
    expect(own.json()).toMatchObject({ statusReasonCode: 'LANG-AR', statusReason: null });

    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(notice!.message).toContain(reasonCodes['LANG-AR'].ar);
  });

  it('needs the note for OWNER-POLICY and refuses an unknown code', async () => {
    const { order } = await orderUnderReview();
    for (const payload of [
      { reasonCode: 'OWNER-POLICY' },
      { reasonCode: 'OWNER-POLICY', reason: '  ' },
      { reasonCode: 'OTHER', reason: 'Something' },
    ]) {
      const res = await asOperator({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/reject`,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.statusCode).toBe(0);

    const ok = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/reject`,
      payload: { reasonCode: 'OWNER-POLICY', reason: 'No adverts for rival malls on this mall.' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      statusReasonCode: 'OWNER-POLICY',
      statusReason: 'No adverts for rival malls on this mall.',
    });
  });

  it('files a rejection given only in words under OWNER-POLICY, never a bare "other"', async () => {
    const { order } = await orderUnderReview();
    const res = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/reject`,
      payload: { reason: 'The logo is too small to read.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().statusReasonCode).toBe('OWNER-POLICY');
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)!.reasonCode).toBe('OWNER-POLICY');
  });

  it('reports rejections by code per month for operators only', async () => {
    const before = await asOperator({ method: 'GET', url: '/api/admin/reports/rejections' });
    expect(before.statusCode).toBe(200);
    const countOf = (
      body: { months: { month: string; counts: { code: string; count: number }[] }[] },
      month: string,
      code: string,
    ) =>
      body.months.find((m) => m.month === month)?.counts.find((c) => c.code === code)?.count ?? 0;

    const codes = ['STD-DECENCY', 'STD-DECENCY', 'ROAD-SAFETY'] as const;
    for (const reasonCode of codes) {
      const { order } = await orderUnderReview();
      const res = await asOperator({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/reject`,
        payload: { reasonCode },
      });
      expect(res.statusCode).toBe(200);
    }
    const month = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 7);

    const after = await asOperator({ method: 'GET', url: '/api/admin/reports/rejections' });
    expect(
      countOf(after.json(), month, 'STD-DECENCY') - countOf(before.json(), month, 'STD-DECENCY'),
    ).toBe(2);
    expect(
      countOf(after.json(), month, 'ROAD-SAFETY') - countOf(before.json(), month, 'ROAD-SAFETY'),
    ).toBe(1);

    const customer = await buildCustomer(db());
    const denied = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: '/api/admin/reports/rejections',
    });
    expect(denied.statusCode).toBe(403);
  });

  it('has an English and an Arabic explanation for every code', () => {
    expect(reasonCodeIds).toHaveLength(18);
    for (const code of reasonCodeIds) {
      expect(reasonCodes[code].en.length).toBeGreaterThan(20);
      expect(reasonCodes[code].ar).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
