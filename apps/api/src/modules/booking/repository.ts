// Over 400 lines: the booking tables (cells, orders, campaigns) change together in one transaction.
import { historyColumns, type HistoryReason } from '@screenspot/contracts/history-reasons';
import type { DisplayCurrency } from '@screenspot/contracts/currency';
import {
  holdingStatuses,
  needsVideo,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  daypartIds,
  defaultMultipliers,
  type DaypartId,
  type Multipliers,
  type SoldDaypartId,
} from '@screenspot/contracts/booking';
import type { CapacityConflict } from '@screenspot/contracts/booking-api';
import { databaseError, queryRows, type Db } from '../../db/client';
import { tableListing } from '../../db/paging';
import { screenLoopColumns, type ScreenLoopFields } from '../../db/screen-loop';
import {
  customers,
  screens,
  bookingCells,
  campaigns,
  daypartMultipliers,
  orders,
  orderStatusHistory,
  proposals,
} from '../../db/schema';
import { columnsOf } from '../../db/select-columns';
import { findRow } from '../../db/find-row';

const holdingCodes: number[] = [...holdingStatuses];

export type ScreenLoopRow = ScreenLoopFields & {
  id: number;
  billboardName: string;
  latitude: number;
  longitude: number;
  ramadanDayparts: boolean;
  preIftarMultiplier: number;
  afterIftarMultiplier: number;
};

const loopColumns = {
  id: screens.id,
  billboardName: screens.name,
  ...screenLoopColumns,
};

export function findScreens(db: Db, ids: number[]): Promise<ScreenLoopRow[]> {
  return db.select(loopColumns).from(screens).where(inArray(screens.id, ids));
}

/**
 * The screens' rows, share-locked in id order: an operator changing a loop takes the row for
 * update, so a booking never counts against capacity that is changing under it.
 */
export function shareLockScreens(db: Db, ids: number[]): Promise<ScreenLoopRow[]> {
  return db
    .select(loopColumns)
    .from(screens)
    .where(inArray(screens.id, ids))
    .orderBy(asc(screens.id))
    .for('share');
}

export async function lockScreen(db: Db, id: number): Promise<ScreenLoopRow | null> {
  const [row] = await db.select(loopColumns).from(screens).where(eq(screens.id, id)).for('update');
  return row ?? null;
}

export async function updateLoop(
  db: Db,
  id: number,
  values: {
    slotsPerLoop: number;
    houseSlots: number;
    opensAt: string;
    closesAt: string;
    ramadanDayparts?: boolean;
    preIftarMultiplier?: number;
    afterIftarMultiplier?: number;
  },
): Promise<void> {
  await db
    .update(screens)
    .set({
      loopSlots: values.slotsPerLoop,
      houseSlots: values.houseSlots,
      opensAt: values.opensAt,
      closesAt: values.closesAt,
      ramadanDayparts: values.ramadanDayparts,
      preIftarMultiplier: values.preIftarMultiplier,
      afterIftarMultiplier: values.afterIftarMultiplier,
      updatedAt: new Date(),
    })
    .where(eq(screens.id, id));
}

export async function readMultipliers(db: Db): Promise<Multipliers> {
  const rows = await db.select().from(daypartMultipliers);
  const multipliers = { ...defaultMultipliers };
  for (const row of rows) {
    if ((daypartIds as readonly string[]).includes(row.daypart)) {
      multipliers[row.daypart as DaypartId] = row.basisPoints;
    }
  }
  return multipliers;
}

export async function writeMultipliers(db: Db, multipliers: Multipliers): Promise<void> {
  for (const id of daypartIds) {
    await db
      .insert(daypartMultipliers)
      .values({ daypart: id, basisPoints: multipliers[id] })
      .onConflictDoUpdate({
        target: daypartMultipliers.daypart,
        set: { basisPoints: multipliers[id], updatedAt: new Date() },
      });
  }
}

export type CellKey = { screenId: number; date: string; daypart: SoldDaypartId };
export type CellRequest = CellKey & { spots: number };
export type LedgerRow = CellKey & { booked: number; held: number };

/** Cells as rows of the SQL functions' JSON parameters (snake_case, like the columns). */
function cellRows(cells: CellRequest[]) {
  return cells.map((c) => ({
    screen_id: c.screenId,
    date: c.date,
    daypart: c.daypart,
    spots: c.spots,
  }));
}

/** One JSON parameter for a list of cells: the same SQL for PGlite and node-postgres. */
function cellsJson(cells: CellRequest[]) {
  return JSON.stringify(cellRows(cells));
}

const cellRecordset = (json: string) =>
  sql`jsonb_to_recordset(${json}::jsonb) as x(screen_id int, date date, daypart text, spots int)`;

export type NewBookedOrder = Omit<typeof orders.$inferInsert, 'customerId' | 'campaignId'> & {
  cells: CellRequest[];
};
export type FullCell = CapacityConflict['cells'][number];

/** The SQLSTATE `book_campaign` raises when a cell lacks room (migration 0014). */
const noRoomCode = 'BK409';
const orderColumns = getTableColumns(orders);

/** An order row under its column names, as `jsonb_populate_record(NULL::orders, …)` reads it. */
function orderRow({ cells, ...values }: NewBookedOrder) {
  const row: Record<string, unknown> = { cells: cellRows(cells) };
  for (const [key, value] of Object.entries(values)) {
    row[orderColumns[key as keyof typeof orderColumns].name] = value;
  }
  return row;
}

/**
 * Books a campaign in one statement (the function `book_campaign`, one round trip): screens
 * share-locked, every cell held where `booked + held + spots` stays within the screen's sellable
 * spots (cells locked in the order every writer uses), then the campaign and each order with its
 * cells and first history row. All or nothing: when a cell lacks room nothing is written and the
 * answer lists the full cells with the spots each has free. Runs alone or in the caller's
 * transaction. `cells` must be distinct and sorted.
 */
export async function bookCampaign(
  db: Db,
  input: {
    customerId: number;
    name: string | null;
    orders: NewBookedOrder[];
    cells: CellRequest[];
  },
): Promise<{ campaignId: number; orderIds: number[] } | { full: FullCell[] }> {
  try {
    const [row] = await queryRows<{ booked_campaign: number; booked_orders: number[] }>(
      db,
      sql`select booked_campaign, booked_orders from book_campaign(${input.customerId}, ${
        input.name
      }, ${JSON.stringify(input.orders.map(orderRow))}::jsonb, ${cellsJson(input.cells)}::jsonb)`,
    );
    return { campaignId: row!.booked_campaign, orderIds: row!.booked_orders.map(Number) };
  } catch (error) {
    const cause = databaseError(error);
    if (cause?.code !== noRoomCode) throw error;
    return { full: JSON.parse(cause.detail ?? '[]') as FullCell[] };
  }
}

export const cellKey = (screenId: number, date: string, daypart: string) =>
  `${screenId}/${date}/${daypart}`;

/**
 * Gives back spots held without an order (a proposal's, decision 0056), in the caller's
 * transaction: the cells locked in the order every writer uses, then their held spots lowered.
 */
export async function releaseHeldCells(db: Db, cells: CellRequest[]): Promise<void> {
  if (cells.length === 0) return;
  const json = cellsJson(cells);
  await db.execute(sql`
    select 1 from booking_cells c join ${cellRecordset(json)}
      on c.screen_id = x.screen_id and c.date = x.date and c.daypart = x.daypart
    order by c.screen_id, c.date, c.daypart
    for update of c`);
  await db.execute(sql`
    update booking_cells c set held = c.held - x.spots
    from ${cellRecordset(json)}
    where c.screen_id = x.screen_id and c.date = x.date and c.daypart = x.daypart`);
}

/** Booked and held spots of the given cells (rows the caller has locked already). */
export async function readCells(db: Db, cells: CellRequest[]): Promise<LedgerRow[]> {
  const rows = await queryRows<{
    screen_id: number;
    date: string;
    daypart: SoldDaypartId;
    booked: number;
    held: number;
  }>(
    db,
    sql`
    select c.screen_id, c.date::text as date, c.daypart, c.booked, c.held
    from booking_cells c join ${cellRecordset(cellsJson(cells))}
      on c.screen_id = x.screen_id and c.date = x.date and c.daypart = x.daypart`,
  );
  return rows.map((row) => ({
    screenId: row.screen_id,
    date: String(row.date),
    daypart: row.daypart,
    booked: row.booked,
    held: row.held,
  }));
}

/** Booked and held spots of a screen's cells in a date range (no locks: a display only). */
export async function readLedger(
  db: Db,
  screenId: number,
  from: string,
  to: string,
): Promise<LedgerRow[]> {
  const rows = await db
    .select(columnsOf(bookingCells, 'screenId', 'date', 'daypart', 'booked', 'held'))
    .from(bookingCells)
    .where(
      and(
        eq(bookingCells.screenId, screenId),
        sql`${bookingCells.date} between ${from}::date and ${to}::date`,
      ),
    );
  return rows.map((row) => ({
    ...row,
    date: String(row.date),
    daypart: row.daypart as SoldDaypartId,
  }));
}

/** Locks the screen's cells from this date on; answers those holding spots, with date and daypart. */
export async function lockFutureCells(db: Db, screenId: number, fromDate: string) {
  const rows = await queryRows<{ date: string; daypart: SoldDaypartId; used: number }>(
    db,
    sql`
    select to_char(date, 'YYYY-MM-DD') as date, daypart, booked + held as used from booking_cells
    where screen_id = ${screenId} and date >= ${fromDate}::date
    order by screen_id, date, daypart
    for update`,
  );
  return rows
    .map((row) => ({ date: row.date, daypart: row.daypart, used: Number(row.used) }))
    .filter((row) => row.used > 0);
}

const campaignOrderColumns = columnsOf(
  orders,
  'id',
  'campaignId',
  'customerId',
  'screenId',
  'statusCode',
  'quote',
  'holdExpiresAt',
  'firstCellAt',
  'videoKey',
  'videoFileName',
  'videoDurationMs',
  'flightStart',
  'flightEnd',
  'dayparts',
  'spotsPerLoop',
  'subtotalCents',
  'vatCents',
  'totalCents',
);
export type CampaignOrderRow = Pick<typeof orders.$inferSelect, keyof typeof campaignOrderColumns>;

export function findCampaign(db: Db, customerId: number, campaignId: number) {
  return findRow(
    db,
    campaigns,
    and(eq(campaigns.id, campaignId), eq(campaigns.customerId, customerId)),
  );
}

/** Names the organisation's client a campaign is for (decision 0060). */
export async function setCampaignClient(db: Db, campaignId: number, clientId: number) {
  await db.update(campaigns).set({ clientId }).where(eq(campaigns.id, campaignId));
}

/** The customer's campaigns, newest first. */
export function campaignListing(db: Db, customerId: number) {
  return tableListing(db, campaigns, eq(campaigns.customerId, customerId), [
    desc(campaigns.createdAt),
    desc(campaigns.id),
  ]);
}

/** Orders in id order: the order every writer of several orders locks them in. */
function ordersInIdOrder(db: Db, where: SQL) {
  return db.select(campaignOrderColumns).from(orders).where(where).orderBy(asc(orders.id));
}

export function campaignOrders(db: Db, campaignIds: number[]): Promise<CampaignOrderRow[]> {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return ordersInIdOrder(db, inArray(orders.campaignId, campaignIds));
}

/** The campaign's orders, locked one by one in id order. */
export function lockCampaignOrders(db: Db, campaignId: number) {
  return ordersInIdOrder(db, eq(orders.campaignId, campaignId)).for('update');
}

/**
 * Moves one order from `from` to `to` with its history row. The update only takes an order still
 * at `from` (and, entering review, one with its video stored); it answers whether it did.
 */
export async function setOrderStatus(
  db: Db,
  change: {
    orderId: number;
    from: number;
    to: number;
    changedBy: number | null;
    reason?: string | HistoryReason;
  },
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ statusCode: change.to, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, change.orderId),
        eq(orders.statusCode, change.from),
        needsVideo(change.to as OrderStatusCode) ? isNotNull(orders.videoKey) : undefined,
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await db.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.changedBy,
    ...historyColumns(change.reason),
  });
  return true;
}

/** Orders whose hold has lapsed, oldest deadline first. */
export function lapsedHolds(db: Db, now: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.statusCode, holdingCodes), lte(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
}

/** Locks one order unless another instance holds it already (that one is expiring it). */
export async function lockOrderIfFree(db: Db, orderId: number) {
  const [row] = await db
    .select(columnsOf(orders, 'id', 'customerId', 'statusCode', 'holdExpiresAt'))
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function lockOwnOrder(db: Db, customerId: number, orderId: number) {
  const [row] = await db
    .select(columnsOf(orders, 'id', 'screenId', 'statusCode', 'campaignId', 'videoKey'))
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .for('update');
  return row ?? null;
}

export async function attachVideo(
  db: Db,
  orderId: number,
  video: {
    videoKey: string;
    videoContentType: string;
    videoBytes: number;
    videoDurationMs: number;
    videoFileName: string | null;
  },
) {
  // The short hold of an order awaiting its video ends: in review it holds until its first cell.
  await db
    .update(orders)
    .set({ ...video, holdExpiresAt: sql`coalesce(${orders.firstCellAt}, ${orders.holdExpiresAt})` })
    .where(eq(orders.id, orderId));
}

/**
 * A rejected order going back to review: its rejection's reason is cleared and its hold runs, as a
 * new booking's does, until its first cell.
 */
export async function reopenForReview(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ statusReason: null, holdExpiresAt: sql`${orders.firstCellAt}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Any customer's campaign, for payments settled by a webhook or an operator. */
export function findAnyCampaign(db: Db, campaignId: number) {
  return findRow(db, campaigns, eq(campaigns.id, campaignId));
}

/** Orders locked in id order. */
export function lockOrdersById(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return ordersInIdOrder(db, inArray(orders.id, orderIds)).for('update');
}

/** Removes cells from an order (the ledger is the caller's to release first). */
export async function dropOrderCells(
  db: Db,
  orderId: number,
  cells: { date: string; daypart: string }[],
): Promise<void> {
  if (cells.length === 0) return;
  await db.execute(sql`
    delete from order_cells o using jsonb_to_recordset(${JSON.stringify(cells)}::jsonb)
      as x(date date, daypart text)
    where o.order_id = ${orderId} and o.date = x.date and o.daypart = x.daypart`);
}

/**
 * Locks the customer's row (no key update: rows referring to the customer may still be written),
 * so the customer's bookings queue while each counts what the customer already holds.
 */
/** Locks the customer's row; answers the currency they read prices in, or null when they are gone. */
export async function lockCustomer(db: Db, customerId: number): Promise<DisplayCurrency | null> {
  const [row] = await db
    .select({ currency: customers.currency })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return row?.currency ?? null;
}

/**
 * The customer's unpaid holds: campaigns with an order still holding cells, and held proposals
 * (decision 0056: a proposal's hold counts as an unpaid campaign's), with their total.
 */
export async function unpaidHolds(db: Db, customerId: number) {
  const [[row], [proposed]] = await Promise.all([
    db
      .select({
        campaigns: sql<number>`count(distinct ${orders.campaignId})::int`,
        totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
      })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), inArray(orders.statusCode, holdingCodes))),
    db
      .select({
        campaigns: sql<number>`count(*)::int`,
        totalCents: sql<number>`coalesce(sum(${proposals.totalCents}), 0)::bigint`,
      })
      .from(proposals)
      .where(and(eq(proposals.customerId, customerId), eq(proposals.held, true))),
  ]);
  return {
    campaigns: Number(row?.campaigns ?? 0) + Number(proposed?.campaigns ?? 0),
    totalCents: Number(row?.totalCents ?? 0) + Number(proposed?.totalCents ?? 0),
  };
}
