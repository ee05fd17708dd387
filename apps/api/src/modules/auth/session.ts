import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { customers, sessions } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

export const sessionCookieName = 'sid';
export const sessionTtlDays = 30;

/** The signed-in account as every request sees it: enough to answer the session check too. */
export type SessionCustomer = {
  id: number;
  email: string;
  role: 'customer' | 'operator';
  companyName: string;
  name: string;
  surname: string;
  phoneNumber: string;
  sessionId: number;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a session and returns the opaque token for the cookie; only its hash is stored. */
export async function createSession(
  db: Db,
  customerId: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionTtlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

// Every signed-in request asks this, so it is prepared.
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      id: customers.id,
      email: customers.email,
      role: customers.role,
      companyName: customers.companyName,
      name: customers.name,
      surname: customers.surname,
      phoneNumber: customers.phoneNumber,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('find_session_customer'),
);

export async function findSessionCustomer(db: Db, token: string): Promise<SessionCustomer | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
  return row ?? null;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(sessionCookieName, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** preHandler: a signed-in customer or operator, else 401. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!request.customer) throw new HttpError(401, 'Please sign in to continue.');
}

/** preHandler: an operator, else 401 for visitors and 403 for customers. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.customer) throw new HttpError(401, 'Please sign in to continue.');
  if (request.customer.role !== 'operator') {
    throw new HttpError(403, 'This area is for operators only.');
  }
}

/** The signed-in customer of a request that passed requireCustomer. */
export function currentCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new HttpError(401, 'Please sign in to continue.');
  return request.customer;
}
