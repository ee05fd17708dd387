import { sellableSpots } from '@screenspot/contracts/booking';
import type { CapacityConflict } from '@screenspot/contracts/booking-api';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import * as repository from './repository';
import type { CellRequest } from './repository';
import { lockOrder } from './schedule';
import { CapacityError } from './service';

const recordset = (cells: CellRequest[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(
    cells.map((c) => ({
      screen_id: c.screenId,
      date: c.date,
      daypart: c.daypart,
      spots: c.spots,
    })),
  )}::jsonb) as x(screen_id int, date date, daypart text, spots int)`;

/**
 * Moves an order's spots from its old cells to new ones, all or nothing (decision 0025), in the
 * caller's transaction. `column` is `held` for an unpaid order and `booked` for a paid one.
 *
 * 1. One statement locks every cell of both schedules sorted by screen, date and daypart (the order
 *    every writer of the ledger locks in, decision 0016), inserting the rows that do not exist yet;
 * 2. the old spots are released;
 * 3. the new spots are taken where `booked + held + spots` stays within the screen's sellable spots.
 * A cell that lacked room throws CapacityError listing each short cell and its free spots (counted
 * with the old spots released); the caller's transaction then rolls everything back.
 */
export async function moveOrderCells(
  tx: Db,
  input: { screenId: number; column: 'held' | 'booked'; from: CellRequest[]; to: CellRequest[] },
): Promise<void> {
  const [screen] = await repository.shareLockScreens(tx, [input.screenId]);
  if (!screen) throw new Error(`screen ${input.screenId} is missing`);
  const union = new Map<string, CellRequest>();
  for (const cell of [...input.from, ...input.to]) {
    union.set(repository.cellKey(cell.screenId, cell.date, cell.daypart), { ...cell, spots: 0 });
  }
  await tx.execute(sql`
    insert into booking_cells as c (screen_id, date, daypart)
    select x.screen_id, x.date, x.daypart from ${recordset(lockOrder([...union.values()]))}
    order by x.screen_id, x.date, x.daypart
    on conflict (screen_id, date, daypart) do update set held = c.held`);
  const column = sql.raw(input.column);
  if (input.from.length > 0) {
    await tx.execute(sql`
      update booking_cells c set ${column} = c.${column} - x.spots
      from ${recordset(input.from)}
      where c.screen_id = x.screen_id and c.date = x.date and c.daypart = x.daypart`);
  }
  if (input.to.length === 0) return;
  const taken = await queryRows<{ screen_id: number; date: string; daypart: string }>(
    tx,
    sql`
    update booking_cells c set ${column} = c.${column} + x.spots
    from ${recordset(input.to)}
    join screens s on s.id = x.screen_id
    where c.screen_id = x.screen_id and c.date = x.date and c.daypart = x.daypart
      and c.booked + c.held + x.spots <= greatest(0, s.loop_slots - s.house_slots)
    returning c.screen_id, c.date::text as date, c.daypart`,
  );
  if (taken.length === input.to.length) return;
  await throwShortCells(tx, input.to, taken, new Map([[screen.id, sellableSpots(screen)]]));
}

/** Throws CapacityError listing each wanted cell not in `taken`, with the spots it has free. */
async function throwShortCells(
  tx: Db,
  wanted: CellRequest[],
  taken: { screen_id: number; date: string; daypart: string }[],
  capacity: Map<number, number>,
): Promise<never> {
  const took = new Set(
    taken.map((row) => repository.cellKey(row.screen_id, String(row.date), row.daypart)),
  );
  const ledger = await repository.readCells(tx, wanted);
  const used = new Map(
    ledger.map((row) => [
      repository.cellKey(row.screenId, row.date, row.daypart),
      row.booked + row.held,
    ]),
  );
  const short: CapacityConflict['cells'] = wanted
    .filter((cell) => !took.has(repository.cellKey(cell.screenId, cell.date, cell.daypart)))
    .map((cell) => ({
      ledId: cell.screenId,
      date: cell.date,
      daypart: cell.daypart,
      requested: cell.spots,
      free: Math.max(
        0,
        (capacity.get(cell.screenId) ?? 0) -
          (used.get(repository.cellKey(cell.screenId, cell.date, cell.daypart)) ?? 0),
      ),
    }));
  throw new CapacityError(short);
}

/**
 * Holds spots in cells that belong to no order (a proposal's, decision 0056), all or nothing, in
 * the caller's transaction: the screens share-locked in id order, then one upsert takes each cell
 * where `booked + held + spots` stays within the screen's sellable spots (cells locked in the order
 * every writer uses). A short cell throws CapacityError listing every short cell; the caller's
 * transaction then rolls the others back. `cells` must be distinct.
 */
export async function holdCells(tx: Db, cells: CellRequest[]): Promise<void> {
  const sorted = lockOrder(cells);
  const screens = await repository.shareLockScreens(tx, [
    ...new Set(sorted.map((c) => c.screenId)),
  ]);
  const taken = await queryRows<{ screen_id: number; date: string; daypart: string }>(
    tx,
    sql`
    insert into booking_cells as c (screen_id, date, daypart, held)
    select x.screen_id, x.date, x.daypart, x.spots from ${recordset(sorted)}
    join screens s on s.id = x.screen_id
    where x.spots <= greatest(0, s.loop_slots - s.house_slots)
    order by x.screen_id, x.date, x.daypart
    on conflict (screen_id, date, daypart) do update set held = c.held + excluded.held
    where c.booked + c.held + excluded.held <= (
      select greatest(0, s.loop_slots - s.house_slots) from screens s where s.id = c.screen_id)
    returning c.screen_id, c.date::text as date, c.daypart`,
  );
  if (taken.length === sorted.length) return;
  await throwShortCells(tx, sorted, taken, new Map(screens.map((s) => [s.id, sellableSpots(s)])));
}
