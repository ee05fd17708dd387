// Outages become money (decision 0050): every hour, the plays an order missed while its screen was
// silent in booked hours are made good in the next free cells of its flight, or credited.
import {
  bookingLimits,
  cellInstant,
  localDate,
  openMinutesWithin,
  screenTimezone,
  type DaypartId,
  type OpeningHours,
} from '@screenspot/contracts/booking';
import { screenPlayout } from '../booking';
import * as repository from './repository';
import { deliveryDeps, remedyEach, remedyLockedOrder, type DeliveryDeps } from './remedies';
import type { JobHost } from '../../app-deps';

export const outageRules = {
  /** Every hour, on the hour: an outage that ended is answered within the hour. */
  cron: '0 * * * *',
  /** Outages that ended this long ago or less are looked at, so a run that failed is caught up. */
  lookbackDays: 3,
} as const;

/** One order's stretch of one booked cell during one outage. */
export type OutageGap = {
  outageId: number;
  orderId: number;
  screenId: number;
  date: string;
  daypart: DaypartId;
  /** Its spots in the cell (own and make-good) and its own only (a make-good cell's cap). */
  spots: number;
  ownSpots: number;
  playsPerSpot: number;
  /** The last date of the order's own cells: make-goods go no later. */
  lastDate: string;
  from: Date;
  to: Date;
  /** Plays the order's spots were booked to give in [from, to): whole loops in its open time. */
  booked: number;
  delivered: number;
  missing: number;
};

export type OutageOutcome = { gaps: number; makeGoods: number; credits: number };

const dayMs = 86_400_000;

/**
 * Plays `spots` spots were booked to give in [from, to) of a cell: the whole loops that fit in the
 * screen's open time inside that stretch, never more than the cell's own plays.
 */
export function playsBookedIn(
  screen: { loopSeconds: number; openingHours: OpeningHours },
  cell: { date: string; spots: number; playsPerSpot: number },
  from: Date,
  to: Date,
): number {
  if (screen.loopSeconds <= 0 || to <= from) return 0;
  const midnight = cellInstant(cell.date, 0).getTime();
  const start = (from.getTime() - midnight) / 60_000;
  const end = (to.getTime() - midnight) / 60_000;
  const openSeconds = openMinutesWithin(start, end, screen.openingHours) * 60;
  const loops = Math.min(Math.floor(openSeconds / screen.loopSeconds + 1e-9), cell.playsPerSpot);
  return loops * cell.spots;
}

/**
 * The stretches of booked cells that outages silenced and that are ready to be answered: those of
 * an outage that has ended (the player came back and sent the plays it kept), and those of an
 * outage still open whose order's flight is over (nothing can be made good any more). A stretch
 * already answered, or in a cell the order was paused in, is left out.
 */
export async function outageGaps(deps: Pick<DeliveryDeps, 'db'>, now: Date): Promise<OutageGap[]> {
  const { db } = deps;
  const outages = await repository.outagesSince(
    db,
    new Date(now.getTime() - outageRules.lookbackDays * dayMs),
  );
  const done = await repository.outageRemedies(
    db,
    outages.map((o) => o.id),
  );
  const screens = new Map<number, Awaited<ReturnType<typeof screenPlayout>>>();
  const gaps: OutageGap[] = [];
  for (const outage of outages) {
    if (outage.startedAt >= now) continue;
    const end = outage.endedAt && outage.endedAt < now ? outage.endedAt : now;
    let screen = screens.get(outage.screenId);
    if (!screen) {
      screen = await screenPlayout(db, outage.screenId);
      screens.set(outage.screenId, screen);
    }
    // A night cell runs past midnight: the day before the outage may hold its start.
    const cells = await repository.cellsOfScreen(
      db,
      outage.screenId,
      localDate(new Date(outage.startedAt.getTime() - dayMs)),
      localDate(end),
    );
    for (const cell of cells) {
      const daypart = cell.daypart as DaypartId;
      // The cell's own window: a Ramadan daypart's follows its date's sunset.
      const from = new Date(
        Math.max(screen.cellStart(cell.date, daypart).getTime(), outage.startedAt.getTime()),
      );
      const to = new Date(Math.min(screen.cellEnd(cell.date, daypart).getTime(), end.getTime()));
      if (to <= from) continue;
      if (done.has(`${outage.id}|${cell.orderId}|${cell.date}|${daypart}`)) continue;
      const flightOver = screen.cellEnd(cell.lastDate, cell.lastDaypart).getTime() <= now.getTime();
      if (outage.endedAt === null && !flightOver) continue;
      if (await repository.pausedDuring(db, cell.orderId, from, to)) continue;
      const playsPerSpot = screen.playsPerSpot(daypart, cell.date);
      const booked = playsBookedIn(screen, { ...cell, playsPerSpot }, from, to);
      if (booked === 0) continue;
      const delivered = await repository.playsBetween(db, cell.orderId, cell.screenId, from, to);
      const missing = booked - delivered;
      if (missing <= 0) continue;
      gaps.push({
        outageId: outage.id,
        orderId: cell.orderId,
        screenId: cell.screenId,
        date: cell.date,
        daypart,
        spots: cell.spots,
        ownSpots: cell.ownSpots,
        playsPerSpot,
        lastDate: cell.lastDate,
        from,
        to,
        booked,
        delivered,
        missing,
      });
    }
  }
  return gaps;
}

/**
 * The hourly run: each order's silenced stretches get a make-good in the next free cells of the
 * same screen and daypart before its flight ends, at most its own spots per cell, and what no cell
 * can take is credited at the order's per-play price on a credit note against its invoice. The
 * customer is told which, and why. Each stretch is answered once (a unique key per outage, order
 * and cell), so a rerun or a second instance at the same time owes nothing more.
 */
export async function reconcileOutages(
  deps: DeliveryDeps,
  now = new Date(),
): Promise<OutageOutcome> {
  const gaps = await outageGaps(deps, now);
  const byOrder = new Map<number, OutageGap[]>();
  for (const gap of gaps) byOrder.set(gap.orderId, [...(byOrder.get(gap.orderId) ?? []), gap]);
  const { makeGoods, credits } = await remedyEach(
    deps,
    byOrder,
    (orderId, list) => answerOrder(deps, orderId, list, now),
    { what: 'outage remedy failed' },
  );
  return { gaps: gaps.length, makeGoods, credits };
}

/** How a stretch reads in a notice: its day, daypart, Dubai times and the plays it missed. */
function outageOf(gap: OutageGap, plays: number) {
  return {
    date: gap.date,
    daypart: gap.daypart,
    from: gap.from.toISOString(),
    to: gap.to.toISOString(),
    plays,
  };
}

/** One order's silenced stretches, remedied with the order locked. */
function answerOrder(deps: DeliveryDeps, orderId: number, gaps: OutageGap[], now: Date) {
  return remedyLockedOrder(deps, orderId, gaps, {
    claim: async (tx, gap) => {
      // The nightly check got there first (the outage outlasted its run): its remedy covered
      // the whole cell's shortfall, this stretch's included.
      if (await repository.cellRemedied(tx, orderId, gap.date, gap.daypart)) return null;
      const remedyId = await repository.claimOutageRemedy(tx, {
        outageId: gap.outageId,
        orderId,
        screenId: gap.screenId,
        date: gap.date,
        daypart: gap.daypart,
        bookedPlays: gap.booked,
        deliveredPlays: gap.delivered,
        missingPlays: gap.missing,
        gapStartedAt: gap.from,
        gapEndedAt: gap.to,
      });
      return remedyId === null ? null : { remedyId, missed: gap };
    },
    window: (gap) => ({ horizonDays: bookingLimits.maxFlightDays, lastDate: gap.lastDate }),
    telling: {
      reason: 'Screen offline in booked hours: no free cell before the flight ends to make it up',
      line: (c) =>
        `Order #${orderId}: ${c.plays} plays missed while the screen was offline (${c.missed.date} ${c.missed.daypart}, ${dubaiClock(c.missed.from)}–${dubaiClock(c.missed.to)}, ${screenTimezone})`,
      // A make-good notice tells each stretch's missed plays; a credit, the plays it credits.
      told: (items, kind) => ({
        shortfalls: [],
        outages: items.map((item) =>
          outageOf(item.missed, kind === 'credit' ? item.plays : item.missed.missing),
        ),
      }),
      horizonDays: 0,
      now,
    },
  });
}

/** "20:15" in Dubai, for a credit note's line. */
function dubaiClock(at: Date): string {
  return at.toLocaleTimeString('en-GB', {
    timeZone: screenTimezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

export const outageReconcileJob = 'delivery.outage-reconcile';

/** Every hour on the hour, on one instance (a stately queue), with the app's clock. */
export function registerOutageReconcile(host: JobHost): void {
  const { jobs, clock } = host.deps;
  const deps = deliveryDeps(host);
  jobs.schedule(
    outageReconcileJob,
    outageRules.cron,
    screenTimezone,
    async () => {
      const outcome = await reconcileOutages(deps, clock());
      if (outcome.gaps > 0) deps.log.info({ outcome }, 'outages reconciled');
    },
    { expireInSeconds: 3000 },
  );
}
