import { and, asc, eq, sql } from 'drizzle-orm';
import type { DaypartId } from '@screenspot/contracts/booking';
import { queryRows, type Db } from '../../db/client';
import { screens, customers, orders } from '../../db/schema';
import { screenNameIn } from '../../db/screen-name';
import type { CellRequest } from './repository';
import { columnsOf } from '../../db/select-columns';

const controlColumns = {
  ...columnsOf(
    orders,
    'id',
    'customerId',
    'screenId',
    'campaignId',
    'statusCode',
    'quote',
    'subtotalCents',
    'vatCents',
    'totalCents',
    'flightStart',
    'flightEnd',
    'dayparts',
    'spotsPerLoop',
    'firstCellAt',
    'holdExpiresAt',
    'videoKey',
    'pausedAt',
    'pausedByRole',
    'pauseReason',
    'pendingVideoKey',
    'pendingVideoFileName',
    'pendingVideoContentType',
    'pendingVideoAt',
  ),
  // The customer reads it in their notices: in their language.
  screenName: screenNameIn(customers.language),
  // Invoice and credit-note lines keep the name their documents are written in, like the quote's.
  documentScreenName: screens.name,
  customerEmail: customers.email,
  customerName: customers.name,
  customerLanguage: customers.language,
};
export type ControlOrder = {
  [K in keyof typeof controlColumns]: K extends
    'screenName' | 'documentScreenName' | 'customerEmail' | 'customerName'
    ? string
    : K extends 'customerLanguage'
      ? (typeof customers.$inferSelect)['language']
      : (typeof orders.$inferSelect)[K & keyof typeof orders.$inferSelect];
};

function selectControl(db: Db, orderId: number, customerId: number | null) {
  return db
    .select(controlColumns)
    .from(orders)
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(orders.id, orderId),
        customerId === null ? undefined : eq(orders.customerId, customerId),
      ),
    );
}

/** The order (its owner's, when customerId is given), unlocked: for showing what may be done. */
export async function findControlOrder(
  db: Db,
  orderId: number,
  customerId: number | null,
): Promise<ControlOrder | null> {
  const [row] = await selectControl(db, orderId, customerId).limit(1);
  return (row as ControlOrder | undefined) ?? null;
}

/** The same, locked for update: every change of decision 0025 starts here. */
export async function lockControlOrder(
  db: Db,
  orderId: number,
  customerId: number | null,
): Promise<ControlOrder | null> {
  const [row] = await selectControl(db, orderId, customerId).limit(1).for('update', { of: orders });
  return (row as ControlOrder | undefined) ?? null;
}

export async function orderCellsOf(db: Db, orderId: number): Promise<CellRequest[]> {
  const rows = await queryRows<{
    screen_id: number;
    date: string;
    daypart: DaypartId;
    spots: number;
  }>(
    db,
    sql`select screen_id, to_char(date, 'YYYY-MM-DD') as date, daypart, spots from order_cells
        where order_id = ${orderId} order by screen_id, date, daypart`,
  );
  return rows.map((row) => ({
    screenId: row.screen_id,
    date: row.date,
    daypart: row.daypart,
    spots: Number(row.spots),
  }));
}

/** Writes fields of an order, stamping when it changed. */
function updateOrder(db: Db, orderId: number, values: Partial<typeof orders.$inferInsert>) {
  return db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** The new schedule, quote and cells of an order, in one go (the ledger is moved by the caller). */
export async function replaceSchedule(
  db: Db,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
  cells: CellRequest[],
): Promise<void> {
  await updateOrder(db, orderId, values);
  await db.execute(sql`delete from order_cells where order_id = ${orderId}`);
  await db.execute(sql`
    insert into order_cells (order_id, screen_id, date, daypart, spots)
    select ${orderId}, x.screen_id, x.date, x.daypart, x.spots
    from jsonb_to_recordset(${JSON.stringify(
      cells.map((c) => ({
        screen_id: c.screenId,
        date: c.date,
        daypart: c.daypart,
        spots: c.spots,
      })),
    )}::jsonb) as x(screen_id int, date date, daypart text, spots int)`);
}

export async function setPause(
  db: Db,
  orderId: number,
  pause: { at: Date; by: number; role: 'customer' | 'operator'; reason: string | null } | null,
): Promise<void> {
  await updateOrder(db, orderId, {
    pausedAt: pause?.at ?? null,
    pausedBy: pause?.by ?? null,
    pausedByRole: pause?.role ?? null,
    pauseReason: pause?.reason ?? null,
  });
}

export type PendingVideo = {
  key: string;
  contentType: string;
  bytes: number;
  durationMs: number;
  fileName: string | null;
  at: Date;
};

export async function setPendingVideo(db: Db, orderId: number, video: PendingVideo | null) {
  await updateOrder(db, orderId, {
    pendingVideoKey: video?.key ?? null,
    pendingVideoContentType: video?.contentType ?? null,
    pendingVideoBytes: video?.bytes ?? null,
    pendingVideoDurationMs: video?.durationMs ?? null,
    pendingVideoFileName: video?.fileName ?? null,
    pendingVideoAt: video?.at ?? null,
  });
}

/** The approved replacement becomes the order's video; the manifest switches on its next build. */
export async function promotePendingVideo(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    update orders set video_key = pending_video_key, video_content_type = pending_video_content_type,
      video_bytes = pending_video_bytes, video_duration_ms = pending_video_duration_ms,
      video_file_name = pending_video_file_name, pending_video_key = null,
      pending_video_content_type = null, pending_video_bytes = null,
      pending_video_duration_ms = null, pending_video_file_name = null, pending_video_at = null,
      updated_at = now()
    where id = ${orderId} and pending_video_key is not null`);
}

/** Paid orders with a replacement awaiting moderation, oldest first (the console's queue). */
export function ordersWithPendingVideo(db: Db) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.pendingVideoKey} is not null`)
    .orderBy(asc(orders.pendingVideoAt));
}
