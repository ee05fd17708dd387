import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerScreenshots } from '../../db/schema';
import { columnsOf } from '../../select-columns';

export type ScreenshotRow = Omit<
  typeof playerScreenshots.$inferSelect,
  'bytes' | 'capturedAt' | 'signature'
> & { size: number };

const columns = {
  id: playerScreenshots.id,
  playerId: playerScreenshots.playerId,
  screenId: playerScreenshots.screenId,
  orderId: playerScreenshots.orderId,
  itemId: playerScreenshots.itemId,
  contentType: playerScreenshots.contentType,
  sha256: playerScreenshots.sha256,
  takenAt: playerScreenshots.takenAt,
  createdAt: playerScreenshots.createdAt,
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

/** A screen's latest screenshots, newest first. */
export function ofScreen(db: Db, screenId: number, limit: number): Promise<ScreenshotRow[]> {
  return db
    .select(columns)
    .from(playerScreenshots)
    .where(eq(playerScreenshots.screenId, screenId))
    .orderBy(desc(playerScreenshots.id))
    .limit(limit);
}

/** An order's latest screenshots, newest first. */
export function ofOrder(db: Db, orderId: number, limit: number): Promise<ScreenshotRow[]> {
  return db
    .select(columns)
    .from(playerScreenshots)
    .where(eq(playerScreenshots.orderId, orderId))
    .orderBy(desc(playerScreenshots.id))
    .limit(limit);
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
