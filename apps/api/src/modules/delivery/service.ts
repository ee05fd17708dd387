// The delivery guarantee: each night, cells that played short of what was booked get a make-good
// in free cells ahead, or a credit note when there is no room (decision 0026). No routes of its own.
import { localDate, screenTimezone, type SoldDaypartId } from '@screenspot/contracts/booking';
import { screenPlayout } from '../booking';
import { permitCoverage } from '../compliance';
import * as repository from './repository';
import {
  deliveryDeps,
  remedyEach,
  remedyLockedOrder,
  type DeliveryDeps,
  type Missed,
} from './remedies';
import type { JobHost } from '../../app-deps';

/** The delivery guarantee (decision 0026). */
export const deliveryRules = {
  /** A cell that delivered more than this share of its booked plays short gets a remedy. */
  tolerancePercent: 5,
  /** How far ahead a make-good looks for free cells before the shortfall is credited instead. */
  horizonDays: 14,
  /** The nightly run: 03:00 in Dubai, an hour after the night daypart ends. */
  cron: '0 3 * * *',
  /** Each run looks at the last three business days, so a missed night is caught up. */
  lookbackDays: 3,
} as const;

/** A short cell of an order: what a remedy makes up, with what was booked and delivered. */
type Shortfall = Missed & { orderId: number; booked: number; delivered: number };

export type DeliveryOutcome = { date: string; checked: number; makeGoods: number; credits: number };

/** Whether a cell's shortfall is beyond the tolerance (strictly more than 5 % of its plays). */
export function isShort(booked: number, delivered: number): boolean {
  const missing = booked - delivered;
  return booked > 0 && missing * 100 > booked * deliveryRules.tolerancePercent;
}

/**
 * Compares delivered plays (accepted and complete) with booked plays for every cell of one
 * business day that has ended, and remedies each cell short by more than the tolerance: the
 * missing plays become spots in the next free cells of the same screen and daypart, and what no
 * cell within the horizon can take is credited by credit note. Each cell is remedied at most once
 * (a unique key in the database), so two runs at once, or a rerun, change nothing more.
 */
export async function checkDeliveryOfDate(
  deps: DeliveryDeps,
  date: string,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const cells = await repository.cellsOfDate(deps.db, date);
  const done = await repository.remediedCells(deps.db, date);
  const screens = new Map<number, Awaited<ReturnType<typeof screenPlayout>>>();
  const byOrder = new Map<number, Shortfall[]>();
  const coverage = new Map<number, (orderId: number, date: string) => boolean>();
  let checked = 0;
  for (const cell of cells) {
    const daypart = cell.daypart as SoldDaypartId;
    if (done.has(`${cell.orderId}|${daypart}`)) continue;
    let screen = screens.get(cell.screenId);
    if (!screen) {
      screen = await screenPlayout(deps.db, cell.screenId);
      screens.set(cell.screenId, screen);
    }
    // The cell's own window: a Ramadan daypart's follows that date's sunset at the screen.
    const from = screen.cellStart(date, daypart);
    const to = screen.cellEnd(date, daypart);
    if (to.getTime() > now.getTime()) continue;
    if (await repository.pausedDuring(deps.db, cell.orderId, from, to)) continue;
    // A day held back for want of a content permit is the advertiser's to fix, not a shortfall.
    let covers = coverage.get(cell.screenId);
    if (!covers) {
      const ofScreen = cells.filter((c) => c.screenId === cell.screenId).map((c) => c.orderId);
      covers = await permitCoverage(deps.db, cell.screenId, ofScreen);
      coverage.set(cell.screenId, covers);
    }
    if (!covers(cell.orderId, date)) continue;
    const playsPerSpot = screen.playsPerSpot(daypart, date);
    const booked = playsPerSpot * cell.spots;
    const delivered = await repository.deliveredPlays(deps.db, cell.orderId, from, to);
    checked += 1;
    if (!isShort(booked, delivered)) continue;
    const list = byOrder.get(cell.orderId) ?? [];
    list.push({
      ...cell,
      daypart,
      playsPerSpot,
      booked,
      delivered,
      missing: booked - delivered,
    });
    byOrder.set(cell.orderId, list);
  }
  const { makeGoods, credits } = await remedyEach(
    deps,
    byOrder,
    (orderId, shortfalls) => remedyOrder(deps, orderId, date, shortfalls, now),
    { what: 'delivery remedy failed', date },
  );
  return { date, checked, makeGoods, credits };
}

/** The nightly run: the business days that ended (yesterday and the two before, in Dubai). */
export async function checkDelivery(
  deps: DeliveryDeps,
  now = new Date(),
): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = [];
  for (let back = deliveryRules.lookbackDays; back >= 1; back -= 1) {
    const date = localDate(new Date(now.getTime() - back * 86_400_000));
    outcomes.push(await checkDeliveryOfDate(deps, date, now));
  }
  return outcomes;
}

const dayLabel = (date: string, daypart: string) => `${date} ${daypart}`;

/** One order's short cells of one date, remedied with the order locked. */
function remedyOrder(
  deps: DeliveryDeps,
  orderId: number,
  date: string,
  shortfalls: Shortfall[],
  now: Date,
) {
  const shortOf = (s: Shortfall) => ({
    date,
    daypart: s.daypart,
    booked: s.booked,
    delivered: s.delivered,
  });
  return remedyLockedOrder(deps, orderId, shortfalls, {
    claim: async (tx, measured) => {
      // Plays the hourly outage run already owes for this cell (decision 0050) are remedied:
      // what is left must still be short to be made good again.
      const owed = await repository.owedForOutages(tx, orderId, date, measured.daypart);
      const shortfall = { ...measured, missing: measured.missing - owed };
      if (owed > 0 && !isShort(shortfall.booked, shortfall.booked - shortfall.missing)) return null;
      const remedyId = await repository.claimRemedy(tx, {
        orderId,
        screenId: shortfall.screenId,
        date,
        daypart: shortfall.daypart,
        bookedPlays: shortfall.booked,
        deliveredPlays: shortfall.delivered,
        missingPlays: shortfall.missing,
      });
      return remedyId === null ? null : { remedyId, missed: shortfall };
    },
    window: () => ({ horizonDays: deliveryRules.horizonDays }),
    telling: {
      reason: `Delivery shortfall on ${date}: no free cell within ${deliveryRules.horizonDays} days to make it up`,
      line: (c) =>
        `Order #${orderId}: ${c.plays} of ${c.missed.booked} booked plays not delivered (${dayLabel(date, c.missed.daypart)}, ${screenTimezone})`,
      told: (items) => ({ shortfalls: items.map((item) => shortOf(item.missed)) }),
      horizonDays: deliveryRules.horizonDays,
      now,
    },
  });
}

export const deliveryCheckJob = 'delivery.nightly-check';

/** Every night at 03:00 Dubai time, on one instance. */
export function registerDeliveryCheck(host: JobHost): void {
  const { jobs } = host.deps;
  const deps = deliveryDeps(host);
  jobs.schedule(
    deliveryCheckJob,
    deliveryRules.cron,
    screenTimezone,
    async () => {
      const outcomes = await checkDelivery(deps);
      deps.log.info({ outcomes }, 'delivery checked');
    },
    { expireInSeconds: 3600 },
  );
}
