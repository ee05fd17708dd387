import type { Customer } from '@screenspot/contracts/customer';
import { messages } from '@screenspot/contracts/messages';
import type { z } from 'zod';
import type { loginSchema } from '@screenspot/contracts/auth';
import { HttpError } from '../../plugins/errors';
import { type AuthDeps, toCustomer } from './deps';
import { verifyPassword } from './passwords';
import * as repository from './repository';
import { assertSignInNotSlowed, signInLimits, takeAttempt } from './rate-limit';
import { completeSecondFactor, issueSecondFactorTicket, needsSecondFactor } from './second-factor';
import { createSession, deleteSession, type SessionCustomer } from './session';
import type { ErrorKey } from '../../error-messages';
import { contractMessage } from '../../i18n';

export const notConfirmedMessage: ErrorKey = 'signUp.notConfirmed';

/**
 * Checks the password and opens a new session. Any session the browser already had is ended, so
 * a token known before sign-in is worthless after it.
 */
export async function signIn(
  deps: AuthDeps,
  input: z.output<typeof loginSchema>,
  context: { ip: string; userAgent?: string; previousSessionId?: number },
): Promise<
  | { customer: Customer; session: { token: string; expiresAt: Date } }
  | { secondFactorTicket: string }
> {
  await assertSignInNotSlowed(deps.db, input.username);
  const attempt = await takeAttempt(deps.db, signInLimits(input.username, context.ip));
  const customer = await repository.findCustomerByEmail(deps.db, input.username);
  const passwordOk = await verifyPassword(customer?.passwordHash ?? null, input.password);
  if (!customer || !passwordOk) throw new HttpError(401, contractMessage(messages.userNotExists));
  await attempt.succeeded();
  if (!customer.confirmedAt) throw new HttpError(403, notConfirmedMessage);
  // An operator with a second factor gets a ticket, not a session: the code comes next.
  if (needsSecondFactor(customer)) {
    return { secondFactorTicket: await issueSecondFactorTicket(deps, customer.id) };
  }
  return { customer: toCustomer(customer), session: await openSession(deps, customer.id, context) };
}

/** The second step for an operator with a second factor: ticket and code give the session. */
export async function signInSecondFactor(
  deps: AuthDeps,
  input: { ticket: string; code: string },
  context: { userAgent?: string; previousSessionId?: number },
): Promise<{ customer: Customer; session: { token: string; expiresAt: Date } }> {
  const customer = await completeSecondFactor(deps, input.ticket, input.code);
  return { customer: toCustomer(customer), session: await openSession(deps, customer.id, context) };
}

async function openSession(
  deps: AuthDeps,
  customerId: number,
  context: { userAgent?: string; previousSessionId?: number },
) {
  if (context.previousSessionId !== undefined) {
    await deleteSession(deps.db, context.previousSessionId);
  }
  return createSession(deps.db, customerId, context.userAgent);
}

/** The session check's answer: the session lookup of the request already read the account. */
export function currentCustomerView(customer: SessionCustomer): Customer {
  return toCustomer(customer);
}
