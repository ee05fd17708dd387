import { createHash } from 'node:crypto';
import { screenshotLimits, type PlayerScreenshot } from '@screenspot/contracts/player';
import { cellAt } from '@screenspot/contracts/player-loop';
import { and, desc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { playerScreenshots } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { paidCellsOfScreen } from '../booking';
import { publishEvent } from '../events';
import { getOwnOrder } from '../orders';
import { fleetEvent } from '../screen-health';
import type { AuthedPlayer } from './player-auth';
import * as repository from './repository';

type ScreenshotRow = Omit<typeof playerScreenshots.$inferSelect, 'bytes'> & { size: number };

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

const toScreenshot = (row: ScreenshotRow, url: string): PlayerScreenshot => ({
  id: row.id,
  ledId: row.screenId,
  orderId: row.orderId,
  sha256: row.sha256,
  bytes: row.size,
  contentType: row.contentType,
  takenAt: row.takenAt.toISOString(),
  url,
});

/**
 * A frame of what the player shows, for the item it is playing: that item must be in this screen's
 * manifest (another screen's item answers 404) and its order must have spots in the cell running
 * now (409 otherwise). JPEG or WebP judged by the bytes (415), at most 300 KB (413 before reading).
 * The server keeps the bytes, their sha256 and its own time.
 */
export async function acceptScreenshot(
  db: Db,
  player: AuthedPlayer,
  input: { itemToken: string; bytes: Buffer },
  now: Date,
): Promise<PlayerScreenshot> {
  const type = (await fileTypeFromBuffer(input.bytes))?.mime;
  if (!type || !(screenshotLimits.types as readonly string[]).includes(type)) {
    throw new HttpError(415, 'Send the screenshot as a JPEG or WebP image.');
  }
  const item = await repository.findItem(db, input.itemToken);
  if (!item || item.screenId !== player.screenId || item.revokedAt) {
    throw new HttpError(404, 'This video is not in this screen’s manifest.');
  }
  const cell = cellAt(now);
  const playing =
    cell !== null &&
    (await paidCellsOfScreen(db, player.screenId, { from: cell.date, to: cell.date })).some(
      (c) => c.orderId === item.orderId && c.daypart === cell.daypart && c.spots > 0,
    );
  if (!playing) throw new HttpError(409, 'This item is not playing on this screen now.');
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const [row] = await db
    .insert(playerScreenshots)
    .values({
      playerId: player.id,
      screenId: player.screenId,
      orderId: item.orderId,
      itemId: item.id,
      contentType: type,
      bytes: input.bytes,
      sha256,
      takenAt: now,
    })
    .returning(columns);
  await publishEvent(db, fleetEvent);
  return toScreenshot(row!, `/api/admin/screenshots/${row!.id}`);
}

/** The console's latest screenshots of a screen, newest first. */
export async function screenScreenshots(db: Db, screenId: number, limit = 6) {
  const rows = await db
    .select(columns)
    .from(playerScreenshots)
    .where(eq(playerScreenshots.screenId, screenId))
    .orderBy(desc(playerScreenshots.id))
    .limit(limit);
  return rows.map((row) => toScreenshot(row, `/api/admin/screenshots/${row.id}`));
}

/** An order's screenshots for its owner, newest first (another customer's order: 404). */
export async function orderScreenshots(db: Db, customerId: number, orderId: number) {
  const order = await getOwnOrder(db, customerId, orderId);
  const rows = await db
    .select(columns)
    .from(playerScreenshots)
    .where(eq(playerScreenshots.orderId, order.id))
    .orderBy(desc(playerScreenshots.id))
    .limit(100);
  return rows.map((row) => toScreenshot(row, `/api/order/${order.id}/screenshots/${row.id}`));
}

/** One screenshot's bytes: any for operators, only an own order's for a customer. */
export async function screenshotImage(
  db: Db,
  id: number,
  owner?: { customerId: number; orderId: number },
) {
  if (owner) await getOwnOrder(db, owner.customerId, owner.orderId);
  const [row] = await db
    .select({
      contentType: playerScreenshots.contentType,
      bytes: playerScreenshots.bytes,
      sha256: playerScreenshots.sha256,
    })
    .from(playerScreenshots)
    .where(
      owner
        ? and(eq(playerScreenshots.id, id), eq(playerScreenshots.orderId, owner.orderId))
        : eq(playerScreenshots.id, id),
    );
  if (!row) throw new HttpError(404, 'This screenshot was not found.');
  return { contentType: row.contentType, bytes: row.bytes, etag: `"${row.sha256}"` };
}
