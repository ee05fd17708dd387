import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import {
  bookCampaign,
  buildLoopScreen,
  daysFromNow,
  ledgerCell,
} from '../../../test/booking-builders';
import { buildCustomer, buildOperator, buildOrder, injectAs } from '../../../test/builders';
import { makeVideo, multipartBody } from '../../../test/videos';
import type { DaypartId } from '@screenspot/contracts/booking';
import { canTransition, nextStatusesFor, orderStatus } from '@screenspot/contracts/order-status';
import { customers, orders, orderStatusHistory, screens } from '../../db/schema';
import { expireLapsedHolds } from './holds';
import { uploadedFiles } from '../../../test/stored-files';

const { t, db, as } = useTestContext({ HOLD_SWEEP_SECONDS: '1' });
let video: Buffer;

beforeAll(async () => {
  // The sweep runs every second here, so expiry is seen without any request arriving.
  video = makeVideo({ seconds: 1, faststart: true });
});

const cell = (ledId: number, date: string, daypart: DaypartId) =>
  ledgerCell(db(), ledId, date, daypart);

async function order(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row!;
}

function uploadOrder(customerId: number, fields: [string, string][], language?: string) {
  const body = multipartBody([
    ...fields.map(([name, value]) => ({ name, value })),
    { name: 'video', filename: 'ad.mp4', contentType: 'video/mp4', data: video },
  ]);
  return injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: { ...body.headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

const schedule = (ledId: number, spots: number, day = daysFromNow(10)): [string, string][] => [
  ['ledId', String(ledId)],
  ['startDate', day],
  ['endDate', day],
  ['dayparts', 'evening'],
  ['dayparts', 'night'],
  ['spotsPerLoop', String(spots)],
];

/** A screen with a loop and a customer to book it: where most of these tests start. */
async function screenAndCustomer() {
  return { screen: await buildLoopScreen(db()), customer: await buildCustomer(db()) };
}

async function operatorMoves(orderId: number, status: number, reason?: string) {
  const operator = await buildOperator(db());
  return as(operator.id, 'POST', `/api/admin/orders/${orderId}/status`, {
    status,
    ...(reason ? { reason } : {}),
  });
}

describe('POST /api/order with a schedule', () => {
  it('books, holds and stores the video in one step, with the frozen price', async () => {
    const { screen, customer } = await screenAndCustomer();
    const res = await uploadOrder(customer.id, schedule(screen.id, 2));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.statusCode).toBe(0);
    const row = await order(body.id);
    expect(row).toMatchObject({
      spotsPerLoop: 2,
      // Two spots, one day: evening $90 and night $36 each.
      subtotalCents: 2 * (9_000 + 3_600),
      vatCents: 1_260,
    });
    expect(row.flightStart).toBe(daysFromNow(10));
    expect(body.schedule).toMatchObject({
      startDate: daysFromNow(10),
      endDate: daysFromNow(10),
      dayparts: ['evening', 'night'],
      spotsPerLoop: 2,
      totalCents: 25_200 + 1_260,
    });
    const listed = await as(customer.id, 'GET', '/api/order/getAll');
    expect(listed.json()[0].schedule.totalCents).toBe(26_460);
    expect(await cell(screen.id, daysFromNow(10), 'night')).toEqual({ booked: 0, held: 2 });
  });

  it('answers with the order in the asked language, as reading it back does', async () => {
    const screen = await buildLoopScreen(db());
    await db().update(screens).set({ nameAr: 'بوابة المارينا' }).where(eq(screens.id, screen.id));
    const customer = await buildCustomer(db());
    const res = await uploadOrder(customer.id, schedule(screen.id, 1), 'ar');
    expect(res.statusCode).toBe(201);
    expect(res.json().ledInfo.billboardName).toBe('بوابة المارينا');
    const english = await uploadOrder(customer.id, schedule(screen.id, 1, daysFromNow(11)));
    expect(english.json().ledInfo.billboardName).toBe(screen.name);
  });

  it('answers 409 leaving no file, no order and no hold when a cell is full', async () => {
    const screen = await buildLoopScreen(db(), { loopSlots: 3 });
    const first = await buildCustomer(db());
    const second = await buildCustomer(db());
    expect((await uploadOrder(first.id, schedule(screen.id, 2))).statusCode).toBe(201);
    const filesBefore = uploadedFiles(t.dataDir).length;
    const res = await uploadOrder(second.id, schedule(screen.id, 2));
    expect(res.statusCode).toBe(409);
    expect(res.json().cells).toHaveLength(2);
    expect(uploadedFiles(t.dataDir).length).toBe(filesBefore);
    expect(await db().select().from(orders).where(eq(orders.customerId, second.id))).toEqual([]);
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 0, held: 2 });
  });

  it('answers 400 naming a bad schedule field, leaving no file', async () => {
    const { screen, customer } = await screenAndCustomer();
    const filesBefore = uploadedFiles(t.dataDir).length;
    const res = await uploadOrder(customer.id, [
      ['ledId', String(screen.id)],
      ['startDate', daysFromNow(3)],
      ['dayparts', 'evening'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ endDate: 'Required', spotsPerLoop: 'Required' });
    expect(uploadedFiles(t.dataDir).length).toBe(filesBefore);
  });
});

describe('the order state machine (decision record 0016)', () => {
  it('6 → 0: a video attached to an order awaiting one sends it to review', async () => {
    const { screen, customer } = await screenAndCustomer();
    const campaign = (await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id }])).json();
    const orderId = campaign.orders[0].orderId;
    const stranger = await buildCustomer(db());
    expect((await uploadOrder(stranger.id, [['orderId', String(orderId)]])).statusCode).toBe(404);
    const res = await uploadOrder(customer.id, [['orderId', String(orderId)]]);
    expect(res.statusCode).toBe(201);
    expect(res.json().statusCode).toBe(0);
    expect((await order(orderId)).videoKey).toEqual(expect.any(String));
    // In review, a second video swaps the first (reupload.integration.test.ts has the rest).
    const twice = await uploadOrder(customer.id, [['orderId', String(orderId)]]);
    expect(twice.statusCode).toBe(201);
    expect(twice.json().statusCode).toBe(0);
  });

  it('6 → 5 and 0 → 5: cancelling frees the held spots', async () => {
    const { screen, customer } = await screenAndCustomer();
    const campaign = (
      await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id, spotsPerLoop: 4 }])
    ).json();
    const withVideo = (await uploadOrder(customer.id, schedule(screen.id, 1))).json();
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 0, held: 5 });
    await as(customer.id, 'DELETE', `/api/campaigns/${campaign.campaignId}`);
    const [{ campaignId }] = await db()
      .select({ campaignId: orders.campaignId })
      .from(orders)
      .where(eq(orders.id, withVideo.id));
    const cancelled = await as(customer.id, 'DELETE', `/api/campaigns/${campaignId}`);
    expect(cancelled.json().orders[0].statusCode).toBe(5);
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 0, held: 0 });
  });

  it('0 → 1 starts a payment window of 48 hours that never passes the first cell', async () => {
    const { screen, customer } = await screenAndCustomer();
    const soon = (await uploadOrder(customer.id, schedule(screen.id, 1, daysFromNow(1)))).json();
    const later = (await uploadOrder(customer.id, schedule(screen.id, 1, daysFromNow(10)))).json();
    expect((await operatorMoves(soon.id, 1)).statusCode).toBe(200);
    expect((await operatorMoves(later.id, 1)).statusCode).toBe(200);
    const soonRow = await order(soon.id);
    expect(soonRow.holdExpiresAt!.getTime()).toBe(soonRow.firstCellAt!.getTime());
    const laterRow = await order(later.id);
    const window = laterRow.holdExpiresAt!.getTime() - Date.now();
    expect(window).toBeGreaterThan(47 * 3600_000);
    expect(window).toBeLessThanOrEqual(48 * 3600_000);
  });

  it('1 → 2 turns held spots into booked ones, 2 → 4 keeps them booked', async () => {
    const { screen, customer } = await screenAndCustomer();
    const placed = (await uploadOrder(customer.id, schedule(screen.id, 3))).json();
    await operatorMoves(placed.id, 1);
    const paid = await operatorMoves(placed.id, 2);
    expect(paid.statusCode).toBe(200);
    // The console shows the schedule and the frozen total.
    expect(paid.json().schedule).toMatchObject({ spotsPerLoop: 3, dayparts: ['evening', 'night'] });
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 3, held: 0 });
    expect((await order(placed.id)).holdExpiresAt).toBeNull();
    expect((await operatorMoves(placed.id, 4)).statusCode).toBe(200);
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 3, held: 0 });
  });

  it('0 → 3 and 1 → 5 release the hold', async () => {
    const { screen, customer } = await screenAndCustomer();
    const rejected = (await uploadOrder(customer.id, schedule(screen.id, 2))).json();
    const approved = (await uploadOrder(customer.id, schedule(screen.id, 3))).json();
    expect(await cell(screen.id, daysFromNow(10), 'night')).toEqual({ booked: 0, held: 5 });
    expect((await operatorMoves(rejected.id, 3, 'No Arabic text')).statusCode).toBe(200);
    await operatorMoves(approved.id, 1);
    expect((await operatorMoves(approved.id, 5)).statusCode).toBe(200);
    expect(await cell(screen.id, daysFromNow(10), 'night')).toEqual({ booked: 0, held: 0 });
  });

  it('refuses moves the machine does not allow, and leaves the ledger alone', async () => {
    const { screen, customer } = await screenAndCustomer();
    const placed = (await uploadOrder(customer.id, schedule(screen.id, 1))).json();
    expect((await operatorMoves(placed.id, 2)).statusCode).toBe(409);
    expect((await operatorMoves(placed.id, 6)).statusCode).toBe(409);
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 0, held: 1 });
  });

  it('6 → 0 never through the console: an order awaiting its video stays so, and keeps its hold', async () => {
    const { screen, customer } = await screenAndCustomer();
    const campaign = (
      await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id, spotsPerLoop: 2 }])
    ).json();
    const orderId = campaign.orders[0].orderId;
    const res = await operatorMoves(orderId, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An order that is "Awaiting video" cannot become "Under review".',
    );
    expect(await order(orderId)).toMatchObject({ statusCode: 6, videoKey: null });
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 0, held: 2 });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((entry) => entry.toStatus)).toEqual([6]);
  });

  it('the console makes exactly the operator’s moves of the machine, from every status', async () => {
    const customer = await buildCustomer(db());
    const codes = Object.values(orderStatus);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const from of codes) {
      for (const to of codes) {
        const placed = await buildOrder(db(), {
          customerId: customer.id,
          statusCode: from,
          ...(from === orderStatus.awaitingVideo ? { videoKey: null } : {}),
        });
        const res = await operatorMoves(placed.id, to, to === 3 ? 'Not readable' : undefined);
        outcomes.push(`${from}→${to}:${res.statusCode}`);
        expected.push(`${from}→${to}:${canTransition(from, to, 'operator') ? 200 : 409}`);
        const after = (await order(placed.id)).statusCode;
        expect(after).toBe(res.statusCode === 200 ? to : from);
        if (res.statusCode === 200) {
          expect(res.json().nextStatuses).toEqual(nextStatusesFor(to, 'operator'));
        }
      }
    }
    expect(outcomes).toEqual(expected);
    // The operator's allowed moves, spelled out: a change to the rules must change this test too.
    expect(outcomes.filter((entry) => entry.endsWith(':200')).map((e) => e.slice(0, -4))).toEqual([
      '0→1',
      '0→3',
      '0→5',
      '1→2',
      '1→5',
      '2→4',
      '6→5',
    ]);
  });

  it('6 → 7, 0 → 7 and 1 → 7: a lapsed hold expires with no request arriving', async () => {
    const { screen, customer } = await screenAndCustomer();
    const awaiting = (await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id }])).json()
      .orders[0].orderId;
    const review = (await uploadOrder(customer.id, schedule(screen.id, 2))).json().id;
    const approved = (await uploadOrder(customer.id, schedule(screen.id, 3))).json().id;
    await operatorMoves(approved, 1);
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 0, held: 6 });

    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(sql`${orders.id} in (${awaiting}, ${review}, ${approved})`);
    // No request from here on: the instance's own sweep must free the cells.
    const deadline = Date.now() + 20_000;
    while ((await cell(screen.id, daysFromNow(10), 'evening')).held > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await cell(screen.id, daysFromNow(10), 'evening')).toEqual({ booked: 0, held: 0 });
    for (const id of [awaiting, review, approved]) {
      expect((await order(id)).statusCode).toBe(7);
      const history = await db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id));
      expect(history.at(-1)).toMatchObject({ toStatus: 7, changedBy: null });
    }
  });

  it('tells the customer of a lapsed hold in their language, and again in the next one', async () => {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db(), { language: 'ar' });
    const id = (await uploadOrder(customer.id, schedule(screen.id, 1, daysFromNow(40)))).json().id;
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    await expireLapsedHolds(db());
    const deadline = Date.now() + 20_000;
    while ((await order(id)).statusCode !== 7 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const list = async () =>
      (
        await injectAs(t.app, db(), customer.id, { method: 'GET', url: '/api/notification/getAll' })
      ).json() as { title: string; message: string; orderId: number | null }[];
    const [arabic] = (await list()).filter((notice) => notice.orderId === id);
    expect(arabic!.title).toBe('انتهت صلاحية الحجز');
    expect(arabic!.message).toContain(String(id));

    await db().update(customers).set({ language: 'en' }).where(eq(customers.id, customer.id));
    const [english] = (await list()).filter((notice) => notice.orderId === id);
    expect(english).toMatchObject({
      title: 'Booking expired',
      message: `Order #${id} expired before it was paid; its spots are free again.`,
    });
    // The history keeps the reason by key, beside its English words.
    const history = (
      await injectAs(t.app, db(), customer.id, { method: 'GET', url: `/api/order/${id}/history` })
    ).json() as { reason: string | null; reasonKey?: string }[];
    expect(history.at(-1)).toMatchObject({
      reason: 'The hold lapsed before payment',
      reasonKey: 'holdLapsed',
    });
  });

  it('expires each order once when sweeps run side by side', async () => {
    const screen = await buildLoopScreen(db());
    const ids: number[] = [];
    // Five customers: one may have only three campaigns unpaid at once.
    for (let i = 0; i < 5; i += 1) {
      const customer = await buildCustomer(db());
      ids.push((await uploadOrder(customer.id, schedule(screen.id, 1, daysFromNow(30)))).json().id);
    }
    const past = new Date(Date.now() - 1000);
    await db()
      .update(orders)
      .set({ holdExpiresAt: past })
      .where(
        sql`${orders.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    const counts = await Promise.all([expireLapsedHolds(db()), expireLapsedHolds(db())]);
    // The instance's own timer may have taken some; together, each order expired exactly once.
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(5);
    expect(await cell(screen.id, daysFromNow(30), 'evening')).toEqual({ booked: 0, held: 0 });
    for (const id of ids) {
      const history = await db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id));
      expect(history.filter((entry) => entry.toStatus === 7)).toHaveLength(1);
    }
  });
});
