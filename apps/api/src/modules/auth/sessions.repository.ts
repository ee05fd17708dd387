import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { customers, sessions } from '../../db/schema';
import { sessionIdleDays } from './session-rules';
import { columnsOf } from '../../db/select-columns';

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

// Every signed-in request asks this, so it is prepared.
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      ...columnsOf(
        customers,
        'id',
        'email',
        'role',
        'companyName',
        'trn',
        'name',
        'surname',
        'phoneNumber',
        'language',
        'currency',
      ),
      sessionId: sessions.id,
      secondFactorEnabledAt: customers.secondFactorEnabledAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(days => ${sessionIdleDays})`),
      ),
    )
    .limit(1)
    .prepare('find_session_customer'),
);

/** The live session's account, by the token's hash. */
export async function sessionCustomer(db: Db, tokenHash: string) {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return row ?? null;
}

/** Marks a session used now, unless it was marked within `everyMs`. */
export async function touchSession(db: Db, sessionId: number, everyMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(Date.now() - everyMs))),
    );
}

/** The account's live sessions, most recently used first. */
export function liveSessions(db: Db, customerId: number, idle: number) {
  return db
    .select(columnsOf(sessions, 'id', 'userAgent', 'createdAt', 'lastSeenAt'))
    .from(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(days => ${idle})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Deletes every session of the account but one; answers how many went. */
export async function deleteOtherSessions(
  db: Db,
  customerId: number,
  keepSessionId: number,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
