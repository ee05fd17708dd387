// Over 400 lines: the nightly check's cases share one booked flight, its plays and its permits.
import { cellStart, type DaypartId } from '@screenspot/contracts/booking';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { buildLoopScreen, ledgerCell } from '../../../test/booking-builders';
import { injectAs } from '../../../test/builders';
import {
  buildPaidEveningOrder,
  completePlay,
  deliveryMails,
  deliveryNotices,
  expectOneMadeGoodOneCredited,
} from '../../../test/delivery-builders';
import { localDay } from '../../../test/player-builders';
import { bookingCells, creditNotes, deliveryRemedies, makeGoodCells, plays } from '../../db/schema';
import { buildManifest } from '../playback/manifest.service';
import { checkDeliveryOfDate } from './service';

const { t, db, deps } = useTestContext({ DELIVERY_CHECK: 'true', NOTICE_MAIL_SECONDS: '3600' });

// One spot in the evening of a loop screen is 120 plays. The check looks at yesterday's
// evening; "now" is 07:00 today in Dubai, so today's evening is the first cell a make-good may use,
// whatever the hour the test runs at.
const yesterday = localDay(-1);
const now = new Date(cellStart(localDay(0), 'morning').getTime() + 60 * 60_000);
const day = (n: number) => localDay(n, now);

/** `count` accepted complete plays of the order inside the cell, 100 s apart. */
async function deliver(
  order: { id: number; screenId: number },
  date: string,
  daypart: DaypartId,
  count: number,
) {
  if (count === 0) return;
  const start = cellStart(date, daypart).getTime();
  await db()
    .insert(plays)
    .values(
      Array.from({ length: count }, (_, i) =>
        completePlay(order, new Date(start + i * 100_000), i + 1),
      ),
    );
}

/** Fills a cell of the ledger so only `free` of its 12 spots are left. */
async function leaveFree(screenId: number, date: string, daypart: DaypartId, free: number) {
  await db()
    .insert(bookingCells)
    .values({ screenId, date, daypart, booked: 12 - free, held: 0 })
    .onConflictDoUpdate({
      target: [bookingCells.screenId, bookingCells.date, bookingCells.daypart],
      set: { booked: 12 - free, held: 0 },
    });
}

const ledger = (screenId: number, date: string, daypart: DaypartId) =>
  ledgerCell(db(), screenId, date, daypart);

// The app's milestone sweep may complete these orders meanwhile (their only cell was yesterday):
// only the delivery notices and mails are this test's.
const noticesOf = (orderId: number) => deliveryNotices(db(), orderId);
const mailsTo = (email: string) => deliveryMails(db(), email);

/** A paid order of `spots` spots in yesterday's evening, with its frozen quote and paid invoice. */
function paidOrder(
  screenId: number,
  spots = 1,
  // The advertiser's permit runs past the flight, as Dubai's do, so make-goods after it play.
  permit: { validFrom: string; validTo: string } = { validFrom: yesterday, validTo: day(30) },
) {
  // Two evening cells for $90.00: a play is worth 9000 ÷ (120 × spots × 2) cents.
  return buildPaidEveningOrder(db(), {
    screenId,
    dates: [yesterday],
    spots,
    amountCents: 9000,
    quotedCells: 2,
    permit,
  });
}

describe('the nightly delivery check', () => {
  it('is a pg-boss schedule at 03:00 in Dubai', async () => {
    const rows = await db().execute(
      sql`select cron, options from pgboss.schedule where name = 'delivery.nightly-check'`,
    );
    const [row] = (rows as unknown as { rows: { cron: string; options: { tz?: string } }[] }).rows;
    expect(row).toMatchObject({ cron: '0 3 * * *', options: { tz: 'Asia/Dubai' } });
  });

  it('makes up a shortfall above 5 % in the next free cells of the same daypart, spread and capped by free room', async () => {
    const screen = await buildLoopScreen(db());
    // Three spots booked (360 plays), 200 delivered: 160 missing, so two spots' worth (ceil 160 ÷ 120).
    const { order, customer } = await paidOrder(screen.id, 3);
    await deliver(order, yesterday, 'evening', 200);
    await leaveFree(screen.id, day(0), 'evening', 0);
    await leaveFree(screen.id, day(1), 'evening', 1);
    await leaveFree(screen.id, day(2), 'evening', 4);

    const outcome = await checkDeliveryOfDate(deps, yesterday, now);
    expect(outcome.makeGoods).toBe(1);
    expect(outcome.credits).toBe(0);

    const [remedy] = await db()
      .select()
      .from(deliveryRemedies)
      .where(eq(deliveryRemedies.orderId, order.id));
    expect(remedy).toMatchObject({
      date: yesterday,
      daypart: 'evening',
      bookedPlays: 360,
      deliveredPlays: 200,
      missingPlays: 160,
      madeGoodSpots: 2,
      madeGoodPlays: 240,
      creditedPlays: 0,
      creditNoteId: null,
    });
    // Today's full cell is skipped; tomorrow's one free spot is taken, the rest goes the day after.
    const cells = await db()
      .select({
        date: makeGoodCells.date,
        daypart: makeGoodCells.daypart,
        spots: makeGoodCells.spots,
      })
      .from(makeGoodCells)
      .where(eq(makeGoodCells.orderId, order.id))
      .orderBy(makeGoodCells.date);
    expect(cells).toEqual([
      { date: day(1), daypart: 'evening', spots: 1 },
      { date: day(2), daypart: 'evening', spots: 1 },
    ]);
    expect((await ledger(screen.id, day(0), 'evening')).booked).toBe(12);
    expect((await ledger(screen.id, day(1), 'evening')).booked).toBe(12);
    expect((await ledger(screen.id, day(2), 'evening')).booked).toBe(9);

    // The manifest plays the make-good cell; the order's item now has a cell tomorrow evening.
    const manifest = await buildManifest(db(), screen.id, now);
    const item = manifest.items.find((i) => i.orderId === order.id)!;
    expect(item.cells).toContainEqual(
      expect.objectContaining({ date: day(1), daypart: 'evening', spots: 1 }),
    );
    const later = await buildManifest(
      db(),
      screen.id,
      new Date(cellStart(day(2), 'morning').getTime()),
    );
    expect(later.items.find((i) => i.orderId === order.id)!.cells).toContainEqual(
      expect.objectContaining({ date: day(2), daypart: 'evening', spots: 1 }),
    );

    // The customer is told which remedy and why, in the app and by email.
    const notices = await noticesOf(order.id);
    expect(notices.map((n) => n.kind)).toEqual(['make-good']);
    expect(notices[0]!.message).toContain('played 200 of 360 booked plays');
    expect(notices[0]!.message).toContain('240 plays');
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Make-good spots for order #${order.id} on ${screen.name}`);
    expect(mails[0]!.html).toContain(`/order/${order.id}`);
    expect(mails[0]!.body).toContain(`/order/${order.id}`);
  });

  it('does nothing for a shortfall of 5 % or less', async () => {
    const screen = await buildLoopScreen(db());
    const { order, customer } = await paidOrder(screen.id, 1);
    await deliver(order, yesterday, 'evening', 114); // 6 of 120 missing: exactly 5 %
    await checkDeliveryOfDate(deps, yesterday, now);
    expect(
      await db().select().from(deliveryRemedies).where(eq(deliveryRemedies.orderId, order.id)),
    ).toEqual([]);
    expect(
      await db().select().from(makeGoodCells).where(eq(makeGoodCells.orderId, order.id)),
    ).toEqual([]);
    expect(await noticesOf(order.id)).toEqual([]);
    expect(await mailsTo(customer.email)).toEqual([]);
  });

  it('credits the shortfall by credit note when no cell is free within 14 days', async () => {
    const screen = await buildLoopScreen(db());
    const { order, customer } = await paidOrder(screen.id, 1);
    await deliver(order, yesterday, 'evening', 60); // 60 of 120 missing
    for (let n = 0; n <= 15; n += 1) await leaveFree(screen.id, day(n), 'evening', 0);

    const outcome = await checkDeliveryOfDate(deps, yesterday, now);
    expect(outcome.credits).toBe(1);
    expect(outcome.makeGoods).toBe(0);

    // 60 plays at $90.00 ÷ (120 plays × 2 cells): $22.50 net, $1.13 VAT.
    const net = Math.round((60 * 9000) / (120 * 2));
    const vat = Math.round(net * 0.05);
    const [remedy] = await db()
      .select()
      .from(deliveryRemedies)
      .where(eq(deliveryRemedies.orderId, order.id));
    expect(remedy).toMatchObject({ missingPlays: 60, madeGoodSpots: 0, creditedPlays: 60 });
    expect(remedy!.creditCents).toBe(net + vat);
    const [note] = await db()
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, remedy!.creditNoteId!));
    expect(note).toMatchObject({
      subtotalCents: 2250,
      vatCents: 113,
      totalCents: 2363,
      customerId: customer.id,
      refundMethod: 'bank',
      refundStatus: 'pending',
    });
    expect(note!.number).toMatch(/^CN-\d{6}$/);
    expect(
      await db().select().from(makeGoodCells).where(eq(makeGoodCells.orderId, order.id)),
    ).toEqual([]);
    const notices = await noticesOf(order.id);
    expect(notices.map((n) => n.kind)).toEqual(['credit']);
    expect(notices[0]!.message).toContain('$23.63');
    expect(notices[0]!.message).toContain(note!.number);
    expect(notices[0]!.message).toContain('next 14 days');
    const mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Delivery credit for order #${order.id} on ${screen.name}`,
    ]);
    // The owner can download the credit note.
    const pdf = await injectAs(t.app, db(), customer.id, {
      method: 'GET',
      url: `/api/credit-notes/${note!.number}.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
  });

  for (const { name, permit, delivered, credits, noneIn } of [
    {
      name: 'credits rather than makes good on days no content permit covers',
      // The permit ends with the flight: free cells after it would be held back from play.
      permit: { validFrom: yesterday, validTo: yesterday },
      delivered: 60,
      credits: 1,
      noneIn: makeGoodCells,
    },
    {
      name: 'owes nothing for a day held back for want of a permit',
      // The permit covers the days after the flight only: yesterday was held back, not short.
      permit: { validFrom: day(0), validTo: day(30) },
      delivered: 0,
      credits: 0,
      noneIn: deliveryRemedies,
    },
  ]) {
    it(name, async () => {
      const screen = await buildLoopScreen(db());
      const { order } = await paidOrder(screen.id, 1, permit);
      await deliver(order, yesterday, 'evening', delivered);
      const outcome = await checkDeliveryOfDate(deps, yesterday, now);
      expect(outcome).toMatchObject({ makeGoods: 0, credits });
      expect(await db().select().from(noneIn).where(eq(noneIn.orderId, order.id))).toEqual([]);
    });
  }

  it('makes one make-good and one credit when two runs race', async () => {
    const screen = await buildLoopScreen(db());
    const made = await paidOrder(screen.id, 1);
    await deliver(made.order, yesterday, 'evening', 10);
    const full = await buildLoopScreen(db());
    const credited = await paidOrder(full.id, 1);
    await deliver(credited.order, yesterday, 'evening', 10);
    for (let n = 0; n <= 15; n += 1) await leaveFree(full.id, day(n), 'evening', 0);
    const before = (await ledger(screen.id, day(0), 'evening')).booked;

    const peer = await t.buildPeer();
    try {
      const [a, b] = await Promise.all([
        checkDeliveryOfDate(deps, yesterday, now),
        checkDeliveryOfDate({ ...deps, messenger: peer.app.deps.messenger }, yesterday, now),
      ]);
      expect(a.makeGoods + b.makeGoods).toBe(1);
      expect(a.credits + b.credits).toBe(1);
    } finally {
      await peer.close();
    }
    await checkDeliveryOfDate(deps, yesterday, now); // and a rerun changes nothing

    const remedies = await db()
      .select()
      .from(deliveryRemedies)
      .where(sql`${deliveryRemedies.orderId} in (${made.order.id}, ${credited.order.id})`);
    expect(remedies).toHaveLength(2);
    expect((await ledger(screen.id, day(0), 'evening')).booked).toBe(before + 1);
    await expectOneMadeGoodOneCredited(db(), made, credited);
  });

  it('gives no make-good for a cell the order was paused in', async () => {
    const screen = await buildLoopScreen(db());
    const { order, customer } = await paidOrder(screen.id, 1);
    // Paused the afternoon before, resumed this morning: yesterday's evening was not played.
    await db()
      .execute(sql`insert into order_events (order_id, kind, actor_id, actor_role, created_at)
      values (${order.id}, 'paused', ${customer.id}, 'customer', ${cellStart(yesterday, 'daytime').toISOString()}::timestamptz),
             (${order.id}, 'resumed', ${customer.id}, 'customer', ${cellStart(day(0), 'morning').toISOString()}::timestamptz)`);
    await checkDeliveryOfDate(deps, yesterday, now);
    expect(
      await db().select().from(deliveryRemedies).where(eq(deliveryRemedies.orderId, order.id)),
    ).toEqual([]);
    expect(await noticesOf(order.id)).toEqual([]);
  });

  it('keeps the notification but sends no email of a kind the customer turned off', async () => {
    const screen = await buildLoopScreen(db());
    const { order, customer } = await paidOrder(screen.id, 1);
    const off = await injectAs(t.app, db(), customer.id, {
      method: 'PUT',
      url: '/api/notification/preferences',
      payload: { emails: { 'make-good': false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().emails).toMatchObject({ 'make-good': false, credit: true, live: true });
    await deliver(order, yesterday, 'evening', 0);
    await checkDeliveryOfDate(deps, yesterday, now);
    const notices = await noticesOf(order.id);
    expect(notices.map((n) => [n.kind, n.mailStatus])).toEqual([['make-good', 'skipped']]);
    expect(await mailsTo(customer.email)).toEqual([]);
  });
});
