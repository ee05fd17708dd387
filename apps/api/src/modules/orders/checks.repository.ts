import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { screens, customers, orders, videoChecks } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type VideoCheckRow = typeof videoChecks.$inferSelect;

/** A pending check for an order's new video (nothing happens when it exists already). */
export async function insertPendingCheck(db: Db, orderId: number, videoKey: string) {
  await db.insert(videoChecks).values({ orderId, videoKey }).onConflictDoNothing();
}

/** The check of an order's current video, if any. */
export async function findCurrentCheck(db: Db, orderId: number): Promise<VideoCheckRow | null> {
  const [row] = await db
    .select({ check: videoChecks })
    .from(videoChecks)
    .innerJoin(
      orders,
      and(eq(orders.id, videoChecks.orderId), eq(orders.videoKey, videoChecks.videoKey)),
    )
    .where(eq(videoChecks.orderId, orderId));
  return row?.check ?? null;
}

/**
 * The current videos of these orders that may play: checked pass or warn, or a fail an operator
 * overrode; with the digest and length the player verifies against.
 */
export async function playableChecks(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select(columnsOf(videoChecks, 'orderId', 'videoKey', 'sha256', 'durationMs'))
    .from(videoChecks)
    .innerJoin(
      orders,
      and(eq(orders.id, videoChecks.orderId), eq(orders.videoKey, videoChecks.videoKey)),
    )
    .where(
      and(
        inArray(videoChecks.orderId, orderIds),
        isNotNull(videoChecks.sha256),
        isNotNull(videoChecks.durationMs),
        or(
          inArray(videoChecks.status, ['pass', 'warn']),
          and(eq(videoChecks.status, 'fail'), isNotNull(videoChecks.overriddenAt)),
        ),
      ),
    )
    .orderBy(sql`${videoChecks.orderId}`);
}

/** What the check job needs: the row, the order's owner and the screen it plays on. */
export async function findCheckTarget(db: Db, orderId: number, videoKey: string) {
  const [row] = await db
    .select({
      check: videoChecks,
      customerId: orders.customerId,
      currentKey: orders.videoKey,
      pendingKey: orders.pendingVideoKey,
      screenSize: screens.size,
      slotSeconds: screens.durationSeconds,
    })
    .from(videoChecks)
    .innerJoin(orders, eq(orders.id, videoChecks.orderId))
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .where(and(eq(videoChecks.orderId, orderId), eq(videoChecks.videoKey, videoKey)));
  return row ?? null;
}

export type CheckOutcome = {
  status: 'pass' | 'warn' | 'fail';
  results: VideoCheckRow['results'];
  measured: Record<string, unknown> | null;
  error: string | null;
  sha256: string | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  thumbnailKeys: string[];
};

/** Stores a check's outcome; answers the thumbnails it replaced (to remove), or null if gone. */
export async function saveOutcome(
  db: Db,
  orderId: number,
  videoKey: string,
  outcome: CheckOutcome,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ thumbnailKeys: videoChecks.thumbnailKeys })
      .from(videoChecks)
      .where(and(eq(videoChecks.orderId, orderId), eq(videoChecks.videoKey, videoKey)))
      .for('update');
    if (!before) return null;
    await tx
      .update(videoChecks)
      .set({ ...outcome, checkedAt: new Date() })
      .where(and(eq(videoChecks.orderId, orderId), eq(videoChecks.videoKey, videoKey)));
    return before.thumbnailKeys.filter((key) => !outcome.thumbnailKeys.includes(key));
  });
}

/** A check still pending this long after its upload lost its job (a crash between the two). */
export async function stalePendingChecks(db: Db, olderThan: Date, limit: number) {
  return db
    .select(columnsOf(videoChecks, 'orderId', 'videoKey'))
    .from(videoChecks)
    .innerJoin(
      orders,
      and(
        eq(orders.id, videoChecks.orderId),
        or(
          eq(orders.videoKey, videoChecks.videoKey),
          eq(orders.pendingVideoKey, videoChecks.videoKey),
        ),
      ),
    )
    .where(and(eq(videoChecks.status, 'pending'), lt(videoChecks.createdAt, olderThan)))
    .limit(limit);
}

/** The current check with the overriding operator's name. */
export async function findCurrentCheckWithOperator(db: Db, orderId: number) {
  const [row] = await db
    .select({
      check: videoChecks,
      operatorName: sql<
        string | null
      >`nullif(trim(concat(${customers.name}, ' ', ${customers.surname})), '')`,
    })
    .from(videoChecks)
    .innerJoin(
      orders,
      and(eq(orders.id, videoChecks.orderId), eq(orders.videoKey, videoChecks.videoKey)),
    )
    .leftJoin(customers, eq(customers.id, videoChecks.overriddenBy))
    .where(eq(videoChecks.orderId, orderId));
  return row ?? null;
}

/** Records an operator's override of the current video's failed checks; answers whether it did. */
export async function overrideCurrentCheck(
  db: Db,
  orderId: number,
  input: { operatorId: number; reason: string },
): Promise<boolean> {
  const updated = await db
    .update(videoChecks)
    .set({ overriddenBy: input.operatorId, overrideReason: input.reason, overriddenAt: new Date() })
    .where(
      and(
        eq(videoChecks.orderId, orderId),
        eq(videoChecks.status, 'fail'),
        sql`${videoChecks.videoKey} = (select ${orders.videoKey} from ${orders} where ${orders.id} = ${orderId})`,
      ),
    )
    .returning({ orderId: videoChecks.orderId });
  return updated.length > 0;
}

/** The check of one of an order's videos (a replacement awaiting moderation, say). */
export function findCheck(db: Db, orderId: number, videoKey: string) {
  return findRow(
    db,
    videoChecks,
    and(eq(videoChecks.orderId, orderId), eq(videoChecks.videoKey, videoKey)),
  );
}
