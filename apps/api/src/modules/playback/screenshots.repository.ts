import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerScreenshots } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type ScreenshotRow = Omit<
  typeof playerScreenshots.$inferSelect,
  'bytes' | 'capturedAt' | 'signature'
> & { size: number };

const columns = {
  ...columnsOf(
    playerScreenshots,
    'id',
    'playerId',
    'screenId',
    'orderId',
    'itemId',
    'contentType',
    'sha256',
    'takenAt',
    'createdAt',
  ),
  size: sql<number>`octet_length(${playerScreenshots.bytes})::int`,
};

/** Stores a screenshot; answers it without its bytes, with their size. */
export async function insertScreenshot(
  db: Db,
  values: typeof playerScreenshots.$inferInsert,
): Promise<ScreenshotRow> {
  const [row] = await db.insert(playerScreenshots).values(values).returning(columns);
  return row!;
}

/** The latest screenshots of a screen or of an order, newest first. */
function latest(db: Db, of: SQL, limit: number): Promise<ScreenshotRow[]> {
  return db
    .select(columns)
    .from(playerScreenshots)
    .where(of)
    .orderBy(desc(playerScreenshots.id))
    .limit(limit);
}

/** A screen's latest screenshots, newest first. */
export function ofScreen(db: Db, screenId: number, limit: number): Promise<ScreenshotRow[]> {
  return latest(db, eq(playerScreenshots.screenId, screenId), limit);
}

/** An order's latest screenshots, newest first. */
export function ofOrder(db: Db, orderId: number, limit: number): Promise<ScreenshotRow[]> {
  return latest(db, eq(playerScreenshots.orderId, orderId), limit);
}

/** A screenshot's bytes; with an order, only when the screenshot is of that order. */
export async function image(db: Db, id: number, orderId?: number) {
  const [row] = await db
    .select(columnsOf(playerScreenshots, 'contentType', 'bytes', 'sha256'))
    .from(playerScreenshots)
    .where(
      orderId === undefined
        ? eq(playerScreenshots.id, id)
        : and(eq(playerScreenshots.id, id), eq(playerScreenshots.orderId, orderId)),
    );
  return row ?? null;
}
