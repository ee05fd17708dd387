import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { columnById } from '../../db/find-row';
import { makeGoodCells, orderCells, orders, screens } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

type CellTable = typeof orderCells | typeof makeGoodCells;

/** What a cell or a make-good cell holds: spots of an order in one daypart of one day. */
function cellColumns(table: CellTable) {
  return { orderId: table.orderId, date: table.date, daypart: table.daypart, spots: table.spots };
}

/**
 * One table's cells on a screen between two local dates (inclusive), of orders in these statuses
 * that are not paused: a paused order's cells keep their capacity but are not played (decision
 * 0025).
 */
export function unpausedCellsOfScreen(
  db: Db,
  table: CellTable,
  screenId: number,
  range: { from: string; to: string },
  statuses: number[],
) {
  return db
    .select(cellColumns(table))
    .from(table)
    .innerJoin(orders, eq(orders.id, table.orderId))
    .where(
      and(
        eq(table.screenId, screenId),
        eq(orders.screenId, screenId),
        inArray(orders.statusCode, statuses),
        isNull(orders.pausedAt),
        gte(table.date, range.from),
        lte(table.date, range.to),
      ),
    );
}

const placeColumns = columnsOf(
  screens,
  'latitude',
  'longitude',
  'opensAt',
  'closesAt',
  'ramadanDayparts',
);

/** These orders' cells of one table, each with its screen's place and hours. */
export function placedCells(db: Db, table: CellTable, orderIds: number[]) {
  return db
    .select({ ...cellColumns(table), ...placeColumns })
    .from(table)
    .innerJoin(screens, eq(screens.id, table.screenId))
    .where(inArray(table.orderId, orderIds));
}

/**
 * An order's spots per date and daypart, its make-good spots added: one light row per cell, so a
 * year-long order's page reads its 1,460 cells in about the time a week's take.
 */
export function spotsOfOrder(db: Db, orderId: number) {
  return queryRows<{ date: string; daypart: string; spots: number }>(
    db,
    sql`select date::text as date, daypart, sum(spots)::int as spots
        from (select ${orderCells.date} as date, ${orderCells.daypart} as daypart,
                     ${orderCells.spots} as spots
              from ${orderCells} where ${orderCells.orderId} = ${orderId}
              union all
              select ${makeGoodCells.date}, ${makeGoodCells.daypart}, ${makeGoodCells.spots}
              from ${makeGoodCells} where ${makeGoodCells.orderId} = ${orderId}) c
        group by 1, 2 order by 1, 2`,
  );
}

/** The status of each of these orders. */
export function orderStatuses(db: Db, orderIds: number[]) {
  return columnById(db, orders.id, orders.statusCode, orderIds);
}

/** Where an order's current video is stored, to stream it to its screen's players. */
export async function orderVideo(db: Db, orderId: number) {
  const [row] = await db
    .select(columnsOf(orders, 'videoKey', 'videoContentType'))
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Which of these orders are paused (their items leave the manifest and are revoked). */
export async function pausedOrders(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), isNotNull(orders.pausedAt)));
  return new Set(rows.map((row) => row.id));
}
