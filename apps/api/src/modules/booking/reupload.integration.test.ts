import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatus } from '@screenspot/contracts/order-status';
import { reuploadMessages } from '@screenspot/contracts/upload';
import { useTestContext } from '../../../test/app';
import { buildLoopScreen, daysFromNow, ledgerCell } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import { makeVideo, multipartBody } from '../../../test/videos';
import { orders } from '../../db/schema';

// A rejected order is fixed in place; an order in review may have its video swapped (decision 0016).
const { t, db, as } = useTestContext();
let video: Buffer;
let otherVideo: Buffer;

beforeAll(() => {
  video = makeVideo({ seconds: 1, faststart: true });
  otherVideo = makeVideo({ seconds: 2, faststart: true });
});

function upload(customerId: number, fields: [string, string][], data = video) {
  const body = multipartBody([
    ...fields.map(([name, value]) => ({ name, value })),
    { name: 'video', filename: 'ad.mp4', contentType: 'video/mp4', data },
  ]);
  return injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: body.headers,
  });
}

const dates = (day: string): [string, string][] => [
  ['startDate', day],
  ['endDate', day],
  ['dayparts', 'evening'],
  ['spotsPerLoop', '2'],
];

async function row(id: number) {
  const [found] = await db().select().from(orders).where(eq(orders.id, id));
  return found!;
}

/** A screen of 3 spots a loop, an order of 2 evening spots on it, and that order rejected. */
async function rejectedOrder(day = daysFromNow(10)) {
  const screen = await buildLoopScreen(db(), { loopSlots: 3 });
  const customer = await buildCustomer(db());
  const operator = await buildOperator(db());
  const placed = await upload(customer.id, [['ledId', String(screen.id)], ...dates(day)]);
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().id as number;
  const rejected = await as(operator.id, 'POST', `/api/admin/orders/${orderId}/reject`, {
    reason: 'The logo is cut off',
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  expect(await ledgerCell(db(), screen.id, day, 'evening')).toEqual({ booked: 0, held: 0 });
  return { screen, customer, operator, orderId, day };
}

describe('a rejected order is fixed in place', () => {
  it('takes a new video on the same order: same number, schedule and price, history kept, back in review', async () => {
    const { screen, customer, orderId, day } = await rejectedOrder();
    const before = await row(orderId);

    const res = await upload(customer.id, [['orderId', String(orderId)]], otherVideo);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: orderId, statusCode: orderStatus.underReview });
    expect(res.json().statusReason).toBeNull();

    const after = await row(orderId);
    expect(after.videoKey).not.toBe(before.videoKey);
    expect(after.videoDurationMs).toBeGreaterThan(1_500);
    expect(after).toMatchObject({
      campaignId: before.campaignId,
      flightStart: day,
      flightEnd: day,
      totalCents: before.totalCents,
    });
    expect(after.holdExpiresAt?.getTime()).toBe(after.firstCellAt?.getTime());
    expect(await ledgerCell(db(), screen.id, day, 'evening')).toEqual({ booked: 0, held: 2 });

    const history = (await as(customer.id, 'GET', `/api/order/${orderId}/history`)).json();
    const statuses = history
      .filter((entry: { kind: string }) => entry.kind === 'status')
      .map((entry: { statusCode: number }) => entry.statusCode);
    expect(statuses).toEqual([0, 3, 0]);
    expect(history.find((e: { statusCode: number }) => e.statusCode === 3).reason).toBe(
      'The logo is cut off',
    );
  });

  it("refuses another customer's rejected order as if it did not exist, changing nothing", async () => {
    const { screen, orderId, day } = await rejectedOrder();
    const stranger = await buildCustomer(db());
    const res = await upload(stranger.id, [['orderId', String(orderId)]]);
    expect(res.statusCode).toBe(404);
    expect((await row(orderId)).statusCode).toBe(orderStatus.rejected);
    expect(await ledgerCell(db(), screen.id, day, 'evening')).toEqual({ booked: 0, held: 0 });
  });

  it('answers 409 listing what is free when its spots were sold meanwhile, then takes new dates for the same order', async () => {
    const { screen, customer, orderId, day } = await rejectedOrder();
    const before = await row(orderId);
    const rival = await buildCustomer(db());
    const rivalOrder = await upload(rival.id, [['ledId', String(screen.id)], ...dates(day)]);
    expect(rivalOrder.statusCode).toBe(201);

    const refused = await upload(customer.id, [['orderId', String(orderId)]]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: reuploadMessages.cellsGone,
      cells: [{ ledId: screen.id, date: day, daypart: 'evening', requested: 2, free: 1 }],
    });
    // Nothing moved: still rejected, the rival's hold alone in the ledger, the old video kept.
    expect(await row(orderId)).toMatchObject({
      statusCode: orderStatus.rejected,
      videoKey: before.videoKey,
    });
    expect(await ledgerCell(db(), screen.id, day, 'evening')).toEqual({ booked: 0, held: 2 });

    const later = daysFromNow(12);
    const rebooked = await upload(customer.id, [
      ['orderId', String(orderId)],
      ...dates(later),
      ['dayparts', 'night'],
    ]);
    expect(rebooked.statusCode, rebooked.body).toBe(201);
    expect(rebooked.json()).toMatchObject({
      id: orderId,
      statusCode: orderStatus.underReview,
      schedule: { startDate: later, endDate: later, dayparts: ['evening', 'night'] },
    });
    const after = await row(orderId);
    expect(after.campaignId).toBe(before.campaignId);
    // Priced by the booking's quote: two spots of evening ($90) and night ($36), plus 5 % VAT.
    expect(after).toMatchObject({ subtotalCents: 2 * (9_000 + 3_600), vatCents: 1_260 });
    expect(await ledgerCell(db(), screen.id, later, 'evening')).toEqual({ booked: 0, held: 2 });
    expect(await ledgerCell(db(), screen.id, later, 'night')).toEqual({ booked: 0, held: 2 });
    expect(await ledgerCell(db(), screen.id, day, 'evening')).toEqual({ booked: 0, held: 2 });
    const kinds = (await as(customer.id, 'GET', `/api/order/${orderId}/history`))
      .json()
      .map((entry: { kind: string }) => entry.kind);
    expect(kinds).toContain('schedule-changed');
  });

  it('holds all of its cells or none when two customers race for the last spots', async () => {
    const { screen, customer, orderId, day } = await rejectedOrder();
    const rival = await buildCustomer(db());
    const [mine, theirs] = await Promise.all([
      upload(customer.id, [['orderId', String(orderId)]]),
      upload(rival.id, [['ledId', String(screen.id)], ...dates(day)]),
    ]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([201, 409]);
    expect(await ledgerCell(db(), screen.id, day, 'evening')).toEqual({ booked: 0, held: 2 });
  });
});

describe('a video swapped while its order is in review', () => {
  async function orderInReview() {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db());
    const operator = await buildOperator(db());
    const placed = await upload(customer.id, [
      ['ledId', String(screen.id)],
      ...dates(daysFromNow(10)),
    ]);
    expect(placed.statusCode).toBe(201);
    return { customer, operator, orderId: placed.json().id as number };
  }

  const videoIdSeen = async (operatorId: number, orderId: number) =>
    (await as(operatorId, 'GET', `/api/admin/orders/${orderId}`)).json().video.id as string;

  it('stays in review with the new video, and a decision on the video the operator saw before is refused', async () => {
    const { customer, operator, orderId } = await orderInReview();
    const seen = await videoIdSeen(operator.id, orderId);

    const swapped = await upload(customer.id, [['orderId', String(orderId)]], otherVideo);
    expect(swapped.statusCode, swapped.body).toBe(201);
    expect(swapped.json()).toMatchObject({ id: orderId, statusCode: orderStatus.underReview });
    expect((await row(orderId)).videoDurationMs).toBeGreaterThan(1_500);

    const stale = await as(operator.id, 'POST', `/api/admin/orders/${orderId}/approve`, {
      videoId: seen,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(reuploadMessages.videoChanged);
    const staleReject = await as(operator.id, 'POST', `/api/admin/orders/${orderId}/reject`, {
      reason: 'Too dark',
      videoId: seen,
    });
    expect(staleReject.statusCode).toBe(409);
    expect((await row(orderId)).statusCode).toBe(orderStatus.underReview);

    const current = await videoIdSeen(operator.id, orderId);
    expect(current).not.toBe(seen);
    const decided = await as(operator.id, 'POST', `/api/admin/orders/${orderId}/reject`, {
      reason: 'Too dark',
      videoId: current,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().statusCode).toBe(orderStatus.rejected);
  });

  it('is refused once the operator has approved the order', async () => {
    const { customer, operator, orderId } = await orderInReview();
    const videoId = await videoIdSeen(operator.id, orderId);
    const approved = await as(operator.id, 'POST', `/api/admin/orders/${orderId}/approve`, {
      videoId,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const before = await row(orderId);
    const late = await upload(customer.id, [['orderId', String(orderId)]], otherVideo);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(reuploadMessages.decided);
    expect(await row(orderId)).toMatchObject({
      statusCode: orderStatus.approved,
      videoKey: before.videoKey,
    });
  });
});
