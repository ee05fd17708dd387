import { createHash, randomBytes } from 'node:crypto';
import { advertsByOrder } from '../compliance/service';
import {
  cellEnd,
  cellStart,
  localDate,
  screenTimezone,
  type DaypartId,
} from '@screenspot/contracts/booking';
import { orderStatus } from '@screenspot/contracts/order-status';
import { playerLimits, type Manifest, type ManifestCell } from '@screenspot/contracts/player';
import type { Db } from '../../db/client';
import {
  orderStatuses,
  paidCellsOfScreen,
  pausedOrders,
  screenPlayout,
} from '../booking/playout.service';
import { playableVideos } from '../orders/service';
import type { AuthedPlayer } from './player-auth';
import * as repository from './repository';

const hourMs = 3_600_000;

export function playerVideoUrl(itemToken: string): string {
  return `/api/player/videos/${itemToken}`;
}

/** The operator's own content for the slots nobody bought; the player draws it itself. */
function houseItems(screenName: string) {
  return [
    {
      id: 'house-advertise-here',
      title: 'Your ad here',
      text: `Book ${screenName} by the spot at ScreenSpot`,
    },
  ];
}

/**
 * The manifest's window starts on the hour and runs 48 hours, so its content (and version) only
 * changes when something is booked, paid, checked or withdrawn, and once an hour.
 */
export function manifestWindow(now: Date) {
  const from = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  return { from, to: new Date(from.getTime() + playerLimits.manifestHours * hourMs) };
}

/**
 * Builds a screen's manifest: the paid orders whose video passed its checks, with their cells in
 * the window. Items that left since the last build (order withdrawn, video replaced or failed) are
 * revoked, so their later plays are refused, and listed for the players to stop.
 */
export async function buildManifest(db: Db, screenId: number, now = new Date()): Promise<Manifest> {
  const screen = await screenPlayout(db, screenId);
  const window = manifestWindow(now);
  const cells = await paidCellsOfScreen(db, screenId, {
    // The night of the day before may still be running after midnight.
    from: localDate(new Date(window.from.getTime() - 86_400_000)),
    to: localDate(window.to),
  });
  const cellsByOrder = new Map<number, ManifestCell[]>();
  for (const cell of cells) {
    const starts = cellStart(cell.date, cell.daypart as DaypartId);
    const ends = cellEnd(cell.date, cell.daypart as DaypartId);
    if (ends <= window.from || starts >= window.to) continue;
    const list = cellsByOrder.get(cell.orderId) ?? [];
    list.push({
      date: cell.date,
      daypart: cell.daypart,
      spots: cell.spots,
      startsAt: starts.toISOString(),
      endsAt: ends.toISOString(),
    });
    cellsByOrder.set(cell.orderId, list);
  }
  const [videos, adverts] = await Promise.all([
    playableVideos(db, [...cellsByOrder.keys()]),
    advertsByOrder(db, [...cellsByOrder.keys()]),
  ]);
  const items: Manifest['items'] = [];
  const current = new Set<number>();
  for (const video of videos) {
    const orderCells = cellsByOrder.get(video.orderId)!;
    orderCells.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const item = await repository.upsertItem(db, {
      token: randomBytes(18).toString('base64url'),
      screenId,
      orderId: video.orderId,
      videoKey: video.videoKey,
      sha256: video.sha256,
      durationMs: video.durationMs,
    });
    if (item.revokedAt) await repository.restoreItem(db, item.id);
    current.add(item.id);
    items.push({
      itemToken: item.token,
      orderId: video.orderId,
      videoUrl: playerVideoUrl(item.token),
      sha256: item.sha256,
      durationMs: item.durationMs,
      validFrom: orderCells[0]!.startsAt,
      validTo: orderCells.at(-1)!.endsAt,
      cells: orderCells,
      ...(adverts.has(video.orderId) ? { category: adverts.get(video.orderId)!.category } : {}),
    });
  }
  await revokeWithdrawn(db, screenId, current);
  const revoked = await repository.recentlyRevoked(
    db,
    screenId,
    new Date(now.getTime() - playerLimits.manifestHours * hourMs),
  );
  const body = {
    ledId: screenId,
    screenName: screen.name,
    timezone: screenTimezone,
    loopSeconds: screen.loopSeconds,
    slotSeconds: screen.slotSeconds,
    validUntil: window.to.toISOString(),
    items: items.sort((a, b) => a.orderId - b.orderId),
    houseItems: houseItems(screen.name),
    revoked: revoked.map((row) => row.token),
  };
  const version = createHash('sha256')
    .update(JSON.stringify(body))
    .digest('base64url')
    .slice(0, 22);
  return { version, ...body };
}

/**
 * An item missing from the new manifest is withdrawn when its order stopped being paid, was paused
 * or its video may no longer play; one that merely has no cells in the window stays valid.
 */
async function revokeWithdrawn(db: Db, screenId: number, current: Set<number>) {
  const missing = (await repository.liveItemsOfScreen(db, screenId)).filter(
    (item) => !current.has(item.id),
  );
  if (missing.length === 0) return;
  const statuses = await orderStatuses(
    db,
    missing.map((item) => item.orderId),
  );
  // A paused order's items are revoked, so players stop them at once; resuming restores them.
  const paused = await pausedOrders(
    db,
    missing.map((item) => item.orderId),
  );
  const stillPaid = missing.filter((item) => {
    const status = statuses.get(item.orderId);
    if (paused.has(item.orderId)) return false;
    return status === orderStatus.paid || status === orderStatus.completed;
  });
  const playable = await playableVideos(
    db,
    stillPaid.map((item) => item.orderId),
  );
  const keep = new Set(playable.map((video) => `${video.orderId}:${video.videoKey}`));
  await repository.revokeItems(
    db,
    missing.filter((item) => !keep.has(`${item.orderId}:${item.videoKey}`)).map((item) => item.id),
  );
}

/**
 * Manifests per screen for a few seconds (PLAYER_CACHE_SECONDS), so thousands of players polling
 * with If-None-Match mostly cost a hash lookup. A change reaches players within one poll.
 */
export function createManifestCache(db: Db, cacheSeconds: number) {
  const cache = new Map<
    number,
    { manifest: Manifest; until: number; building?: Promise<Manifest> }
  >();
  return async (player: AuthedPlayer): Promise<Manifest> => {
    const now = Date.now();
    const hit = cache.get(player.screenId);
    if (hit && hit.until > now) return hit.manifest;
    if (hit?.building) return hit.building;
    const building = buildManifest(db, player.screenId);
    if (cacheSeconds > 0) {
      cache.set(player.screenId, { manifest: hit?.manifest as Manifest, until: 0, building });
    }
    try {
      const manifest = await building;
      if (cacheSeconds > 0) {
        cache.set(player.screenId, { manifest, until: Date.now() + cacheSeconds * 1000 });
      }
      return manifest;
    } catch (error) {
      cache.delete(player.screenId);
      throw error;
    }
  };
}
