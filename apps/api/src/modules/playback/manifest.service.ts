import { randomBytes } from 'node:crypto';
import { advertsByOrder, permitCoverage } from '../compliance';
import { localDate, screenTimezone } from '@screenspot/contracts/booking';
import { orderStatus } from '@screenspot/contracts/order-status';
import { playerLimits, type Manifest, type ManifestCell } from '@screenspot/contracts/player';
import type { Database, Db } from '../../db/client';
import { orderStatuses, paidCellsOfScreen, pausedOrders, screenPlayout } from '../booking';
import { playableVideos } from '../orders';
import type { AuthedPlayer } from './player-auth';
import { loopSlots, manifestLoops } from './manifest-loops';
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
 * A manifest's version, and its ETag: the screen's manifest version (bumped in the database by
 * anything that changes what the screen plays, migration 0021) and the hour its window starts, so
 * it also moves once an hour with the window.
 */
export function manifestTag(version: number, now: Date): string {
  return `${version}.${Math.floor(now.getTime() / hourMs)}`;
}

/** The current version of a screen's manifest, without building it. */
export async function currentManifestVersion(db: Db, screenId: number, now = new Date()) {
  return manifestTag(await repository.manifestVersion(db, screenId), now);
}

/**
 * Builds a screen's manifest: the paid orders whose video passed its checks, with their cells in
 * the window. Reads only, when nothing changed since the last build: an order's first build
 * stores its item (the opaque token its player downloads and reports plays with), and items that
 * left (order withdrawn or paused, video replaced or failed) are revoked, so their later plays are
 * refused, and listed for the players to stop. The loops' order is arranged here, once, for every
 * player of the screen (decision 0057).
 *
 * `version` is read before anything else: a change committed during the build bumps it again, so
 * a manifest is never newer than its version says.
 */
export async function buildManifest(
  db: Db,
  screenId: number,
  now = new Date(),
  version?: number,
): Promise<Manifest> {
  const tag = manifestTag(version ?? (await repository.manifestVersion(db, screenId)), now);
  const window = manifestWindow(now);
  const [screen, cells] = await Promise.all([
    screenPlayout(db, screenId),
    paidCellsOfScreen(db, screenId, {
      // The night of the day before may still be running after midnight.
      from: localDate(new Date(window.from.getTime() - 86_400_000)),
      to: localDate(window.to),
    }),
  ]);
  // A cell's span depends only on its date and daypart: worked out once per pair, not per order.
  const spans = new Map<string, { starts: Date; ends: Date; startsAt: string; endsAt: string }>();
  const spanOf = (date: string, daypart: string) => {
    const key = `${date}|${daypart}`;
    let span = spans.get(key);
    if (!span) {
      const starts = screen.cellStart(date, daypart);
      const ends = screen.cellEnd(date, daypart);
      span = { starts, ends, startsAt: starts.toISOString(), endsAt: ends.toISOString() };
      spans.set(key, span);
    }
    return span;
  };
  const inWindow = cells
    .map((cell) => ({ ...cell, span: spanOf(cell.date, cell.daypart) }))
    .filter(({ span }) => span.ends > window.from && span.starts < window.to);
  // What the items need is read for every order with a cell in the window, beside its permits; an
  // order whose days no permit covers is then left out.
  const windowOrderIds = [...new Set(inWindow.map((c) => c.orderId))];
  const [covered, windowVideos, stored, adverts] = await Promise.all([
    // On a screen that requires content permits, a day no permit covers is held back (decision 0051).
    permitCoverage(db, screenId, windowOrderIds),
    playableVideos(db, windowOrderIds),
    repository.itemsForBuild(db, screenId, windowOrderIds),
    advertsByOrder(db, windowOrderIds),
  ]);
  const cellsByOrder = new Map<number, ManifestCell[]>();
  for (const cell of inWindow) {
    if (!covered(cell.orderId, cell.date)) continue;
    const { span } = cell;
    const list = cellsByOrder.get(cell.orderId) ?? [];
    list.push({
      date: cell.date,
      daypart: cell.daypart,
      spots: cell.spots,
      startsAt: span.startsAt,
      endsAt: span.endsAt,
    });
    cellsByOrder.set(cell.orderId, list);
  }
  const videos = windowVideos.filter((video) => cellsByOrder.has(video.orderId));
  const itemKey = (orderId: number, videoKey: string) => `${orderId}:${videoKey}`;
  const byKey = new Map(stored.map((item) => [itemKey(item.orderId, item.videoKey), item]));
  const missing = videos.filter((video) => !byKey.has(itemKey(video.orderId, video.videoKey)));
  for (const item of await repository.insertItems(
    db,
    screenId,
    missing.map((video) => ({
      token: randomBytes(18).toString('base64url'),
      orderId: video.orderId,
      videoKey: video.videoKey,
      sha256: video.sha256,
      durationMs: video.durationMs,
    })),
  )) {
    byKey.set(itemKey(item.orderId, item.videoKey), item);
  }
  const items: Manifest['items'] = [];
  const current = new Set<number>();
  const restore: number[] = [];
  for (const video of videos) {
    const orderCells = cellsByOrder.get(video.orderId)!;
    orderCells.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const item = byKey.get(itemKey(video.orderId, video.videoKey))!;
    if (item.revokedAt) restore.push(item.id);
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
  await repository.restoreItems(db, restore);
  await revokeWithdrawn(
    db,
    stored.filter((item) => !item.revokedAt && !current.has(item.id)),
  );
  // From the window's hour, so two builds within the hour list the same revocations.
  const revoked = await repository.recentlyRevoked(
    db,
    screenId,
    new Date(window.from.getTime() - playerLimits.manifestHours * hourMs),
  );
  items.sort((a, b) => a.orderId - b.orderId);
  return {
    version: tag,
    ledId: screenId,
    screenName: screen.name,
    timezone: screenTimezone,
    loopSeconds: screen.loopSeconds,
    slotSeconds: screen.slotSeconds,
    validUntil: window.to.toISOString(),
    items,
    loops: manifestLoops(items, loopSlots(screen.loopSeconds, screen.slotSeconds)),
    houseItems: houseItems(screen.name),
    revoked: revoked.map((row) => row.token),
  };
}

/**
 * A live item missing from the new manifest is withdrawn when its order stopped being paid, was
 * paused or its video may no longer play; one that merely has no cells in the window stays valid.
 */
async function revokeWithdrawn(db: Db, missing: repository.ItemRow[]) {
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
 * Each instance keeps every polled screen's manifest with its version, and the versions it read,
 * until a bump's NOTIFY names the screen (or `*`, or the listening connection was lost). A poll
 * whose ETag is current is then answered from memory: no query, no build, no write. With
 * PLAYER_CACHE_SECONDS at 0 the version is read on every poll (one primary-key read), and the
 * manifest is still built only when it changed.
 */
export function createManifestCache(
  database: Database,
  trustNotifications: boolean,
  clock: () => Date = () => new Date(),
) {
  const db = database.db;
  const versions = new Map<number, number>();
  const built = new Map<number, Manifest>();
  const building = new Map<number, { tag: string; promise: Promise<Manifest> }>();
  // Counts of forgettings, so a version read that a NOTIFY overtook is not kept.
  const bumps = new Map<number, number>();
  let resets = 0;

  const forget = (payload: string) => {
    if (payload === '*') {
      resets += 1;
      versions.clear();
      return;
    }
    for (const part of payload.split(',')) {
      const screenId = Number(part);
      bumps.set(screenId, (bumps.get(screenId) ?? 0) + 1);
      versions.delete(screenId);
    }
  };

  const versionOf = async (screenId: number): Promise<number> => {
    if (trustNotifications) {
      const known = versions.get(screenId);
      if (known !== undefined) return known;
    }
    const seen = { resets, bumps: bumps.get(screenId) };
    const version = await repository.manifestVersion(db, screenId);
    if (trustNotifications && seen.resets === resets && seen.bumps === bumps.get(screenId)) {
      versions.set(screenId, version);
    }
    return version;
  };

  const manifestFor = async (player: AuthedPlayer): Promise<Manifest> => {
    const { screenId } = player;
    const now = clock();
    const version = await versionOf(screenId);
    const tag = manifestTag(version, now);
    const hit = built.get(screenId);
    if (hit?.version === tag) return hit;
    const pending = building.get(screenId);
    if (pending?.tag === tag) return pending.promise;
    const promise = buildManifest(db, screenId, now, version);
    building.set(screenId, { tag, promise });
    try {
      const manifest = await promise;
      built.set(screenId, manifest);
      return manifest;
    } finally {
      if (building.get(screenId)?.promise === promise) building.delete(screenId);
    }
  };

  return {
    manifestFor,
    /** Starts listening for bumps; answers a function that stops. */
    listen: () =>
      database.listen(repository.manifestsChannel, {
        onMessage: forget,
        onResume: () => forget('*'),
      }),
  };
}
