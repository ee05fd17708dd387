import {
  datesBetween,
  localDate,
  sellableSpots,
  type SoldDaypartId,
} from '@screenspot/contracts/booking';
import { isRamadanDaypart } from '@screenspot/contracts/ramadan';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import * as repository from './repository';
import { ramadanDayOf, soldCells, type SoldCells } from '../catalog';
import { ramadanPlace, toScreenLoop } from './schedule';

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
  // Creates the missing ledger rows and locks the existing ones, sorted, in one statement: ON
  // CONFLICT DO UPDATE locks a row even though it changes nothing.
  const cells = await queryRows<{ date: string; booked: number; held: number }>(
    tx,
    sql`insert into booking_cells (screen_id, date, daypart)
        select ${input.screenId}, d::date, ${input.daypart}
        from unnest(${`{${dates.join(',')}}`}::text[]) as d order by d
        on conflict (screen_id, date, daypart) do update set booked = booking_cells.booked
        returning to_char(date, 'YYYY-MM-DD') as date, booked, held`,
  );
  cells.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const placements: MakeGoodPlacement[] = [];
  let remaining = input.spotsWanted;
  for (const cell of cells) {
    if (remaining === 0) break;
    const free = capacity - Number(cell.booked) - Number(cell.held);
    const take = Math.min(free, input.perCellCap, remaining);
    if (take <= 0) continue;
    await tx.execute(sql`update booking_cells set booked = booked + ${take}
      where screen_id = ${input.screenId} and date = ${cell.date}::date
        and daypart = ${input.daypart}`);
    await tx.execute(sql`insert into make_good_cells
        (remedy_id, order_id, screen_id, date, daypart, spots)
      values (${input.remedyId}, ${input.orderId}, ${input.screenId}, ${cell.date}::date,
        ${input.daypart}, ${take})`);
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
  const cells = await queryRows<{
    screenId: number;
    date: string;
    daypart: SoldDaypartId;
    spots: number;
  }>(
    tx,
    sql`select screen_id as "screenId", to_char(date, 'YYYY-MM-DD') as date, daypart,
          sum(spots)::int as spots
        from make_good_cells where order_id = ${orderId}
        group by screen_id, date, daypart order by screen_id, date, daypart`,
  );
  let released = 0;
  const screens = new Map<number, SoldCells>();
  for (const cell of cells) {
    const sold = screens.get(cell.screenId) ?? (await soldCellsOfScreen(tx, cell.screenId));
    screens.set(cell.screenId, sold);
    if (sold.start(cell.date, cell.daypart).getTime() <= now.getTime()) continue;
    await tx.execute(sql`select 1 from booking_cells where screen_id = ${cell.screenId}
      and date = ${cell.date}::date and daypart = ${cell.daypart} for update`);
    await tx.execute(sql`update booking_cells set booked = booked - ${cell.spots}
      where screen_id = ${cell.screenId} and date = ${cell.date}::date
        and daypart = ${cell.daypart}`);
    await tx.execute(sql`delete from make_good_cells where order_id = ${orderId}
      and date = ${cell.date}::date and daypart = ${cell.daypart}`);
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
