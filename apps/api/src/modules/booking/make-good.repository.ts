import type { SoldDaypartId } from '@screenspot/contracts/booking';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

type Cell = { screenId: number; date: string; daypart: string };

/**
 * Creates the missing ledger rows of one screen's daypart on the dates, and locks the existing
 * ones, sorted, in one statement: ON CONFLICT DO UPDATE locks a row even though it changes nothing.
 */
export function lockCellsOnDates(db: Db, screenId: number, daypart: string, dates: string[]) {
  return queryRows<{ date: string; booked: number; held: number }>(
    db,
    sql`insert into booking_cells (screen_id, date, daypart)
        select ${screenId}, d::date, ${daypart}
        from unnest(${`{${dates.join(',')}}`}::text[]) as d order by d
        on conflict (screen_id, date, daypart) do update set booked = booking_cells.booked
        returning to_char(date, 'YYYY-MM-DD') as date, booked, held`,
  );
}

/** Books make-good spots in a locked cell, and records them for the order and its remedy. */
export async function bookMakeGood(
  db: Db,
  cell: Cell & { remedyId: number; orderId: number; spots: number },
): Promise<void> {
  await db.execute(sql`update booking_cells set booked = booked + ${cell.spots}
    where screen_id = ${cell.screenId} and date = ${cell.date}::date
      and daypart = ${cell.daypart}`);
  await db.execute(sql`insert into make_good_cells
      (remedy_id, order_id, screen_id, date, daypart, spots)
    values (${cell.remedyId}, ${cell.orderId}, ${cell.screenId}, ${cell.date}::date,
      ${cell.daypart}, ${cell.spots})`);
}

/** An order's make-good spots per cell, in the ledger's locking order. */
export function makeGoodCellsOf(db: Db, orderId: number) {
  return queryRows<{ screenId: number; date: string; daypart: SoldDaypartId; spots: number }>(
    db,
    sql`select screen_id as "screenId", to_char(date, 'YYYY-MM-DD') as date, daypart,
          sum(spots)::int as spots
        from make_good_cells where order_id = ${orderId}
        group by screen_id, date, daypart order by screen_id, date, daypart`,
  );
}

/** Gives booked spots of a cell back: the cell is locked first, as every writer of the ledger does. */
export async function releaseBooked(db: Db, cell: Cell & { spots: number }): Promise<void> {
  await db.execute(sql`select 1 from booking_cells where screen_id = ${cell.screenId}
    and date = ${cell.date}::date and daypart = ${cell.daypart} for update`);
  await db.execute(sql`update booking_cells set booked = booked - ${cell.spots}
    where screen_id = ${cell.screenId} and date = ${cell.date}::date
      and daypart = ${cell.daypart}`);
}

/** Removes an order's make-good spots of one date and daypart. */
export async function dropMakeGood(db: Db, orderId: number, date: string, daypart: string) {
  await db.execute(sql`delete from make_good_cells where order_id = ${orderId}
    and date = ${date}::date and daypart = ${daypart}`);
}

/** An order's cells with what their start depends on: the screen's place, hours and Ramadan rule. */
export function orderCellsWithScreens(db: Db, orderId: number) {
  return queryRows<{
    date: string;
    daypart: SoldDaypartId;
    spots: number;
    latitude: number;
    longitude: number;
    opens_at: string;
    closes_at: string;
    ramadan_dayparts: boolean;
  }>(
    db,
    sql`select to_char(c.date, 'YYYY-MM-DD') as date, c.daypart, c.spots, s.latitude, s.longitude,
          s.opens_at, s.closes_at, s.ramadan_dayparts
        from order_cells c join screens s on s.id = c.screen_id
        where c.order_id = ${orderId} order by c.screen_id, c.date, c.daypart`,
  );
}
