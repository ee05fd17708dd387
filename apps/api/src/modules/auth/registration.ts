import type { z } from 'zod';
import type {
  confirmRegistrationSchema,
  registerSchema,
  resendRegistrationSchema,
} from '@screenspot/contracts/auth';
import { defaultLanguage, type Language } from '@screenspot/contracts/language';
import { limits } from '@screenspot/contracts/limits';
import { messages } from '@screenspot/contracts/messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { checkCode, issueCode, resendAllowed, useCodes } from './codes';
import { mailCode, textCode } from './code-messages';
import { type AuthDeps, toCustomer } from './deps';
import { assertUncommonPassword } from './password-strength';
import { hashPassword } from './passwords';
import { assertMobileNumber } from './phone';
import * as repository from './repository';
import { codeLimits, codeRequestLimits, takeAttempt } from './rate-limit';
import type { ErrorKey } from '../../error-messages';
import { contractMessage, messageOfWords, fieldMessages, type AnswerKey } from '../../i18n';

const phoneInUse = 'This phone number is already in use.';
const noPendingSignUp: ErrorKey = 'signUp.noPending';

/** A sign-up code for the pending account, to its email or to its phone. */
function issueSignUpCode(
  db: Db,
  deps: Pick<AuthDeps, 'hasher'>,
  customerId: number,
  channel: 'email' | 'sms',
  destination: string,
) {
  const purpose = channel === 'email' ? 'register_email' : 'register_phone';
  return issueCode(db, deps.hasher, { customerId, purpose, channel, destination });
}

/**
 * Creates an unconfirmed account and sends a code to its email and another to its phone. An
 * unconfirmed sign-up owns nothing: a new sign-up for the same email starts over with a new
 * account, so an earlier sign-up's password or codes never carry over to whoever confirms.
 */
export async function register(
  deps: AuthDeps,
  input: z.output<typeof registerSchema>,
  ip: string,
  /** From the sign-up's Accept-Language: the account's language and that of its codes. */
  language: Language = defaultLanguage,
): Promise<{ userId: number }> {
  // Cheap refusals first: the input is checked and the address counted before any hashing.
  assertMobileNumber(input.phoneNumber, 'phoneNumber');
  await takeAttempt(deps.db, codeRequestLimits(ip));
  assertUncommonPassword(input.password, 'password', [
    input.email,
    input.name,
    input.surname,
    input.companyName,
  ]);
  const passwordHash = await hashPassword(input.password);
  const details = {
    email: input.email,
    phoneNumber: input.phoneNumber,
    companyName: input.companyName,
    name: input.name,
    surname: input.surname,
    passwordHash,
    language,
  };

  const { customerId, emailCode, smsCode } = await deps.db.transaction(async (tx) => {
    await repository.lockIdentity(tx, `email:${input.email}`);
    await repository.lockIdentity(tx, `phone:${input.phoneNumber}`);
    const existing = await repository.findCustomerByEmail(tx, input.email);
    if (existing?.confirmedAt)
      throw new HttpError(409, contractMessage(messages.userAlreadyExists));
    if (await repository.findConfirmedCustomerByPhone(tx, input.phoneNumber)) {
      throw new HttpError(409, contractMessage(messages.userAlreadyExists), {
        phoneNumber: contractMessage(phoneInUse),
      });
    }
    if (existing) await repository.deleteCustomer(tx, existing.id);
    const { id } = await repository.insertCustomer(tx, details);
    return {
      customerId: id,
      emailCode: await issueSignUpCode(tx, deps, id, 'email', input.email),
      smsCode: await issueSignUpCode(tx, deps, id, 'sms', input.phoneNumber),
    };
  });

  await mailCode(deps.messenger, input.email, 'register', emailCode, language);
  await textCode(deps.messenger, input.phoneNumber, 'register', smsCode, language);
  return { userId: customerId };
}

/**
 * Sends a new registration code: to the email when the username is given, to the phone when the
 * number is given (both when both are), if they are the pending account's own and its last code
 * is over a minute old. The answer is the same whatever happened, so it tells nobody which
 * sign-ups exist (the per-address limit still answers 429, to everyone alike).
 */
export async function resendRegistrationCodes(
  deps: AuthDeps,
  input: z.output<typeof resendRegistrationSchema>,
  ip: string,
): Promise<{ message: AnswerKey }> {
  await takeAttempt(deps.db, codeRequestLimits(ip));
  const sent = { message: 'newCodeSent' as const };
  const customer = await pendingSignUp(deps, input.customerId);
  const wantsEmail = Boolean(input.username);
  const wantsSms = Boolean(input.phoneNumber);
  const matches =
    customer &&
    (!wantsEmail || input.username!.toLowerCase() === customer.email) &&
    (!wantsSms || digits(input.phoneNumber!) === digits(customer.phoneNumber));
  if (!matches) return sent;

  if (wantsEmail && (await resendAllowed(deps.db, customer.id, 'register_email'))) {
    const code = await issueSignUpCode(deps.db, deps, customer.id, 'email', customer.email);
    await mailCode(deps.messenger, customer.email, 'register', code, customer.language);
  }
  if (wantsSms && (await resendAllowed(deps.db, customer.id, 'register_phone'))) {
    const code = await issueSignUpCode(deps.db, deps, customer.id, 'sms', customer.phoneNumber);
    await textCode(deps.messenger, customer.phoneNumber, 'register', code, customer.language);
  }
  return sent;
}

/** Both codes right: the account is confirmed and may sign in. */
export async function confirmRegistration(
  deps: AuthDeps,
  input: z.output<typeof confirmRegistrationSchema>,
  ip: string,
): Promise<{ phoneNumber: string; username: string }> {
  const attempt = await takeAttempt(deps.db, codeLimits(ip));
  const customer = await pendingSignUp(deps, input.customerId);
  if (!customer) throw new HttpError(400, noPendingSignUp);

  const email = await checkCode(
    deps.db,
    deps.hasher,
    customer.id,
    'register_email',
    input.otpEmail,
  );
  const sms = await checkCode(deps.db, deps.hasher, customer.id, 'register_phone', input.otpMobile);
  if ('error' in email || 'error' in sms) {
    const errors: Record<string, string> = {};
    if ('error' in email) errors.otpEmail = email.error;
    if ('error' in sms) errors.otpMobile = sms.error;
    throw new HttpError(
      400,
      messageOfWords(Object.values(errors)[0]!, 'invalidRequest'),
      fieldMessages(errors),
    );
  }

  const confirmed = await deps.db.transaction(async (tx) => {
    await repository.lockIdentity(tx, `phone:${customer.phoneNumber}`);
    const holder = await repository.findConfirmedCustomerByPhone(tx, customer.phoneNumber);
    if (holder)
      throw new HttpError(409, contractMessage(messages.userAlreadyExists), {
        otpMobile: contractMessage(phoneInUse),
      });
    await useCodes(tx, [email.row, sms.row]);
    return repository.updateCustomer(tx, customer.id, { confirmedAt: new Date() });
  });
  await attempt.succeeded();
  const view = toCustomer(confirmed!);
  return { phoneNumber: view.phoneNumber, username: view.username };
}

/**
 * The unconfirmed sign-up with this id, or null once it is confirmed or gone quiet: a sign-up is
 * forgotten 24 hours after its last code (housekeeping then deletes it).
 */
async function pendingSignUp(deps: AuthDeps, customerId: number) {
  const customer = await repository.findCustomerById(deps.db, customerId);
  if (!customer || customer.confirmedAt) return null;
  const lastCode = await repository.lastCodeSentAt(deps.db, customer.id);
  const since = lastCode ?? customer.createdAt;
  const expired = Date.now() - since.getTime() > limits.unconfirmedSignUpHours * 3_600_000;
  return expired ? null : customer;
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}
