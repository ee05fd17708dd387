// Over 400 lines: the outage scenarios share one booked flight, a paired player and a moving clock.
import { cellEnd, cellStart } from '@screenspot/contracts/booking';
import type { OrderDelivery } from '@screenspot/contracts/player';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, serviceDeps, type TestApp } from '../../../test/app';
import { buildLoopScreen } from '../../../test/booking-builders';
import {
  buildPaidEveningOrder,
  completePlay,
  deliveryMails,
  deliveryNotices,
  expectOneMadeGoodOneCredited,
  playsPerEveningSpot,
} from '../../../test/delivery-builders';
import { buildOperator, injectAs } from '../../../test/builders';
import { asPlayer, localDay, pairPlayer } from '../../../test/player-builders';
import type { Jobs } from '../../jobs/queue';
import {
  bookingCells,
  creditNoteLines,
  creditNotes,
  deliveryRemedies,
  makeGoodCells,
  plays,
  screenOutages,
} from '../../db/schema';
import { watchFleet } from '../screen-health/service';
import { outageRules, reconcileOutages, registerOutageReconcile } from './outages';
import { checkDeliveryOfDate } from './service';

// The screen of buildLoopScreen: 12 slots of 15 s, a 180 s loop, so one spot in the evening is 120
// plays (playsPerEveningSpot), and a 45-minute silence is 15 loops: 15 plays of each spot booked.
const loopSeconds = 180;
const spots = 2;
// The flight: three evenings from two days ahead; the outage is in the first, 19:00–19:45 Dubai.
const first = localDay(2);
const flight = [first, localDay(3), localDay(4)];
const afterFlight = localDay(5);
const at = (minutesAfterEveningStart: number, date = first) =>
  new Date(cellStart(date, 'evening').getTime() + minutesAfterEveningStart * 60_000);
const outageFrom = at(180);
const outageTo = at(225);
const playsInGap = Math.floor((45 * 60) / loopSeconds) * spots;
// Three evening cells of two spots for $270.00: a play is worth 27000 ÷ (240 × 3) = 37.5 cents.
const amountCents = 27_000;
const perPlayCents = amountCents / (playsPerEveningSpot * spots * flight.length);

let clockAt = at(0);
const clock = () => clockAt;

let t: TestApp;
const db = () => t.database.db;
let operator: Awaited<ReturnType<typeof buildOperator>>;

beforeAll(async () => {
  t = await buildTestApp({ PLAYER_CACHE_SECONDS: '0', NOTICE_MAIL_SECONDS: '3600' }, { clock });
  operator = await buildOperator(db());
});
afterAll(() => t?.close());
beforeEach(() => {
  clockAt = at(0);
});

const deps = () => serviceDeps(t);

/** A paid order of two spots in the flight's evenings on a new screen with a paired player. */
async function bookedScreen() {
  const screen = await buildLoopScreen(db());
  const { customer, order, invoice } = await buildPaidEveningOrder(db(), {
    screenId: screen.id,
    dates: flight,
    spots,
    amountCents,
  });
  await db()
    .insert(bookingCells)
    .values(
      flight.map((date) => ({ screenId: screen.id, date, daypart: 'evening', booked: spots })),
    )
    .onConflictDoNothing();
  const paired = await pairPlayer(t.app, db(), screen.id, operator.id);
  return { screen, customer, order, invoice, player: asPlayer(t.app, paired.token) };
}

type Booked = Awaited<ReturnType<typeof bookedScreen>>;

/** The player's heartbeat at the clock's time. */
async function heartbeat(booked: Booked) {
  const res = await booked.player({
    method: 'POST',
    url: '/api/player/status',
    payload: { manifestVersion: 'v1', currentItemToken: null, freeBytes: 9_000_000_000 },
  });
  expect(res.statusCode).toBe(200);
}

const watchDeps = () => ({ db: db(), messenger: t.app.deps.messenger, log: t.app.log });

/**
 * A 45-minute silence in the booked evening, as the screens live it: heartbeats up to 19:00, the
 * fleet watch opening the outage at 19:15, and the first heartbeat after it at 19:45.
 */
async function outage(...screens: Booked[]) {
  clockAt = outageFrom;
  for (const booked of screens) await heartbeat(booked);
  clockAt = at(195);
  await watchFleet(watchDeps(), clockAt);
  clockAt = outageTo;
  for (const booked of screens) await heartbeat(booked);
  for (const booked of screens) {
    const rows = await db()
      .select()
      .from(screenOutages)
      .where(eq(screenOutages.screenId, booked.screen.id));
    expect(rows).toMatchObject([{ startedAt: outageFrom, endedAt: outageTo }]);
  }
}

/** One complete play per spot at each loop of [from, to), as the player reports them. */
async function deliverLoops(booked: Booked, from: Date, to: Date) {
  const rows = [];
  for (let start = from.getTime(); start < to.getTime(); start += loopSeconds * 1000) {
    for (let spot = 0; spot < spots; spot += 1) {
      rows.push(completePlay(booked.order, new Date(start + spot * 15_000), rows.length + 1));
    }
  }
  if (rows.length > 0) await db().insert(plays).values(rows);
  return rows.length;
}

async function fillEvening(screenId: number, date: string) {
  await db()
    .insert(bookingCells)
    .values({ screenId, date, daypart: 'evening', booked: 12, held: 0 })
    .onConflictDoUpdate({
      target: [bookingCells.screenId, bookingCells.date, bookingCells.daypart],
      set: { booked: 12, held: 0 },
    });
}

const remediesOf = (orderId: number) =>
  db().select().from(deliveryRemedies).where(eq(deliveryRemedies.orderId, orderId));

const noticesOf = (orderId: number) => deliveryNotices(db(), orderId);
const mailsTo = (email: string) => deliveryMails(db(), email);

async function orderDelivery(booked: Booked): Promise<OrderDelivery> {
  const res = await injectAs(t.app, db(), booked.customer.id, {
    url: `/api/order/${booked.order.id}/delivery`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as OrderDelivery;
}

describe('outages become money', () => {
  it('is an hourly pg-boss schedule', () => {
    const scheduled: unknown[][] = [];
    const jobs = { schedule: (...args: unknown[]) => scheduled.push(args) } as unknown as Jobs;
    registerOutageReconcile({ deps: { ...t.app.deps, jobs }, log: t.app.log });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.slice(0, 3)).toEqual([
      'delivery.outage-reconcile',
      '0 * * * *',
      'Asia/Dubai',
    ]);
    expect(outageRules.cron).toBe('0 * * * *');
  });

  it('makes good the plays booked in a 45-minute outage in the next free evening of the flight, once', async () => {
    const booked = await bookedScreen();
    const before = await deliverLoops(booked, at(0), outageFrom);
    await outage(booked);

    // While the screen was silent nothing is owed yet; once it is back, the next run answers.
    clockAt = at(240);
    const outcome = await reconcileOutages(deps(), clockAt);
    expect(outcome).toMatchObject({ makeGoods: 1, credits: 0 });

    const [remedy] = await remediesOf(booked.order.id);
    expect(playsInGap).toBe(30);
    expect(remedy).toMatchObject({
      date: first,
      daypart: 'evening',
      bookedPlays: playsInGap,
      deliveredPlays: 0,
      missingPlays: playsInGap,
      gapStartedAt: outageFrom,
      gapEndedAt: outageTo,
      madeGoodSpots: 1,
      madeGoodPlays: playsPerEveningSpot,
      creditedPlays: 0,
      creditNoteId: null,
    });
    expect(remedy!.outageId).not.toBeNull();
    // Today's evening has started: the make-good takes one spot of tomorrow's, inside the flight.
    const cells = await db()
      .select()
      .from(makeGoodCells)
      .where(eq(makeGoodCells.orderId, booked.order.id));
    expect(cells.map((c) => [c.date, c.daypart, c.spots])).toEqual([[flight[1], 'evening', 1]]);

    const notices = await noticesOf(booked.order.id);
    expect(notices.map((n) => n.kind)).toEqual(['make-good']);
    expect(notices[0]!.message).toContain('was offline during your booked hours');
    expect(notices[0]!.message).toContain('19:00–19:45');
    expect(notices[0]!.message).toContain('30 missing plays');
    expect(await mailsTo(booked.customer.email)).toHaveLength(1);

    const delivery = await orderDelivery(booked);
    expect(delivery.remedies).toEqual([
      {
        reason: 'outage',
        date: first,
        daypart: 'evening',
        from: outageFrom.toISOString(),
        to: outageTo.toISOString(),
        playsOwed: playsInGap,
        madeGoodPlays: playsPerEveningSpot,
        creditedPlays: 0,
        creditCents: 0,
        creditNoteNumber: null,
      },
    ]);

    // A rerun owes nothing more.
    clockAt = at(300);
    expect(await reconcileOutages(deps(), clockAt)).toMatchObject({ makeGoods: 0, credits: 0 });
    expect(await remediesOf(booked.order.id)).toHaveLength(1);
    expect(await noticesOf(booked.order.id)).toHaveLength(1);

    // The rest of the evening played: the nightly check counts the outage's plays as owed already
    // and makes no second remedy, though the cell delivered 12.5 % short.
    const after = await deliverLoops(booked, outageTo, cellEnd(first, 'evening'));
    expect(before + after).toBe(playsPerEveningSpot * spots - playsInGap);
    const night = await checkDeliveryOfDate(deps(), first, at(660));
    expect(night).toMatchObject({ makeGoods: 0, credits: 0 });
    expect(await remediesOf(booked.order.id)).toHaveLength(1);
  });

  it('credits the missed plays to the cent on a credit note against the invoice when no cell is free before the flight ends', async () => {
    const booked = await bookedScreen();
    // The flight's other evenings are full; the evening after the flight is free but out of reach.
    await fillEvening(booked.screen.id, flight[1]!);
    await fillEvening(booked.screen.id, flight[2]!);
    await outage(booked);

    clockAt = at(240);
    expect(await reconcileOutages(deps(), clockAt)).toMatchObject({ makeGoods: 0, credits: 1 });

    const [remedy] = await remediesOf(booked.order.id);
    const net = Math.round(playsInGap * perPlayCents);
    expect(net).toBe(1125);
    expect(remedy).toMatchObject({
      missingPlays: playsInGap,
      madeGoodSpots: 0,
      creditedPlays: playsInGap,
      creditCents: net + 56,
    });
    const makeGood = await db()
      .select()
      .from(makeGoodCells)
      .where(eq(makeGoodCells.orderId, booked.order.id));
    expect(makeGood).toHaveLength(0);
    expect(
      await db().select().from(makeGoodCells).where(eq(makeGoodCells.date, afterFlight)),
    ).toEqual([]);

    const [note] = await db()
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, remedy!.creditNoteId!));
    expect(note).toMatchObject({
      invoiceId: booked.invoice.id,
      subtotalCents: net,
      vatCents: 56,
      totalCents: net + 56,
    });
    const lines = await db()
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, note!.id));
    expect(lines.map((l) => [l.orderId, l.netCents, l.vatCents])).toEqual([
      [booked.order.id, net, 56],
    ]);
    expect(lines[0]!.description).toContain(
      `${playsInGap} plays missed while the screen was offline`,
    );

    const notices = await noticesOf(booked.order.id);
    expect(notices.map((n) => n.kind)).toEqual(['credit']);
    expect(notices[0]!.message).toContain(
      'No cell of the same daypart was free before your flight ends',
    );
    expect(notices[0]!.message).toContain(note!.number);
    expect(await mailsTo(booked.customer.email)).toHaveLength(1);

    const delivery = await orderDelivery(booked);
    expect(delivery.remedies).toMatchObject([
      {
        reason: 'outage',
        playsOwed: playsInGap,
        creditedPlays: playsInGap,
        creditCents: net + 56,
        creditNoteNumber: note!.number,
      },
    ]);
  });

  it('owes nothing while the screen is still silent mid-flight, and never counts plays it did deliver', async () => {
    const booked = await bookedScreen();
    clockAt = outageFrom;
    await heartbeat(booked);
    clockAt = at(195);
    await watchFleet(watchDeps(), clockAt);
    clockAt = at(240);
    expect(await reconcileOutages(deps(), clockAt)).toMatchObject({ gaps: 0 });
    expect(await remediesOf(booked.order.id)).toHaveLength(0);

    // It comes back; the player had kept playing without network for the first 30 minutes.
    clockAt = outageTo;
    await heartbeat(booked);
    await deliverLoops(booked, outageFrom, at(210));
    clockAt = at(250);
    await reconcileOutages(deps(), clockAt);
    const [remedy] = await remediesOf(booked.order.id);
    expect(remedy).toMatchObject({ bookedPlays: playsInGap, deliveredPlays: 20, missingPlays: 10 });
  });

  it('owes once when two instances run at the same time', async () => {
    const made = await bookedScreen();
    const credited = await bookedScreen();
    await fillEvening(credited.screen.id, flight[1]!);
    await fillEvening(credited.screen.id, flight[2]!);
    await outage(made, credited);

    clockAt = at(240);
    const peer = await t.buildPeer();
    try {
      const [a, b] = await Promise.all([
        reconcileOutages(deps(), clockAt),
        reconcileOutages({ ...deps(), messenger: peer.app.deps.messenger }, clockAt),
      ]);
      expect(a.makeGoods + b.makeGoods).toBe(1);
      expect(a.credits + b.credits).toBe(1);
    } finally {
      await peer.close();
    }
    await reconcileOutages(deps(), clockAt);

    expect(await remediesOf(made.order.id)).toHaveLength(1);
    expect(await remediesOf(credited.order.id)).toHaveLength(1);
    await expectOneMadeGoodOneCredited(db(), made, credited);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingCells)
      .where(
        sql`${bookingCells.screenId} = ${made.screen.id} and ${bookingCells.date} = ${flight[1]!}::date and ${bookingCells.booked} = ${spots + 1}`,
      );
    expect(count!.n).toBe(1);
  });
});
