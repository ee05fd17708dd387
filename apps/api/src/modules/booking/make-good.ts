import {
  datesBetween,
  localDate,
  sellableSpots,
  type SoldDaypartId,
} from '@screenspot/contracts/booking';
import { isRamadanDaypart } from '@screenspot/contracts/ramadan';
import type { Db } from '../../db/client';
import * as cellsRepository from './make-good.repository';
import * as repository from './repository';
import { ramadanDayOf, ramadanPlace, soldCells, type SoldCells } from '../catalog';
import { toScreenLoop } from '../../db/screen-loop';

export type MakeGoodPlacement = { date: string; daypart: SoldDaypartId; spots: number };

const dayMs = 86_400_000;

/** A cell is offered for a make-good only if it starts at least this long after the decision. */
export const makeGoodLeadMs = 30 * 60_000;

/**
 * Reserves make-good spots for an order in the next free cells of one screen and daypart, in the
 * caller's transaction, through the ledger's locking rules (decision 0016): the screen's row is
 * share-locked (its loop cannot change meanwhile), then every candidate cell is created or locked
 * in one statement sorted by date — the order every writer locks in — and each cell takes at most
 * `perCellCap` spots and never more than it has free, so a shortfall is spread over the following
 * days instead of flooding one loop. Spots are counted as booked (the order is paid) and recorded
 * in `make_good_cells`, which the manifest plays like the order's own cells. Answers the cells
 * used, possibly fewer spots than wanted (none when no cell is free within `horizonDays`, or
 * before `lastDate` when one is given, or on a date `playable` allows).
 */
export async function reserveMakeGood(
  tx: Db,
  input: {
    remedyId: number;
    orderId: number;
    screenId: number;
    daypart: SoldDaypartId;
    spotsWanted: number;
    perCellCap: number;
    horizonDays: number;
    /** The last date a cell may have (the flight's end), when the make-good must not run past it. */
    lastDate?: string;
    /** Whether the order may play on a date (its content permits, decision 0062); all when absent. */
    playable?: (date: string) => boolean;
    now: Date;
  },
): Promise<MakeGoodPlacement[]> {
  if (input.spotsWanted <= 0) return [];
  const [screen] = await repository.shareLockScreens(tx, [input.screenId]);
  if (!screen) return [];
  const loop = toScreenLoop(screen);
  const capacity = sellableSpots(loop);
  const sold = soldCells(ramadanPlace(screen), loop);
  const ramadanDay = ramadanDayOf(ramadanPlace(screen));
  // Only dates that sell the daypart: Ramadan's on the screen's Ramadan dates, the others elsewhere.
  const sells = (date: string) => {
    const windows = ramadanDay(date)?.windows;
    return windows
      ? windows.some((w) => w.daypart === input.daypart)
      : !isRamadanDaypart(input.daypart);
  };
  const first = new Date(input.now.getTime() + makeGoodLeadMs);
  const dates = datesBetween(
    localDate(input.now),
    localDate(new Date(input.now.getTime() + input.horizonDays * dayMs)),
  ).filter(
    (date) =>
      sells(date) &&
      sold.playsPerSpot(date, input.daypart) > 0 &&
      sold.start(date, input.daypart).getTime() >= first.getTime() &&
      (input.lastDate === undefined || date <= input.lastDate) &&
      (input.playable === undefined || input.playable(date)),
  );
  if (capacity === 0) return [];
  if (dates.length === 0) return [];
  const cells = await cellsRepository.lockCellsOnDates(tx, input.screenId, input.daypart, dates);
  cells.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const placements: MakeGoodPlacement[] = [];
  let remaining = input.spotsWanted;
  for (const cell of cells) {
    if (remaining === 0) break;
    const free = capacity - Number(cell.booked) - Number(cell.held);
    const take = Math.min(free, input.perCellCap, remaining);
    if (take <= 0) continue;
    await cellsRepository.bookMakeGood(tx, {
      remedyId: input.remedyId,
      orderId: input.orderId,
      screenId: input.screenId,
      date: cell.date,
      daypart: input.daypart,
      spots: take,
    });
    placements.push({ date: cell.date, daypart: input.daypart, spots: take });
    remaining -= take;
  }
  return placements;
}

/**
 * Gives back the make-good spots of an order that have not started (the order was cancelled or
 * ended early): the ledger's cells are locked in the usual order and the rows removed, so they are
 * released once. Cells already started stay, as the order's own do.
 */
export async function releaseFutureMakeGood(tx: Db, orderId: number, now: Date): Promise<number> {
  const cells = await cellsRepository.makeGoodCellsOf(tx, orderId);
  let released = 0;
  const screens = new Map<number, SoldCells>();
  for (const cell of cells) {
    const sold = screens.get(cell.screenId) ?? (await soldCellsOfScreen(tx, cell.screenId));
    screens.set(cell.screenId, sold);
    if (sold.start(cell.date, cell.daypart).getTime() <= now.getTime()) continue;
    await cellsRepository.releaseBooked(tx, cell);
    await cellsRepository.dropMakeGood(tx, orderId, cell.date, cell.daypart);
    released += cell.spots;
  }
  return released;
}

/** Where a screen's cells lie in time (its Ramadan dayparts at its sunset). */
async function soldCellsOfScreen(tx: Db, screenId: number): Promise<SoldCells> {
  const [screen] = await repository.findScreens(tx, [screenId]);
  if (!screen) throw new Error(`screen ${screenId} not found`);
  return soldCells(ramadanPlace(screen), toScreenLoop(screen));
}
