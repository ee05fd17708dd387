import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '@screenspot/contracts/limits';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { codeGuessLimits, codeSendLimits, takeAttempt, type Limit } from './rate-limit';
import { codeErrors } from './code-errors';
import * as repository from './repository';
import type { CodeRow } from './repository';

export type CodePurpose =
  | 'register_email'
  | 'register_phone'
  | 'reset_email'
  | 'reset_phone'
  | 'reset_token'
  | 'change_email_old'
  | 'change_email_new'
  | 'change_phone_old'
  | 'change_phone_new'
  /** A client approving a proposal on its link (decision 0056): one purpose per proposal. */
  | `proposal:${number}`;

export { codeErrors } from './code-errors';

/** Codes are kept as keyed hashes: a copy of the table does not reveal them. */
export class CodeHasher {
  constructor(private readonly key: string) {}

  hash(customerId: number, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${customerId}:${purpose}:${code.trim().toUpperCase()}`)
      .digest('hex');
  }

  /** A reset token is long and random; its hash alone finds its row. */
  hashToken(token: string): string {
    return createHmac('sha256', this.key).update(`token:${token}`).digest('hex');
  }

  matches(row: CodeRow, code: string): boolean {
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(
      this.hash(row.customerId ?? 0, row.purpose as CodePurpose, code),
      'hex',
    );
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

export function newCode(): string {
  return String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

type IssueCode = {
  customerId: number;
  purpose: CodePurpose;
  channel: 'email' | 'sms';
  destination: string;
  payload?: Record<string, unknown>;
};

/** Replaces any open code of the same kind with a new one; answers the plain code to send. */
export async function issueCode(db: Db, hasher: CodeHasher, issue: IssueCode): Promise<string> {
  // Capped per destination, whichever flow sends: nobody can bomb a number or an inbox.
  await takeAttempt(db, codeSendLimits(issue.destination));
  const code = newCode();
  await repository.deleteOpenCodes(db, issue.customerId, issue.purpose);
  await repository.insertCode(db, {
    ...issue,
    payload: issue.payload ?? null,
    codeHash: hasher.hash(issue.customerId, issue.purpose, code),
    expiresAt: new Date(Date.now() + limits.codeTtlMinutes * 60_000),
  });
  return code;
}

/** At most one code of a kind a minute, whichever instance sent the last one. */
export async function assertResendAllowed(
  db: Db,
  customerId: number,
  purpose: CodePurpose,
): Promise<void> {
  if (!(await resendAllowed(db, customerId, purpose))) {
    throw new HttpError(429, codeErrors.resendTooSoon);
  }
}

/** Whether a new code may go out: the newest one of its kind is over a minute old, or none. */
export async function resendAllowed(
  db: Db,
  customerId: number,
  purpose: CodePurpose,
): Promise<boolean> {
  const last = await repository.findNewestCode(db, customerId, purpose);
  return !last || Date.now() - last.createdAt.getTime() >= limits.codeResendSeconds * 1000;
}

/**
 * Checks a typed code against the newest open code of its kind. Each try counts before the
 * comparison; after five the code is dead even for the right answer. Answers the row, still
 * unused: the caller marks it used together with the change it allows.
 */
export async function checkCode(
  db: Db,
  hasher: CodeHasher,
  customerId: number,
  purpose: CodePurpose,
  code: string,
  /** Wrong codes count per account unless the flow keys them elsewhere (a proposal's link). */
  guessLimits: Limit[] = codeGuessLimits(customerId),
): Promise<{ row: CodeRow } | { error: string }> {
  const row = await repository.findNewestCode(db, customerId, purpose);
  if (!row) return { error: codeErrors.missing };
  if (row.usedAt) return { error: codeErrors.used };
  if (row.expiresAt.getTime() <= Date.now()) return { error: codeErrors.expired };
  // Wrong codes also count per account across re-issued codes, so asking for new ones does not
  // buy more guesses.
  const attempt = await takeAttempt(db, guessLimits);
  if (!(await repository.takeCodeAttempt(db, row.id, limits.codeMaxAttempts))) {
    return { error: codeErrors.spent };
  }
  if (!hasher.matches(row, code)) return { error: codeErrors.wrong };
  await attempt.succeeded();
  return { row };
}

/** Marks codes used inside the caller's transaction; a code used meanwhile undoes it all. */
export async function useCodes(db: Db, rows: CodeRow[]): Promise<void> {
  for (const row of rows) {
    if (!(await repository.markCodeUsed(db, row.id))) throw new HttpError(400, codeErrors.used);
  }
}
