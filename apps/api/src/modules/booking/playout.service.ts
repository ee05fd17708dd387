import { orderStatus } from '@screenspot/contracts/order-status';
import type { SoldDaypartId } from '@screenspot/contracts/booking';
import { isRamadanDaypart } from '@screenspot/contracts/ramadan';
import type { Db } from '../../db/client';
import { makeGoodCells, orderCells } from '../../db/schema';
import * as playout from './playout.repository';
import { loadScreen } from './service';
import { cellWindows, ramadanPlace, soldCells } from '../catalog';
import { toScreenLoop } from '../../db/screen-loop';

/** What playback reads of the booking ledger: the cells paid orders bought on a screen. */
export type PaidCell = { orderId: number; date: string; daypart: SoldDaypartId; spots: number };

/** An order's own cells and its make-good spots in the same cell, as one cell. */
function mergeCells(rows: PaidCell[]): PaidCell[] {
  const merged = new Map<string, PaidCell>();
  for (const row of rows) {
    const key = `${row.orderId}|${row.date}|${row.daypart}`;
    const found = merged.get(key);
    if (found) found.spots += Number(row.spots);
    else merged.set(key, { ...row, spots: Number(row.spots) });
  }
  return [...merged.values()].sort(
    (a, b) => a.orderId - b.orderId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
}

/**
 * Cells of paid orders that are not paused, on a screen between two local dates (inclusive),
 * make-good spots included
 * (decision 0026). Make-good spots of a completed order still play: a shortfall on its last day is
 * made up after its own cells ended.
 */
export async function paidCellsOfScreen(
  db: Db,
  screenId: number,
  range: { from: string; to: string },
): Promise<PaidCell[]> {
  const [own, extra] = await Promise.all([
    playout.unpausedCellsOfScreen(db, orderCells, screenId, range, [orderStatus.paid]),
    playout.unpausedCellsOfScreen(db, makeGoodCells, screenId, range, [
      orderStatus.paid,
      orderStatus.completed,
    ]),
  ]);
  return mergeCells([...own, ...extra] as PaidCell[]);
}

/**
 * Every cell of these orders, make-good spots included, whatever their status (for checking plays
 * against them).
 */
export async function cellsOfOrders(db: Db, orderIds: number[]): Promise<TimedCell[]> {
  if (orderIds.length === 0) return [];
  // The screen's place comes in the same queries: a Ramadan daypart's window needs its sunset.
  const [own, extra] = await Promise.all([
    playout.placedCells(db, orderCells, orderIds),
    playout.placedCells(db, makeGoodCells, orderIds),
  ]);
  const rows = [...own, ...extra];
  const windows = new Map<string, { startsAt: number; endsAt: number }>();
  for (const row of rows) {
    if (!isRamadanDaypart(row.daypart)) continue;
    const sold = cellWindows(ramadanPlace(row));
    windows.set(`${row.orderId}|${row.date}|${row.daypart}`, {
      startsAt: sold.start(row.date, row.daypart).getTime(),
      endsAt: sold.end(row.date, row.daypart).getTime(),
    });
  }
  return mergeCells(
    rows.map((row) => ({
      orderId: row.orderId,
      date: row.date,
      daypart: row.daypart as SoldDaypartId,
      spots: row.spots,
    })),
  ).map((cell) => ({
    ...cell,
    window: windows.get(`${cell.orderId}|${cell.date}|${cell.daypart}`) ?? null,
  }));
}

/** A cell with its window in epoch ms when it is a Ramadan daypart's (null: a fixed daypart). */
export type TimedCell = PaidCell & { window: { startsAt: number; endsAt: number } | null };

/** The loop a screen plays: its name, slot length, slots and opening hours. */
export async function screenPlayout(db: Db, screenId: number) {
  const row = await loadScreen(db, screenId);
  const loop = toScreenLoop(row);
  const sold = soldCells(ramadanPlace(row), loop);
  return {
    id: row.id,
    name: row.billboardName,
    slotSeconds: row.durationSeconds,
    slotsPerLoop: row.slotsPerLoop,
    loopSeconds: row.durationSeconds * row.slotsPerLoop,
    /** Plays one spot gives in a cell of this screen (a Ramadan daypart's follow its date). */
    playsPerSpot: (daypart: string, date: string) => sold.playsPerSpot(date, daypart),
    /** When a cell of this screen starts and ends (a Ramadan daypart's at its date's sunset). */
    cellStart: (date: string, daypart: string) => sold.start(date, daypart),
    cellEnd: (date: string, daypart: string) => sold.end(date, daypart),
    openingHours: loop.openingHours,
  };
}

/** Plays an order booked per local date, from its cells and its screen's loop. */
export async function bookedPlaysOfOrder(db: Db, orderId: number, screenId: number) {
  const [cells, screen] = await Promise.all([
    playout.spotsOfOrder(db, orderId),
    screenPlayout(db, screenId),
  ]);
  const perDay = new Map<string, number>();
  for (const cell of cells) {
    perDay.set(
      cell.date,
      (perDay.get(cell.date) ?? 0) + screen.playsPerSpot(cell.daypart, cell.date) * cell.spots,
    );
  }
  return perDay;
}

/** The status of each of these orders. */
export function orderStatuses(db: Db, orderIds: number[]) {
  return playout.orderStatuses(db, orderIds);
}

/** Where an order's current video is stored, to stream it to its screen's players. */
export function orderVideo(db: Db, orderId: number) {
  return playout.orderVideo(db, orderId);
}

/** Which of these orders are paused (their items leave the manifest and are revoked). */
export function pausedOrders(db: Db, orderIds: number[]): Promise<Set<number>> {
  return playout.pausedOrders(db, orderIds);
}
