import { limits } from '@screenspot/contracts/limits';
import { and, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts, customers, oneTimeCodes, outboxMessages, sessions } from '../db/schema';
import { sessionIdleDays } from '../modules/auth/session';
import { purgeOldKeys } from '../modules/idempotency/repository';

/** How long sent messages stay in the outbox for support and the development page. */
export const outboxRetentionDays = 30;
// One lock for the whole sweep: instances take turns, and each finds only what is left.
const housekeepingLockKey = 0x5c0e_0001;

export type Purged = {
  sessions: number;
  codes: number;
  attempts: number;
  signUps: number;
  outbox: number;
  idempotencyKeys: number;
};

/**
 * Deletes what no longer matters: ended sessions (expired or idle), codes a day past their
 * expiry, attempts older than every limit's window, sign-ups left unconfirmed 24 hours after
 * their last code, outbox rows past retention, and Idempotency-Keys past their day. One transaction under an advisory lock, so
 * two instances sweeping at once never interleave; deletes are idempotent either way.
 */
export async function runHousekeeping(db: Db, now = new Date()): Promise<Purged> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const day = 24 * 60 * 60_000;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${housekeepingLockKey})`);
    const endedSessions = await tx
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, ago(sessionIdleDays * day))))
      .returning({ id: sessions.id });
    const staleSignUps = await tx
      .delete(customers)
      .where(
        and(
          isNull(customers.confirmedAt),
          lt(customers.createdAt, ago(limits.unconfirmedSignUpHours * 3_600_000)),
          notExists(
            tx
              .select({ id: oneTimeCodes.id })
              .from(oneTimeCodes)
              .where(
                and(
                  sql`${oneTimeCodes.customerId} = ${customers.id}`,
                  sql`${oneTimeCodes.createdAt} > ${ago(limits.unconfirmedSignUpHours * 3_600_000)}`,
                ),
              ),
          ),
        ),
      )
      .returning({ id: customers.id });
    const oldCodes = await tx
      .delete(oneTimeCodes)
      .where(lt(oneTimeCodes.expiresAt, ago(day)))
      .returning({ id: oneTimeCodes.id });
    const oldAttempts = await tx
      .delete(authAttempts)
      .where(lt(authAttempts.createdAt, ago(day)))
      .returning({ id: authAttempts.id });
    const oldMessages = await tx
      .delete(outboxMessages)
      .where(lt(outboxMessages.createdAt, ago(outboxRetentionDays * day)))
      .returning({ id: outboxMessages.id });
    const oldKeys = await purgeOldKeys(tx);
    return {
      sessions: endedSessions.length,
      codes: oldCodes.length,
      attempts: oldAttempts.length,
      signUps: staleSignUps.length,
      outbox: oldMessages.length,
      idempotencyKeys: oldKeys,
    };
  });
}
