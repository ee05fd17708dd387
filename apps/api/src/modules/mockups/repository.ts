import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderMockups,
  orders,
  screenDisplayAreas,
  screenImages,
  screens,
  type AreaCorner,
} from '../../db/schema';

/** A screen's photo's ETag beside its marked area and the ETag of the photo it was marked on. */
const photoAndArea = {
  photoEtag: screenImages.etag,
  corners: screenDisplayAreas.corners,
  areaEtag: screenDisplayAreas.imageEtag,
};

/** A screen with its photo's ETag and its marked area (the ETag it was marked on), if any. */
export async function findScreenArea(db: Db, screenId: number) {
  const [row] = await db
    .select({
      screenId: screens.id,
      ...photoAndArea,
      updatedAt: screenDisplayAreas.updatedAt,
    })
    .from(screens)
    .leftJoin(screenImages, eq(screenImages.screenId, screens.id))
    .leftJoin(screenDisplayAreas, eq(screenDisplayAreas.screenId, screens.id))
    .where(eq(screens.id, screenId));
  return row ?? null;
}

export async function saveArea(
  db: Db,
  area: { screenId: number; corners: AreaCorner[]; imageEtag: string; updatedBy: number },
) {
  const updatedAt = new Date();
  await db
    .insert(screenDisplayAreas)
    .values({ ...area, updatedAt })
    .onConflictDoUpdate({
      target: screenDisplayAreas.screenId,
      set: {
        corners: area.corners,
        imageEtag: area.imageEtag,
        updatedBy: area.updatedBy,
        updatedAt,
      },
    });
  return updatedAt;
}

/** Every video of the screen's orders: each order's current one and a replacement awaiting. */
export async function screenVideos(db: Db, screenId: number) {
  const rows = await db
    .select({ orderId: orders.id, current: orders.videoKey, pending: orders.pendingVideoKey })
    .from(orders)
    .where(
      and(
        eq(orders.screenId, screenId),
        or(isNotNull(orders.videoKey), isNotNull(orders.pendingVideoKey)),
      ),
    );
  return rows.flatMap((row) =>
    [row.current, row.pending]
      .filter((key): key is string => key !== null)
      .map((videoKey) => ({ orderId: row.orderId, videoKey })),
  );
}

/** Forgets the mock-ups of these orders (their area changed); answers the images to remove. */
export async function forgetMockups(db: Db, orderIds: number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const removed = await db
    .delete(orderMockups)
    .where(inArray(orderMockups.orderId, orderIds))
    .returning({ imageKey: orderMockups.imageKey });
  return removed.flatMap((row) => (row.imageKey ? [row.imageKey] : []));
}

/** What a render needs: the order's videos, the screen's photo and its area as marked on it. */
export async function findRenderTarget(db: Db, orderId: number) {
  const [row] = await db
    .select({
      screenId: orders.screenId,
      customerId: orders.customerId,
      currentKey: orders.videoKey,
      currentDurationMs: orders.videoDurationMs,
      pendingKey: orders.pendingVideoKey,
      pendingDurationMs: orders.pendingVideoDurationMs,
      photo: screenImages.bytes,
      ...photoAndArea,
      areaUpdatedAt: screenDisplayAreas.updatedAt,
    })
    .from(orders)
    .leftJoin(screenImages, eq(screenImages.screenId, orders.screenId))
    .leftJoin(screenDisplayAreas, eq(screenDisplayAreas.screenId, orders.screenId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export type MockupOutcome = {
  status: 'ready' | 'failed';
  imageKey: string | null;
  error: string | null;
};

/**
 * Keeps a render's outcome, only while the video is still the order's and the area is still the
 * one rendered (a newer marking has queued its own render). Answers the image it replaced (or
 * null when none), or false when the outcome was not kept.
 */
export async function saveMockup(
  db: Db,
  target: { orderId: number; videoKey: string; screenId: number; areaUpdatedAt: Date },
  outcome: MockupOutcome,
): Promise<string | null | false> {
  return db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(screenDisplayAreas, eq(screenDisplayAreas.screenId, orders.screenId))
      .where(
        and(
          eq(orders.id, target.orderId),
          eq(orders.screenId, target.screenId),
          or(eq(orders.videoKey, target.videoKey), eq(orders.pendingVideoKey, target.videoKey)),
          eq(screenDisplayAreas.updatedAt, target.areaUpdatedAt),
        ),
      )
      .for('update', { of: orders });
    if (!still) return false;
    const [before] = await tx
      .select({ imageKey: orderMockups.imageKey })
      .from(orderMockups)
      .where(
        and(eq(orderMockups.orderId, target.orderId), eq(orderMockups.videoKey, target.videoKey)),
      );
    const now = new Date();
    await tx
      .insert(orderMockups)
      .values({ orderId: target.orderId, videoKey: target.videoKey, ...outcome, renderedAt: now })
      .onConflictDoUpdate({
        target: [orderMockups.orderId, orderMockups.videoKey],
        set: { ...outcome, renderedAt: now, updatedAt: now },
      });
    return before?.imageKey ?? null;
  });
}

export async function findMockup(db: Db, orderId: number, videoKey: string) {
  const [row] = await db
    .select()
    .from(orderMockups)
    .where(and(eq(orderMockups.orderId, orderId), eq(orderMockups.videoKey, videoKey)));
  return row ?? null;
}

/** An order's videos and the place its mock-up is for: the screen's name, location and size. */
export async function findOrderForMockup(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      currentKey: orders.videoKey,
      pendingKey: orders.pendingVideoKey,
      flightStart: orders.flightStart,
      flightEnd: orders.flightEnd,
      screenName: screens.name,
      location: screens.location,
      size: screens.size,
      photoEtag: screenImages.etag,
      areaEtag: screenDisplayAreas.imageEtag,
    })
    .from(orders)
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .leftJoin(screenImages, eq(screenImages.screenId, orders.screenId))
    .leftJoin(screenDisplayAreas, eq(screenDisplayAreas.screenId, orders.screenId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * Videos that should have a mock-up and have none (a lost send, or an order older than the
 * screen's marking): their screen has an area marked on its current photo.
 */
export async function missingMockups(db: Db, limit: number) {
  const videoKey = sql<string>`coalesce(${orders.pendingVideoKey}, ${orders.videoKey})`;
  return db
    .select({ orderId: orders.id, videoKey })
    .from(orders)
    .innerJoin(screenDisplayAreas, eq(screenDisplayAreas.screenId, orders.screenId))
    .innerJoin(
      screenImages,
      and(
        eq(screenImages.screenId, orders.screenId),
        eq(screenImages.etag, screenDisplayAreas.imageEtag),
      ),
    )
    .leftJoin(
      orderMockups,
      and(eq(orderMockups.orderId, orders.id), eq(orderMockups.videoKey, videoKey)),
    )
    .where(and(isNotNull(videoKey), isNull(orderMockups.orderId)))
    .limit(limit);
}

/**
 * The screens among `ids` whose display area is marked on their current photo, with what the
 * marking was made on (the photo's ETag) and when, which name the screen's own mock-up.
 */
export function markedScreens(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      screenId: screenDisplayAreas.screenId,
      areaEtag: screenDisplayAreas.imageEtag,
      updatedAt: screenDisplayAreas.updatedAt,
    })
    .from(screenDisplayAreas)
    .innerJoin(
      screenImages,
      and(
        eq(screenImages.screenId, screenDisplayAreas.screenId),
        eq(screenImages.etag, screenDisplayAreas.imageEtag),
      ),
    )
    .where(inArray(screenDisplayAreas.screenId, ids));
}

/** What a screen's own mock-up is drawn from: its photo and the area marked on it. */
export async function findScreenRenderSource(db: Db, screenId: number) {
  const [row] = await db
    .select({
      photo: screenImages.bytes,
      ...photoAndArea,
      updatedAt: screenDisplayAreas.updatedAt,
    })
    .from(screenDisplayAreas)
    .innerJoin(screenImages, eq(screenImages.screenId, screenDisplayAreas.screenId))
    .where(eq(screenDisplayAreas.screenId, screenId));
  return row ?? null;
}
