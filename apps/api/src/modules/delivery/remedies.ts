// Remedies for missed plays, shared by the nightly delivery check and the hourly outage run
// (decisions 0026 and 0050): each order's misses are claimed, settled into make-good spots or a
// credit at its own price, and announced, with the order locked.
import type { SoldDaypartId } from '@screenspot/contracts/booking';
import { vatCents } from '@screenspot/contracts/rates';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messages';
import type { PaymentProviders } from '../../adapters/payments/provider';
import type { Db } from '../../db/client';
import { reserveMakeGood, withRetry, type MakeGoodPlacement } from '../booking';
import { permitCoverage } from '../compliance';
import { publishOrderChange } from '../events';
import { notifyOrderEvent, sendPendingMails, type OrderEventDetails } from '../notifications';
import { issueDeliveryCredit, refundCreditNote, type IssuedCreditNote } from '../payments';
import * as repository from './repository';
import type { JobHost } from '../../app-deps';

export type DeliveryDeps = {
  db: Db;
  messenger: Messenger;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
};

/** What the delivery jobs need, from the app's dependencies. */
export function deliveryDeps({ deps, log }: JobHost): DeliveryDeps {
  return { db: deps.database.db, messenger: deps.messenger, providers: deps.payments, log };
}

/** What a notice says was missed: the nightly check's shortfalls, or the outage run's stretches. */
type MissedTold = Pick<OrderEventDetails['credit'], 'shortfalls'> &
  Partial<Pick<OrderEventDetails['credit'], 'outages'>>;

/** How a remedy is told: its credit note's words, its notices', and the clock. */
type RemedyTelling<M> = {
  /** The credit note's reason, and each line's description. */
  reason: string;
  line: (credited: { missed: M; plays: number }) => string;
  /** What a notice says was missed, for the credited plays or for the placed ones. */
  told: (items: { missed: M; plays: number }[], kind: 'credit' | 'make-good') => MissedTold;
  horizonDays: number;
  now: Date;
};

/**
 * One order's missed plays remedied in one transaction with the order locked (tried again on a
 * conflict), for the nightly check and the outage run alike. Each miss the caller claims a remedy
 * for is settled (make-good cells first, then credit), and the whole announced; an order no longer
 * paid or playing gets nothing.
 */
export function remedyLockedOrder<M extends Missed>(
  deps: DeliveryDeps,
  orderId: number,
  misses: M[],
  steps: {
    /** The miss's remedy claimed, with what is left of it to remedy; null when nothing is. */
    claim: (tx: Db, miss: M) => Promise<{ remedyId: number; missed: M } | null>;
    /** How far ahead make-good spots may go for this miss. */
    window: (missed: M) => { horizonDays: number; lastDate?: string };
    telling: RemedyTelling<M>;
  },
): Promise<OrderRemedy> {
  return withRetry(() =>
    deps.db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      if (!remediable(order)) return { madeGood: false, credit: null };
      const placed: { missed: M; cells: MakeGoodPlacement[]; plays: number }[] = [];
      const credited: { missed: M; remedyId: number; plays: number; net: number }[] = [];
      for (const miss of misses) {
        const claimed = await steps.claim(tx, miss);
        if (!claimed) continue;
        const { remedyId, missed } = claimed;
        const { cells, plays, creditedPlays, net } = await settleRemedy(tx, {
          remedyId,
          orderId,
          quote: order.quote,
          missed,
          ...steps.window(missed),
          now: steps.telling.now,
        });
        if (cells.length > 0) placed.push({ missed, cells, plays });
        if (creditedPlays > 0) credited.push({ missed, remedyId, plays: creditedPlays, net });
      }
      return announceRemedies(tx, orderId, placed, credited, steps.telling);
    }),
  );
}

/**
 * What remedying one order's missed plays ends in, for the nightly check and the outage run alike:
 * a credit note for the plays no cell could take (its lines linked to their remedies) and its
 * notice, the make-good notice for the plays placed, and the order's owner told it changed.
 */
async function announceRemedies<M>(
  tx: Db,
  orderId: number,
  placed: { missed: M; cells: MakeGoodPlacement[]; plays: number }[],
  credited: { missed: M; remedyId: number; plays: number; net: number }[],
  telling: RemedyTelling<M>,
): Promise<OrderRemedy> {
  let credit: IssuedCreditNote | null = null;
  if (credited.length > 0) {
    credit = await issueDeliveryCredit(tx, {
      orderId,
      reason: telling.reason,
      lines: credited.map((c) => ({ description: telling.line(c), netCents: c.net })),
      now: telling.now,
    });
    if (credit) {
      await repository.linkCreditNote(
        tx,
        credited.map((c) => c.remedyId),
        credit.note.id,
      );
    }
    await notifyOrderEvent(tx, orderId, 'credit', {
      ...telling.told(credited, 'credit'),
      plays: credited.reduce((sum, c) => sum + c.plays, 0),
      totalCents:
        credit?.note.totalCents ?? credited.reduce((sum, c) => sum + c.net + vatCents(c.net), 0),
      creditNoteNumber: credit?.note.number ?? null,
      horizonDays: telling.horizonDays,
    });
  }
  if (placed.length > 0) {
    await notifyOrderEvent(tx, orderId, 'make-good', {
      ...telling.told(placed, 'make-good'),
      cells: placed.flatMap((p) => p.cells),
      plays: placed.reduce((sum, p) => sum + p.plays, 0),
      creditedPlays: credited.reduce((sum, c) => sum + c.plays, 0),
    });
  }
  if (placed.length > 0 || credited.length > 0) {
    const [owner] = await repository.orderOwner(tx, orderId);
    if (owner) await publishOrderChange(tx, owner.customerId, orderId);
  }
  return { madeGood: placed.length > 0, credit };
}

/** What remedying one order did: a make-good placed, and the credit note issued (if any). */
export type OrderRemedy = { madeGood: boolean; credit: IssuedCreditNote | null };

/**
 * Remedies each order in turn, each in its own transaction, and refunds the credit notes issued;
 * one order's failure is logged and leaves the others remedied (the next run tries it again). The
 * notices' mails go out at the end. Counts the orders made good and credited.
 */
export async function remedyEach<T>(
  deps: DeliveryDeps,
  byOrder: Map<number, T[]>,
  remedy: (orderId: number, items: T[]) => Promise<OrderRemedy>,
  failure: { what: string; date?: string },
): Promise<{ makeGoods: number; credits: number }> {
  let makeGoods = 0;
  let credits = 0;
  for (const [orderId, items] of byOrder) {
    try {
      const result = await remedy(orderId, items);
      if (result.madeGood) makeGoods += 1;
      if (result.credit) {
        credits += 1;
        await refundCreditNote(deps, result.credit);
      }
    } catch (error) {
      const { what, ...context } = failure;
      deps.log.error({ err: error, orderId, ...context }, what);
    }
  }
  if (byOrder.size > 0) await sendPendingMails(deps);
  return { makeGoods, credits };
}

/** An order a remedy may still go to: paid (2) or playing (4), locked by the caller. */
function remediable<T extends { statusCode: number }>(order: T | null | undefined): order is T {
  return !!order && (order.statusCode === 2 || order.statusCode === 4);
}

/** What a remedy needs of the plays it makes up: where, how many, and the cell's spots. */
export type Missed = {
  screenId: number;
  daypart: SoldDaypartId;
  missing: number;
  playsPerSpot: number;
  /** The order's own spots in the cell, and the cell's spots with its make-goods. */
  ownSpots: number;
  spots: number;
};

/**
 * Settles one remedy: places make-good spots in free cells (within the horizon, before `lastDate`
 * when given, and on days a content permit lets the order play), credits at the order's own price
 * what they cannot carry, and records the outcome on the remedy. Shared by the nightly delivery check and the hourly outage run.
 */
async function settleRemedy(
  tx: Parameters<typeof reserveMakeGood>[0],
  input: {
    remedyId: number;
    orderId: number;
    quote: repository.FrozenQuote;
    missed: Missed;
    horizonDays: number;
    lastDate?: string;
    now: Date;
  },
): Promise<{ cells: MakeGoodPlacement[]; plays: number; creditedPlays: number; net: number }> {
  const { missed } = input;
  const spotsWanted = Math.ceil(missed.missing / missed.playsPerSpot);
  // A make-good on a day no permit covers would be held back too: such days are credited instead.
  const covers = await permitCoverage(tx, missed.screenId, [input.orderId]);
  const cells = await reserveMakeGood(tx, {
    remedyId: input.remedyId,
    orderId: input.orderId,
    screenId: missed.screenId,
    daypart: missed.daypart,
    spotsWanted,
    perCellCap: Math.max(1, missed.ownSpots || missed.spots),
    horizonDays: input.horizonDays,
    ...(input.lastDate ? { lastDate: input.lastDate } : {}),
    playable: (date) => covers(input.orderId, date),
    now: input.now,
  });
  const spots = cells.reduce((sum, cell) => sum + cell.spots, 0);
  const plays = spots * missed.playsPerSpot;
  const creditedPlays = spots >= spotsWanted ? 0 : Math.max(0, missed.missing - plays);
  const net = creditedPlays > 0 ? playsValueCents(input.quote, missed, creditedPlays) : 0;
  await repository.recordOutcome(tx, input.remedyId, {
    madeGoodSpots: spots,
    madeGoodPlays: plays,
    creditedPlays,
    creditCents: net + vatCents(net),
  });
  return { cells, plays, creditedPlays, net };
}

/**
 * What plays are worth at the order's frozen price: the daypart's amount ÷ (its plays per cell ×
 * its cells), times the plays, rounded to the cent.
 */
function playsValueCents(
  quote: repository.FrozenQuote,
  missed: Pick<Missed, 'daypart'>,
  plays: number,
): number {
  // A Ramadan daypart has a line per price (its windows follow the sunset): their mean per play.
  const lines = (quote?.breakdown ?? []).filter((l) => l.daypart === missed.daypart);
  const booked = lines.reduce((sum, l) => sum + Math.max(0, l.playsPerCell) * l.cells, 0);
  if (booked <= 0) return 0;
  const amount = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return Math.round((plays * amount) / booked);
}
