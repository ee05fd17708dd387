import type {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
} from '@screenspot/contracts/auth';
import { limits } from '@screenspot/contracts/limits';
import type { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { checkCode, issueCode, newToken, useCodes } from './codes';
import { mailCode, textCode } from './code-messages';
import type { AuthDeps } from './deps';
import { assertUncommonPassword } from './password-strength';
import { hashPassword } from './passwords';
import * as repository from './repository';
import {
  assertResetNotTooSoon,
  codeLimits,
  codeRequestLimits,
  codeSendLimits,
  takeAttempt,
} from './rate-limit';
import { messageOfWords, type AnswerKey } from '../../i18n';

type Channel = { channel: 'email'; email: string } | { channel: 'sms'; phoneNumber: string };

export const resetMessages = {
  tokenInvalid: 'code.resetExpired',
  codeSent: 'codeSent',
  passwordChanged: 'passwordChanged',
} as const;

async function findAccount(deps: AuthDeps, input: Channel) {
  const customer =
    input.channel === 'email'
      ? await repository.findCustomerByEmail(deps.db, input.email)
      : await repository.findConfirmedCustomerByPhone(deps.db, input.phoneNumber);
  return customer?.confirmedAt ? customer : null;
}

/**
 * Sends a reset code to the account's email or phone; a resend is the same call. It answers the
 * same way whether or not an account uses the address, so it cannot be used to find accounts; an
 * unknown address is counted against the same limits and gets no message.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: z.output<typeof passwordResetRequestSchema>,
  ip: string,
): Promise<{ message: AnswerKey }> {
  await takeAttempt(deps.db, codeRequestLimits(ip));
  const customer = await findAccount(deps, input);
  const typed = input.channel === 'email' ? input.email : input.phoneNumber;
  await assertResetNotTooSoon(deps.db, typed);
  if (!customer) {
    await takeAttempt(deps.db, codeSendLimits(typed));
    return { message: resetMessages.codeSent };
  }
  const purpose = input.channel === 'email' ? 'reset_email' : 'reset_phone';
  const destination = destinationOf(customer, input.channel);
  const code = await issueCode(deps.db, deps.hasher, {
    customerId: customer.id,
    purpose,
    channel: input.channel,
    destination,
  });
  const send = input.channel === 'email' ? mailCode : textCode;
  await send(deps.messenger, destination, 'reset', code, customer.language);
  return { message: resetMessages.codeSent };
}

function destinationOf(
  customer: { email: string; phoneNumber: string },
  channel: 'email' | 'sms',
): string {
  return channel === 'email' ? customer.email : customer.phoneNumber;
}

/** A right code is exchanged for a reset token that allows one password change. */
export async function verifyPasswordReset(
  deps: AuthDeps,
  input: z.output<typeof passwordResetVerifySchema>,
  ip: string,
): Promise<{ token: string; username?: string; phoneNumber?: string }> {
  const attempt = await takeAttempt(deps.db, codeLimits(ip));
  const field = input.channel === 'email' ? 'otpEmail' : 'otpMobile';
  const customer = await findAccount(deps, input);
  const purpose = input.channel === 'email' ? 'reset_email' : 'reset_phone';
  const checked = customer
    ? await checkCode(deps.db, deps.hasher, customer.id, purpose, input.code)
    : { error: 'There is no code waiting for this. Ask for a new one.' };
  if ('error' in checked) {
    const text = messageOfWords(checked.error, 'code.missing');
    throw new HttpError(400, text, { [field]: text });
  }

  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await useCodes(tx, [checked.row]);
    await repository.deleteOpenCodes(tx, customer!.id, 'reset_token');
    await repository.insertCode(tx, {
      customerId: customer!.id,
      purpose: 'reset_token',
      channel: input.channel,
      destination: checked.row.destination,
      codeHash: deps.hasher.hashToken(token),
      expiresAt: new Date(Date.now() + limits.resetTokenTtlMinutes * 60_000),
    });
  });
  await attempt.succeeded();
  return input.channel === 'email'
    ? { token, username: customer!.email }
    : { token, phoneNumber: customer!.phoneNumber };
}

/** Sets the new password and ends every session of the account. */
export async function confirmPasswordReset(
  deps: AuthDeps,
  input: z.output<typeof passwordResetConfirmSchema>,
): Promise<{ message: AnswerKey }> {
  const row = await repository.findCodeByHash(
    deps.db,
    'reset_token',
    deps.hasher.hashToken(input.otp),
  );
  if (!row || !row.customerId || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new HttpError(400, resetMessages.tokenInvalid);
  }
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await useCodes(tx, [row]);
    await repository.updateCustomer(tx, row.customerId!, { passwordHash });
    await repository.deleteSessionsOf(tx, row.customerId!);
  });
  return { message: resetMessages.passwordChanged };
}
