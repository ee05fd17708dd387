import { and, count, desc, eq, gt, inArray, isNull, lt, max, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { authAttempts, customers, oneTimeCodes, sessions } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export function findCustomerById(db: Db, id: number): Promise<CustomerRow | null> {
  return findRow(db, customers, eq(customers.id, id));
}

export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  return findRow(db, customers, eq(customers.email, email));
}

/** The confirmed account using a phone number; unconfirmed sign-ups do not hold a number. */
export function findConfirmedCustomerByPhone(
  db: Db,
  phoneNumber: string,
): Promise<CustomerRow | null> {
  return findRow(
    db,
    customers,
    and(eq(customers.phoneNumber, phoneNumber), sql`${customers.confirmedAt} is not null`),
    { order: [customers.id] },
  );
}

/** Serialises work on one email or phone number across instances, until the transaction ends. */
export async function lockIdentity(db: Db, identity: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${identity}))`);
}

export async function insertCustomer(db: Db, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Records a spent TOTP time step; false when that step (or a later one) was already spent. */
export async function advanceSecondFactorStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ secondFactorLastStep: step })
    .where(
      and(
        eq(customers.id, id),
        or(isNull(customers.secondFactorLastStep), lt(customers.secondFactorLastStep, step)),
      ),
    )
    .returning({ id: customers.id });
  return rows.length === 1;
}

/** Removes an unconfirmed sign-up with its codes (they cascade). */
export async function deleteCustomer(db: Db, id: number): Promise<void> {
  await db.delete(customers).where(and(eq(customers.id, id), isNull(customers.confirmedAt)));
}

/** When the account was last sent a code, of any kind. */
export async function lastCodeSentAt(db: Db, customerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(oneTimeCodes.createdAt) })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.customerId, customerId));
  return row?.at ?? null;
}

export async function updateCustomer(
  db: Db,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row ?? null;
}

/* One-time codes */

export async function deleteOpenCodes(db: Db, customerId: number, purpose: string): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.customerId, customerId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

export async function insertCode(db: Db, values: typeof oneTimeCodes.$inferInsert) {
  const [row] = await db.insert(oneTimeCodes).values(values).returning();
  return row!;
}

/** The newest code of a kind, used or not: it tells when the last one was sent. */
export function findNewestCode(
  db: Db,
  customerId: number,
  purpose: string,
): Promise<CodeRow | null> {
  return findRow(
    db,
    oneTimeCodes,
    and(eq(oneTimeCodes.customerId, customerId), eq(oneTimeCodes.purpose, purpose)),
    { order: [desc(oneTimeCodes.id)] },
  );
}

export function findCodeByHash(db: Db, purpose: string, codeHash: string): Promise<CodeRow | null> {
  return findRow(
    db,
    oneTimeCodes,
    and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash)),
  );
}

/** Counts a try before the code is compared, so parallel guesses cannot exceed the limit. */
export async function takeCodeAttempt(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.usedAt),
        sql`${oneTimeCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Marks a code used; false when another request used it first. */
export async function markCodeUsed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/* Sessions */

export async function deleteSessionsOf(
  db: Db,
  customerId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.customerId, customerId)
        : and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId)),
    );
}

/* Sign-in and code attempts */

export async function insertAttempts(db: Db, keys: string[]): Promise<number[]> {
  const rows = await db
    .insert(authAttempts)
    .values(keys.map((key) => ({ key })))
    .returning({ id: authAttempts.id });
  return rows.map((row) => row.id);
}

export async function markAttemptsSucceeded(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    await db.update(authAttempts).set({ succeeded: true }).where(eq(authAttempts.id, id));
  }
}

/** Failed attempts for a key since `since` (and, when asked, since its last success), with the oldest. */
export async function recentFailures(
  db: Db,
  key: string,
  since: Date,
  sinceLastSuccess: boolean,
): Promise<{ count: number; oldest: Date | null }> {
  let from = since;
  if (sinceLastSuccess) {
    const [last] = await db
      .select({ at: max(authAttempts.createdAt) })
      .from(authAttempts)
      .where(and(eq(authAttempts.key, key), eq(authAttempts.succeeded, true)));
    if (last?.at && last.at > since) from = last.at;
  }
  const [row] = await db
    .select({ n: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.key, key),
        eq(authAttempts.succeeded, false),
        gt(authAttempts.createdAt, from),
      ),
    );
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** When the key was last tried, whatever the outcome. */
export async function newestAttempt(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(eq(authAttempts.key, key));
  return row?.at ?? null;
}

export async function deleteAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

/** Attempts older than a day no longer matter to any limit. */
export async function pruneAttempts(db: Db, key: string, before: Date): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.key, key), sql`${authAttempts.createdAt} < ${before}`));
}
