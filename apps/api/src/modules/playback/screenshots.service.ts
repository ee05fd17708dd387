import { createHash } from 'node:crypto';
import {
  playerLimits,
  screenshotLimits,
  type PlayerScreenshot,
} from '@screenspot/contracts/player';
import { screenshotSigningText } from '@screenspot/contracts/proof';
import { cellAt } from '@screenspot/contracts/player-loop';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { paidCellsOfScreen } from '../booking';
import { publishEvent } from '../events';
import { getOwnOrder } from '../orders';
import { fleetEvent } from '../screen-health';
import type { AuthedPlayer } from './player-auth';
import { signatureMessages } from './plays.service';
import * as repository from './repository';
import * as screenshots from './screenshots.repository';
import type { ScreenshotRow } from './screenshots.repository';
import { publicKeyFrom, signatureHolds } from './signatures';

/** How long before its upload a signed screenshot may have been captured. */
const captureAgeMs = 10 * 60_000;

/**
 * A player with a key signs each screenshot over its hash, item and time of capture (decision
 * 0049): a missing or wrong signature, or a capture time far from now, is refused (422) and
 * counted in the player's health. Answers the capture time to keep, null for unsigned players.
 */
async function checkSignature(
  db: Db,
  player: AuthedPlayer,
  input: { itemToken: string; sha256: string; capturedAt?: string; signature?: string },
  now: Date,
): Promise<Date | null> {
  if (!player.publicKey) return null;
  const key = await publicKeyFrom(player.publicKey);
  const captured = input.capturedAt ? Date.parse(input.capturedAt) : Number.NaN;
  const fresh =
    captured >= now.getTime() - captureAgeMs &&
    captured <= now.getTime() + playerLimits.maxClockSkewMs;
  const holds =
    key !== null &&
    fresh &&
    (await signatureHolds(
      key,
      screenshotSigningText({
        sha256: input.sha256,
        itemToken: input.itemToken,
        capturedAt: captured,
      }),
      input.signature,
    ));
  if (holds) return new Date(captured);
  await repository.countSignatureRefusals(db, player.id, 1);
  throw new HttpError(422, signatureMessages.screenshot);
}

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
 * The server keeps the bytes, their sha256, its own time and, from a player with a key, the
 * player's signature and time of capture.
 */
export async function acceptScreenshot(
  db: Db,
  player: AuthedPlayer,
  input: { itemToken: string; bytes: Buffer; capturedAt?: string; signature?: string },
  now: Date,
): Promise<PlayerScreenshot> {
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const capturedAt = await checkSignature(db, player, { ...input, sha256 }, now);
  const type = (await fileTypeFromBuffer(input.bytes))?.mime;
  if (!type || !(screenshotLimits.types as readonly string[]).includes(type)) {
    throw new HttpError(415, 'screenHealth.screenshot.notJpegOrWebp');
  }
  const item = await repository.findItem(db, input.itemToken);
  if (!item || item.screenId !== player.screenId || item.revokedAt) {
    throw new HttpError(404, 'player.notInManifest');
  }
  const cell = cellAt(now);
  const playing =
    cell !== null &&
    (await paidCellsOfScreen(db, player.screenId, { from: cell.date, to: cell.date })).some(
      (c) => c.orderId === item.orderId && c.daypart === cell.daypart && c.spots > 0,
    );
  if (!playing) throw new HttpError(409, 'screenHealth.screenshot.notPlaying');
  const row = await screenshots.insertScreenshot(db, {
    playerId: player.id,
    screenId: player.screenId,
    orderId: item.orderId,
    itemId: item.id,
    contentType: type,
    bytes: input.bytes,
    sha256,
    takenAt: now,
    capturedAt,
    signature: capturedAt ? (input.signature ?? null) : null,
  });
  await publishEvent(db, fleetEvent);
  return toScreenshot(row, `/api/admin/screenshots/${row.id}`);
}

/** The console's latest screenshots of a screen, newest first. */
export async function screenScreenshots(db: Db, screenId: number, limit = 6) {
  const rows = await screenshots.ofScreen(db, screenId, limit);
  return rows.map((row) => toScreenshot(row, `/api/admin/screenshots/${row.id}`));
}

/** An order's screenshots for its owner, newest first (another customer's order: 404). */
export async function orderScreenshots(db: Db, customerId: number, orderId: number) {
  const order = await getOwnOrder(db, customerId, orderId);
  const rows = await screenshots.ofOrder(db, order.id, 100);
  return rows.map((row) => toScreenshot(row, `/api/order/${order.id}/screenshots/${row.id}`));
}

/** One screenshot's bytes: any for operators, only an own order's for a customer. */
export async function screenshotImage(
  db: Db,
  id: number,
  owner?: { customerId: number; orderId: number },
) {
  if (owner) await getOwnOrder(db, owner.customerId, owner.orderId);
  const row = await screenshots.image(db, id, owner?.orderId);
  if (!row) throw new HttpError(404, 'screenHealth.screenshot.notFound');
  return { contentType: row.contentType, bytes: row.bytes, etag: `"${row.sha256}"` };
}
