import { limits } from '@screenspot/contracts/limits';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repository from './repository';

export type Limit = {
  key: string;
  max: number;
  /** An account's count starts over at a success; an address's does not, or one good account would reset it. */
  resetsOnSuccess: boolean;
};

const windowMs = limits.signInWindowMinutes * 60_000;
const dayMs = 24 * 60 * 60_000;

export const tooManyAttempts = `Too many attempts. Please wait ${limits.signInWindowMinutes} minutes and try again.`;

/**
 * Counts an attempt against each limit before the work is done, so parallel requests on any
 * instance cannot slip past it; `succeeded` then clears the account's count. Refuses with 429 once
 * a key has more failures in the window than its limit allows.
 */
export async function takeAttempt(db: Db, keyed: Limit[]): Promise<{ succeeded(): Promise<void> }> {
  const ids = await repository.insertAttempts(
    db,
    keyed.map((limit) => limit.key),
  );
  const since = new Date(Date.now() - windowMs);
  const before = new Date(Date.now() - dayMs);
  for (const limit of keyed) {
    await repository.pruneAttempts(db, limit.key, before);
    const failures = await repository.countRecentFailures(
      db,
      limit.key,
      since,
      limit.resetsOnSuccess,
    );
    if (failures > limit.max) throw new HttpError(429, tooManyAttempts);
  }
  return { succeeded: () => repository.markAttemptsSucceeded(db, ids) };
}

export const signInLimits = (email: string, ip: string): Limit[] => [
  {
    key: `sign-in:account:${email}`,
    max: limits.signInMaxFailuresPerAccount,
    resetsOnSuccess: true,
  },
  { key: `sign-in:ip:${ip}`, max: limits.signInMaxFailuresPerIp, resetsOnSuccess: false },
];

export const passwordCheckLimits = (customerId: number): Limit[] => [
  {
    key: `password-check:account:${customerId}`,
    max: limits.signInMaxFailuresPerAccount,
    resetsOnSuccess: true,
  },
];

export const codeLimits = (ip: string): Limit[] => [
  { key: `code:ip:${ip}`, max: limits.codeMaxFailuresPerIp, resetsOnSuccess: false },
];
