import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { sessionIdleDays, sessionTtlDays } from './session-rules';
import * as sessionsRepository from './sessions.repository';

/** The cookie's name over http (local use); behind https it is `__Host-sid` and Secure. */
export const sessionCookieName = 'sid';
export const secureSessionCookieName = '__Host-sid';
export { sessionIdleDays, sessionTtlDays } from './session-rules';
/** last_seen_at is written at most this often per session. */
const lastSeenEveryMs = 5 * 60_000;

/**
 * The session cookie's name and Secure flag, from the configured public address: https gives the
 * `__Host-` prefix (Secure, whole site, no Domain). A request header never decides it.
 */
export function sessionCookie(config: Pick<Config, 'PUBLIC_URL'>): {
  name: string;
  secure: boolean;
} {
  const secure = config.PUBLIC_URL?.startsWith('https:') ?? false;
  return secure
    ? { name: secureSessionCookieName, secure: true }
    : { name: sessionCookieName, secure: false };
}

/** The signed-in account as every request sees it: enough to answer the session check too. */
export type SessionCustomer = {
  id: number;
  email: string;
  role: 'customer' | 'operator';
  companyName: string;
  trn: string | null;
  name: string;
  surname: string;
  phoneNumber: string;
  language: 'en' | 'ar';
  currency: 'USD' | 'AED';
  sessionId: number;
  /** An operator who set up a second factor (production asks every operator for one). */
  secondFactorEnabled: boolean;
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
  await sessionsRepository.insertSession(db, {
    tokenHash: hashToken(token),
    customerId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The session's account, or null when the token is unknown, expired or idle for 7 days. */
export async function findSessionCustomer(db: Db, token: string): Promise<SessionCustomer | null> {
  const row = await sessionsRepository.sessionCustomer(db, hashToken(token));
  if (!row) return null;
  const { lastSeenAt, secondFactorEnabledAt, ...rest } = row;
  const customer = { ...rest, secondFactorEnabled: secondFactorEnabledAt !== null };
  if (Date.now() - lastSeenAt.getTime() > lastSeenEveryMs) {
    await sessionsRepository.touchSession(db, row.sessionId, lastSeenEveryMs);
  }
  return customer;
}

export type DeviceSession = {
  id: number;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/** The account's live sessions, most recently used first. */
export function listSessions(db: Db, customerId: number): Promise<DeviceSession[]> {
  return sessionsRepository.liveSessions(db, customerId, sessionIdleDays);
}

/** Ends every session of the account but the one given; answers how many ended. */
export function endOtherSessions(db: Db, customerId: number, keepSessionId: number) {
  return sessionsRepository.deleteOtherSessions(db, customerId, keepSessionId);
}

export function deleteSession(db: Db, sessionId: number): Promise<void> {
  return sessionsRepository.deleteSession(db, sessionId);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
): void {
  const cookie = sessionCookie(request.server.deps.config);
  reply.setCookie(cookie.name, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const cookie = sessionCookie(request.server.deps.config);
  reply.clearCookie(cookie.name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
  });
}

/** preHandler: a signed-in customer or operator, else 401. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!request.customer) throw new HttpError(401, 'signInToContinue');
}

/** preHandler: an operator, else 401 for visitors and 403 for customers. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.customer) throw new HttpError(401, 'signInToContinue');
  if (request.customer.role !== 'operator') {
    throw new HttpError(403, 'operatorsOnly');
  }
}

/** The signed-in customer of a request that passed requireCustomer. */
export function currentCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new HttpError(401, 'signInToContinue');
  return request.customer;
}
