// Over 400 lines: every hold limit needs the same controllable clock and caps set-up.
import { addDays, cellStart, daypartIds, localDate } from '@screenspot/contracts/booking';
import { holdReleaseReason } from '@screenspot/contracts/admin-holds';
import { orderStatus } from '@screenspot/contracts/order-status';
import { paymentMessages } from '@screenspot/contracts/payment';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import {
  bookCampaign,
  buildLoopScreen,
  daysFromNow,
  ledgerCell,
} from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import { approvedCampaign } from '../../../test/payment-builders';
import { makeVideo, multipartBody } from '../../../test/videos';
import { orders, orderStatusHistory } from '../../db/schema';
import { expireLapsedHolds } from './holds';

/** The app's clock: the real time unless a test sets it (the sweep reads it too). */
let clockAt: Date | null = null;
const { t, db, as } = useTestContext(
  { HOLD_SWEEP_SECONDS: '1' },
  { clock: () => clockAt ?? new Date() },
);
const minute = 60_000;
let video: Buffer;

beforeAll(() => {
  video = makeVideo({ seconds: 1, faststart: true });
});

afterEach(() => {
  clockAt = null;
});

async function order(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row!;
}

function attachVideo(customerId: number, orderId: number) {
  const body = multipartBody([
    { name: 'orderId', value: String(orderId) },
    { name: 'video', filename: 'ad.mp4', contentType: 'video/mp4', data: video },
  ]);
  return injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: body.headers,
  });
}

/** Polls the database (no request to the app) until the order has the status, or 20 s pass. */
async function statusBecomes(orderId: number, statusCode: number) {
  const deadline = Date.now() + 20_000;
  while ((await order(orderId)).statusCode !== statusCode && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (await order(orderId)).statusCode;
}

/** A new customer's booking on a new screen (days 10–11, evening) at a stopped clock's now. */
async function bookedNow() {
  const customer = await buildCustomer(db());
  const screen = await buildLoopScreen(db());
  const bookedAt = new Date();
  clockAt = bookedAt;
  const res = await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
  return { customer, screen, bookedAt, res };
}

describe('an order awaiting its video holds its cells for an hour', () => {
  it('expires at 60 minutes with no request arriving, and frees its cells', async () => {
    const { screen, bookedAt, res } = await bookedNow();
    expect(res.statusCode).toBe(201);
    const orderId = res.json().orders[0].orderId;
    expect((await order(orderId)).holdExpiresAt).toEqual(
      new Date(bookedAt.getTime() + 60 * minute),
    );
    expect(await ledgerCell(db(), screen.id, daysFromNow(10), 'evening')).toEqual({
      booked: 0,
      held: 1,
    });

    // A minute early, nothing lapses.
    expect(await expireLapsedHolds(db(), new Date(bookedAt.getTime() + 59 * minute))).toBe(0);
    expect((await order(orderId)).statusCode).toBe(orderStatus.awaitingVideo);

    // The clock passes the hour: the instance's own sweep expires it, no request needed.
    clockAt = new Date(bookedAt.getTime() + 60 * minute + 1000);
    expect(await statusBecomes(orderId, orderStatus.expired)).toBe(orderStatus.expired);
    expect(await ledgerCell(db(), screen.id, daysFromNow(10), 'evening')).toEqual({
      booked: 0,
      held: 0,
    });
  });

  it('under review holds until the decision: the hour no longer applies', async () => {
    const { customer, bookedAt, res } = await bookedNow();
    const orderId = res.json().orders[0].orderId;
    expect((await attachVideo(customer.id, orderId)).statusCode).toBe(201);
    const reviewed = await order(orderId);
    expect(reviewed.statusCode).toBe(orderStatus.underReview);
    // Its first cell's start: the evening of ten days from now.
    expect(reviewed.holdExpiresAt).toEqual(cellStart(daysFromNow(10), 'evening'));

    clockAt = new Date(bookedAt.getTime() + 2 * 60 * minute);
    expect(await expireLapsedHolds(db(), clockAt)).toBe(0);
    expect((await order(orderId)).statusCode).toBe(orderStatus.underReview);
  });
});

describe('the lead time before the first cell', () => {
  it('never sells a cell starting within two hours: availability, quote and booking agree', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const date = daysFromNow(3);
    // 90 minutes before that evening starts: evening is too soon, night (6 h later) is on sale.
    clockAt = new Date(cellStart(date, 'evening').getTime() - 90 * minute);

    const calendar = await as(
      customer.id,
      'GET',
      `/api/leds/availability?ledId=${screen.id}&from=${date}&to=${date}`,
    );
    const free = Object.fromEntries(
      calendar.json().days[0].dayparts.map((d: { id: string; free: number }) => [d.id, d.free]),
    );
    expect(free).toEqual({ morning: 0, daytime: 0, evening: 0, night: 12 });

    const item = { ledId: screen.id, startDate: date, endDate: date, spotsPerLoop: 1 };
    const tooSoon = await as(customer.id, 'POST', '/api/quote', {
      items: [{ ...item, dayparts: ['evening'] }],
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toContain('starts too soon');
    expect(tooSoon.json().errors.startDate).toBeDefined();

    const quote = await as(customer.id, 'POST', '/api/quote', {
      items: [{ ...item, dayparts: ['evening', 'night'] }],
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().items[0].cells).toBe(1);

    const booked = await bookCampaign(t.app, db(), customer.id, [
      { ...item, dayparts: ['evening', 'night'] },
    ]);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().quote.totalCents).toBe(quote.json().totalCents);
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 0 });
    expect(await ledgerCell(db(), screen.id, date, 'night')).toEqual({ booked: 0, held: 1 });
    const refused = await bookCampaign(t.app, db(), customer.id, [
      { ...item, dayparts: ['evening'] },
    ]);
    expect(refused.statusCode).toBe(400);
  });
});

describe('start dates', () => {
  it('answers 400 for a start more than 365 days ahead, 9999 among them', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    for (const startDate of ['9999-12-01', daysFromNow(367)]) {
      const res = await bookCampaign(t.app, db(), customer.id, [
        { ledId: screen.id, startDate, endDate: startDate },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.startDate).toContain('at most 365 days ahead');
      const quote = await as(customer.id, 'POST', '/api/quote', {
        items: [
          {
            ledId: screen.id,
            startDate,
            endDate: startDate,
            dayparts: ['evening'],
            spotsPerLoop: 1,
          },
        ],
      });
      expect(quote.statusCode).toBe(400);
    }
    const last = addDays(localDate(new Date()), 365);
    const ok = await bookCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: last, endDate: last },
    ]);
    expect(ok.statusCode).toBe(201);
  });
});

describe('per-customer caps on unpaid holds', () => {
  it('allows three unpaid campaigns; the fourth answers 409 naming the limit', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await bookCampaign(t.app, db(), customer.id, [
        { ledId: screen.id, startDate: daysFromNow(20 + i), endDate: daysFromNow(20 + i) },
      ]);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().campaignId);
    }
    const fourth = await bookCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: daysFromNow(30), endDate: daysFromNow(30) },
    ]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toContain('at most 3 may be unpaid at once');
    expect(await ledgerCell(db(), screen.id, daysFromNow(30), 'evening')).toEqual({
      booked: 0,
      held: 0,
    });
    const arabic = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: '/api/campaigns',
      headers: { 'accept-language': 'ar' },
      payload: {
        items: [
          {
            ledId: screen.id,
            startDate: daysFromNow(30),
            endDate: daysFromNow(30),
            dayparts: ['evening'],
            spotsPerLoop: 1,
          },
        ],
      },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toContain('حملات غير مدفوعة');

    // Cancelling one frees a place under the cap.
    expect((await as(customer.id, 'DELETE', `/api/campaigns/${ids[0]}`)).statusCode).toBe(200);
    const again = await bookCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: daysFromNow(30), endDate: daysFromNow(30) },
    ]);
    expect(again.statusCode).toBe(201);
  });

  it('refuses one request holding every spot of 20 screens for 92 days, and again', async () => {
    const customer = await buildCustomer(db());
    const screens = await Promise.all(Array.from({ length: 20 }, () => buildLoopScreen(db())));
    const items = screens.map((screen) => ({
      ledId: screen.id,
      startDate: daysFromNow(2),
      endDate: daysFromNow(93),
      dayparts: [...daypartIds],
      spotsPerLoop: 12,
    }));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await bookCampaign(t.app, db(), customer.id, items);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('at most $50,000.00');
    }
    for (const screen of [screens[0]!, screens[19]!]) {
      expect(await ledgerCell(db(), screen.id, daysFromNow(50), 'evening')).toEqual({
        booked: 0,
        held: 0,
      });
    }
    const list = await as(customer.id, 'GET', '/api/campaigns');
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('two simultaneous requests of one customer cannot both pass the money cap', async () => {
    const customer = await buildCustomer(db());
    const [a, b] = [await buildLoopScreen(db()), await buildLoopScreen(db())];
    // Each is 12 evening spots for 28 days at $90: $30,240 with VAT; together over $50,000.
    const item = (ledId: number) => ({
      ledId,
      startDate: daysFromNow(5),
      endDate: daysFromNow(32),
      dayparts: ['evening'],
      spotsPerLoop: 12,
    });
    const answers = await Promise.all([
      bookCampaign(t.app, db(), customer.id, [item(a.id)]),
      bookCampaign(t.app, db(), customer.id, [item(b.id)]),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 201)!.json().quote.subtotalCents).toBe(
      3_024_000,
    );
  });

  it('five simultaneous requests of a customer with two unpaid campaigns: exactly one passes', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    for (const day of [20, 21]) {
      const res = await bookCampaign(t.app, db(), customer.id, [
        { ledId: screen.id, startDate: daysFromNow(day), endDate: daysFromNow(day) },
      ]);
      expect(res.statusCode).toBe(201);
    }
    const answers = await Promise.all(
      [30, 31, 32, 33, 34].map((day) =>
        bookCampaign(t.app, db(), customer.id, [
          { ledId: screen.id, startDate: daysFromNow(day), endDate: daysFromNow(day) },
        ]),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = await as(customer.id, 'GET', '/api/campaigns');
    expect(list.headers['x-total-count']).toBe('3');
  });
});

describe('bank transfer needs a day', () => {
  /** The first daypart starting three hours or more from now: it is less than a day away. */
  function soonCell() {
    const earliest = Date.now() + 3 * 60 * minute;
    for (const date of [daysFromNow(0), daysFromNow(1)]) {
      for (const daypart of ['morning', 'daytime', 'evening', 'night'] as const) {
        if (cellStart(date, daypart).getTime() >= earliest) return { date, daypart };
      }
    }
    throw new Error('no cell within a day');
  }

  it('is offered for a deadline two days away', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const { campaignId } = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    const options = (await as(customer.id, 'GET', `/api/campaigns/${campaignId}/payment`)).json();
    expect(options.methods).toContain('invoice');
    expect(options.invoiceUnavailable).toBeNull();
  });

  it('is withdrawn and refused with a reason when the deadline is under 24 hours away', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const { date, daypart } = soonCell();
    const { campaignId } = await approvedCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: date, endDate: date, dayparts: [daypart] },
    ]);
    const options = (await as(customer.id, 'GET', `/api/campaigns/${campaignId}/payment`)).json();
    expect(Date.parse(options.dueAt) - Date.now()).toBeLessThan(24 * 60 * minute);
    expect(options.methods).not.toContain('invoice');
    expect(options.invoiceUnavailable).toBe('deadlineTooClose');

    const refused = await as(customer.id, 'POST', `/api/campaigns/${campaignId}/payment`, {
      method: 'invoice',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(paymentMessages.bankTransferTooLate);
    const arabic = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/campaigns/${campaignId}/payment`,
      headers: { 'accept-language': 'ar' },
      payload: { method: 'invoice' },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toContain('التحويل المصرفي');
    const invoices = (await as(customer.id, 'GET', `/api/campaigns/${campaignId}/payment`)).json()
      .invoices;
    expect(invoices).toEqual([]);
  });
});

describe('operators release open holds', () => {
  it('lists holds by customer, releases one, and records who did it', async () => {
    const operator = await buildOperator(db());
    const customer = await buildCustomer(db(), { companyName: `Hoarder ${Date.now()}` });
    const screen = await buildLoopScreen(db());
    const first = await bookCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: daysFromNow(40), endDate: daysFromNow(41), spotsPerLoop: 3 },
    ]);
    const second = await bookCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: daysFromNow(42), endDate: daysFromNow(42) },
    ]);
    const orderId = first.json().orders[0].orderId;

    const holds = await as(operator.id, 'GET', '/api/admin/holds');
    expect(holds.statusCode).toBe(200);
    const group = holds
      .json()
      .find((g: { customer: { id: number } }) => g.customer.id === customer.id);
    expect(group.customer.companyName).toBe(customer.companyName);
    expect(group.campaigns).toBe(2);
    expect(group.totalCents).toBe(first.json().quote.totalCents + second.json().quote.totalCents);
    expect(group.orders.find((o: { orderId: number }) => o.orderId === orderId)).toMatchObject({
      spots: 6,
      statusCode: orderStatus.awaitingVideo,
    });

    // A customer can neither see nor release holds.
    expect((await as(customer.id, 'GET', '/api/admin/holds')).statusCode).toBe(403);
    expect((await as(customer.id, 'POST', `/api/admin/holds/${orderId}/release`)).statusCode).toBe(
      403,
    );
    expect((await order(orderId)).statusCode).toBe(orderStatus.awaitingVideo);

    const released = await as(operator.id, 'POST', `/api/admin/holds/${orderId}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({
      orderId,
      fromStatus: orderStatus.awaitingVideo,
      releasedBy: operator.id,
    });
    expect((await order(orderId)).statusCode).toBe(orderStatus.cancelled);
    expect(await ledgerCell(db(), screen.id, daysFromNow(40), 'evening')).toEqual({
      booked: 0,
      held: 0,
    });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.at(-1)).toMatchObject({
      fromStatus: orderStatus.awaitingVideo,
      toStatus: orderStatus.cancelled,
      changedBy: operator.id,
      reason: holdReleaseReason,
    });

    const after = (await as(operator.id, 'GET', '/api/admin/holds')).json();
    const left = after.find((g: { customer: { id: number } }) => g.customer.id === customer.id);
    expect(left.orders.map((o: { orderId: number }) => o.orderId)).toEqual([
      second.json().orders[0].orderId,
    ]);
    const twice = await as(operator.id, 'POST', `/api/admin/holds/${orderId}/release`);
    expect(twice.statusCode).toBe(409);
  });
});
