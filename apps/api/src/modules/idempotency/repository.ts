// Idempotency-Key for the routes that book or change an order: the first answer to a key is kept
// for a day and replayed to its retries, on any instance. No routes of its own.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** How long a key's first answer is kept and replayed. */
export const idempotencyKeyHours = 24;

export type KeyScope = { customerId: number; key: string; route: string };

export type Claim =
  | { kind: 'first' }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

const scopeOf = (scope: KeyScope) =>
  and(
    eq(idempotencyKeys.customerId, scope.customerId),
    eq(idempotencyKeys.key, scope.key),
    eq(idempotencyKeys.route, scope.route),
  );

/**
 * Claims the key for this request in one statement, so of two requests racing with one key (on
 * any instance) exactly one runs; the other learns what the first answered, or that it is still
 * running. A key older than a day is free again.
 */
export async function claimKey(db: Db, scope: KeyScope, requestHash: string): Promise<Claim> {
  const stale = new Date(Date.now() - idempotencyKeyHours * 3_600_000);
  await db.delete(idempotencyKeys).where(and(scopeOf(scope), lt(idempotencyKeys.createdAt, stale)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'first' };
  const [row] = await db.select().from(idempotencyKeys).where(scopeOf(scope));
  // Deleted between the two statements (the first request failed): this one may run.
  if (!row) return claimKey(db, scope, requestHash);
  if (row.requestHash !== requestHash) return { kind: 'mismatch' };
  if (row.statusCode === null || row.body === null) return { kind: 'in-progress' };
  return {
    kind: 'replay',
    statusCode: row.statusCode,
    contentType: row.contentType,
    body: row.body,
  };
}

/** Keeps the first answer for retries. */
export async function storeAnswer(
  db: Db,
  scope: KeyScope,
  answer: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(scopeOf(scope), isNull(idempotencyKeys.statusCode)));
}

/** Frees the key: the request failed in a way a retry may fix (5xx, 429, a dropped connection). */
export async function releaseKey(db: Db, scope: KeyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(scopeOf(scope), isNull(idempotencyKeys.statusCode)));
}

/** Forgets keys older than a day (housekeeping). */
export async function purgeOldKeys(db: Db): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${idempotencyKeyHours})`,
    )
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
