import { limits } from '@screenspot/contracts/limits';
import type { Db } from '../../db/client';
import { TooManyRequests } from '../../plugins/errors';
import { codeErrors } from './code-errors';
import * as repository from './repository';
import { message, type ErrorKey, type ErrorText } from '../../error-messages';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const signInWindowMs = limits.signInWindowMinutes * minuteMs;

export type Limit = {
  key: string;
  max: number;
  /** How far back failures count; a refusal lasts until the oldest of them leaves the window. */
  windowMs: number;
  /** An account's count starts over at a success; an address's does not, or one good account would reset it. */
  resetsOnSuccess: boolean;
  /** The refusal's message, by key (decision 0058). */
  message: ErrorText;
};

export const tooManyAttempts = message('limits.tooManyAttempts', {
  minutes: limits.signInWindowMinutes,
});
export const tooManyCodeTries: ErrorKey = 'limits.tooManyCodeTries';
export const tooManyCodesSent: ErrorKey = 'limits.tooManyCodesSent';
export const slowDown: ErrorKey = 'limits.slowDown';

/**
 * Counts an attempt against each limit before the work is done, so parallel requests on any
 * instance cannot slip past it; `succeeded` then clears the account's count. Refuses with 429 and
 * Retry-After once a key has more failures in its window than its limit allows. Every key is
 * something a client cannot forge: an account, a destination, the socket's address.
 */
export async function takeAttempt(db: Db, keyed: Limit[]): Promise<{ succeeded(): Promise<void> }> {
  const keys = [...new Set(keyed.map((limit) => limit.key))];
  const ids = await repository.insertAttempts(db, keys);
  const now = Date.now();
  for (const key of keys) await repository.pruneAttempts(db, key, new Date(now - dayMs));
  for (const limit of keyed) {
    const since = new Date(now - limit.windowMs);
    const failures = await repository.recentFailures(db, limit.key, since, limit.resetsOnSuccess);
    if (failures.count > limit.max) {
      // A refused try is not counted: the refusal ends when the window passes, not later.
      await repository.deleteAttempts(db, ids);
      const oldest = failures.oldest?.getTime() ?? now;
      throw new TooManyRequests(limit.message, (oldest + limit.windowMs - now) / 1000);
    }
  }
  return { succeeded: () => repository.markAttemptsSucceeded(db, ids) };
}

/**
 * Slows, rather than blocks, a key with many failures: past `after` failures in the window, one
 * try per `everyMs`. Checked before the attempt is counted, so refused tries cost nothing.
 */
export async function assertNotSlowed(
  db: Db,
  key: string,
  rule: { after: number; everyMs: number; windowMs: number },
): Promise<void> {
  const now = Date.now();
  const failures = await repository.recentFailures(db, key, new Date(now - rule.windowMs), true);
  if (failures.count < rule.after) return;
  const last = await repository.newestAttempt(db, key);
  const wait = last ? last.getTime() + rule.everyMs - now : 0;
  if (wait > 0) throw new TooManyRequests(slowDown, wait / 1000);
}

const signInAccountKey = (email: string) => `sign-in:account:${email}`;

/**
 * Wrong passwords count per (account, address): five in 15 minutes shut that address out of that
 * account only, so failures from elsewhere never lock the owner out. Each address also has a
 * ceiling across accounts. Account-wide, past 20 failures the account is slowed, never blocked.
 */
export const signInLimits = (email: string, ip: string): Limit[] => [
  {
    key: `sign-in:account-ip:${email}:${ip}`,
    max: limits.signInMaxFailuresPerAccount,
    windowMs: signInWindowMs,
    resetsOnSuccess: true,
    message: tooManyAttempts,
  },
  {
    key: `sign-in:ip:${ip}`,
    max: limits.signInMaxFailuresPerIp,
    windowMs: signInWindowMs,
    resetsOnSuccess: false,
    message: tooManyAttempts,
  },
  // Counted, never refused on its own (Infinity): it feeds the account-wide slow-down.
  {
    key: signInAccountKey(email),
    max: Number.POSITIVE_INFINITY,
    windowMs: signInWindowMs,
    resetsOnSuccess: true,
    message: tooManyAttempts,
  },
];

export const assertSignInNotSlowed = (db: Db, email: string) =>
  assertNotSlowed(db, signInAccountKey(email), {
    after: limits.signInAccountSlowAfter,
    everyMs: limits.signInAccountSlowSeconds * 1000,
    windowMs: signInWindowMs,
  });

export const passwordCheckLimits = (customerId: number): Limit[] => [
  {
    key: `password-check:account:${customerId}`,
    max: limits.signInMaxFailuresPerAccount,
    windowMs: signInWindowMs,
    resetsOnSuccess: true,
    message: tooManyAttempts,
  },
];

/** Code checks from one address, whatever the account. */
export const codeLimits = (ip: string): Limit[] => [
  {
    key: `code:ip:${ip}`,
    max: limits.codeMaxFailuresPerIp,
    windowMs: signInWindowMs,
    resetsOnSuccess: false,
    message: tooManyAttempts,
  },
];

/** An hourly and a daily cap on one key; a success resets neither. */
const hourlyAndDaily = (
  key: string,
  max: { hour: number; day: number },
  message: ErrorText,
): Limit[] => [
  { key, max: max.hour, windowMs: hourMs, resetsOnSuccess: false, message },
  { key, max: max.day, windowMs: dayMs, resetsOnSuccess: false, message },
];

/** Wrong codes per account, across every code it was sent: a new code does not reset them. */
export const codeGuessLimits = (customerId: number): Limit[] =>
  hourlyAndDaily(
    `code:account:${customerId}`,
    { hour: limits.codeMaxFailuresPerAccountHour, day: limits.codeMaxFailuresPerAccountDay },
    tooManyCodeTries,
  );

const sendKey = (destination: string) => `send:to:${destination.toLowerCase()}`;

/**
 * At most one password-reset request a minute for one typed address, known account or not, so
 * the answer's timing and status tell nothing. Counts the request when it passes.
 */
export async function assertResetNotTooSoon(db: Db, destination: string): Promise<void> {
  const key = `reset:to:${destination.toLowerCase()}`;
  const last = await repository.newestAttempt(db, key);
  const wait = last ? last.getTime() + limits.codeResendSeconds * 1000 - Date.now() : 0;
  if (wait > 0) throw new TooManyRequests(codeErrors.resendTooSoon, wait / 1000);
  await repository.insertAttempts(db, [key]);
}

/** Codes sent to one email address or phone number, whichever flow sends them. */
export const codeSendLimits = (destination: string): Limit[] =>
  hourlyAndDaily(
    sendKey(destination),
    { hour: limits.codesPerDestinationHour, day: limits.codesPerDestinationDay },
    tooManyCodesSent,
  );

/** Requests that send codes (sign-up, resend, reset) from one address. */
export const codeRequestLimits = (ip: string): Limit[] =>
  hourlyAndDaily(
    `send:ip:${ip}`,
    { hour: limits.codeRequestsPerIpHour, day: limits.codeRequestsPerIpDay },
    tooManyCodesSent,
  );

/**
 * A slot among `max` for work that takes a while (an upload), held until `release`. Slots are rows
 * in the attempts table, so every instance sees them; a slot whose holder died is ignored after
 * `staleMs`. Insert first, then count: two requests racing for the last slot may both be refused,
 * never both admitted.
 */
export async function takeSlot(
  db: Db,
  key: string,
  rule: { max: number; staleMs: number; message: ErrorText },
): Promise<{ release(): Promise<void> }> {
  const ids = await repository.insertAttempts(db, [key]);
  const held = await repository.recentFailures(db, key, new Date(Date.now() - rule.staleMs), false);
  if (held.count > rule.max) {
    await repository.deleteAttempts(db, ids);
    throw new TooManyRequests(rule.message, 10);
  }
  return { release: () => repository.deleteAttempts(db, ids) };
}

export const uploadsPerHour = 20;
export const concurrentUploads = 2;

/** Uploads per account: 20 an hour and 2 at a time, whichever instance receives them. */
export async function takeUploadSlot(db: Db, customerId: number) {
  await takeAttempt(db, [
    {
      key: `upload:account:${customerId}`,
      max: uploadsPerHour,
      windowMs: hourMs,
      resetsOnSuccess: false,
      message: 'limits.uploadsPerHour',
    },
  ]);
  return takeSlot(db, `upload:active:${customerId}`, {
    max: concurrentUploads,
    // The longest an upload may run (the request timeout) before its slot is ignored.
    staleMs: 15 * minuteMs,
    message: 'limits.uploadsAtOnce',
  });
}
