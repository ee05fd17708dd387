import type { z } from 'zod';
import type {
  confirmRegistrationSchema,
  registerSchema,
  resendRegistrationSchema,
} from '@screenspot/contracts/auth';
import { messages } from '@screenspot/contracts/messages';
import { HttpError } from '../../plugins/errors';
import { assertResendAllowed, checkCode, issueCode, useCodes } from './codes';
import { mailCode, textCode } from './code-messages';
import { type AuthDeps, toCustomer } from './deps';
import { hashPassword } from './passwords';
import { assertMobileNumber } from './phone';
import * as repository from './repository';
import { codeLimits, takeAttempt } from './rate-limit';

const phoneInUse = 'This phone number is already in use.';
const noPendingSignUp = 'There is no sign-up waiting for these codes. Please sign up again.';

/**
 * Creates an unconfirmed account and sends a code to its email and another to its phone. An email
 * that signed up but never confirmed may sign up again: nobody owns it yet.
 */
export async function register(
  deps: AuthDeps,
  input: z.output<typeof registerSchema>,
): Promise<{ userId: number }> {
  assertMobileNumber(input.phoneNumber, 'phoneNumber');
  const passwordHash = await hashPassword(input.password);
  const details = {
    email: input.email,
    phoneNumber: input.phoneNumber,
    companyName: input.companyName,
    name: input.name,
    surname: input.surname,
    passwordHash,
  };

  const { customerId, emailCode, smsCode } = await deps.db.transaction(async (tx) => {
    await repository.lockIdentity(tx, `email:${input.email}`);
    await repository.lockIdentity(tx, `phone:${input.phoneNumber}`);
    const existing = await repository.findCustomerByEmail(tx, input.email);
    if (existing?.confirmedAt) throw new HttpError(409, messages.userAlreadyExists);
    if (await repository.findConfirmedCustomerByPhone(tx, input.phoneNumber)) {
      throw new HttpError(409, messages.userAlreadyExists, { phoneNumber: phoneInUse });
    }
    if (existing) await assertResendAllowed(tx, existing.id, 'register_email');
    const row = existing
      ? await repository.updateCustomer(tx, existing.id, details)
      : await repository.insertCustomer(tx, details);
    const id = row!.id;
    return {
      customerId: id,
      emailCode: await issueCode(tx, deps.hasher, {
        customerId: id,
        purpose: 'register_email',
        channel: 'email',
        destination: input.email,
      }),
      smsCode: await issueCode(tx, deps.hasher, {
        customerId: id,
        purpose: 'register_phone',
        channel: 'sms',
        destination: input.phoneNumber,
      }),
    };
  });

  await mailCode(deps.messenger, input.email, 'register', emailCode);
  await textCode(deps.messenger, input.phoneNumber, 'register', smsCode);
  return { userId: customerId };
}

/**
 * Sends a new registration code: to the email when the username is given, to the phone when the
 * number is given (both when both are). They must be the pending account's own.
 */
export async function resendRegistrationCodes(
  deps: AuthDeps,
  input: z.output<typeof resendRegistrationSchema>,
): Promise<{ message: string }> {
  const customer = await repository.findCustomerById(deps.db, input.customerId);
  const wantsEmail = Boolean(input.username);
  const wantsSms = Boolean(input.phoneNumber);
  const matches =
    customer &&
    !customer.confirmedAt &&
    (!wantsEmail || input.username!.toLowerCase() === customer.email) &&
    (!wantsSms || digits(input.phoneNumber!) === digits(customer.phoneNumber));
  if (!matches) throw new HttpError(404, noPendingSignUp);

  if (wantsEmail) await assertResendAllowed(deps.db, customer.id, 'register_email');
  if (wantsSms) await assertResendAllowed(deps.db, customer.id, 'register_phone');
  if (wantsEmail) {
    const code = await issueCode(deps.db, deps.hasher, {
      customerId: customer.id,
      purpose: 'register_email',
      channel: 'email',
      destination: customer.email,
    });
    await mailCode(deps.messenger, customer.email, 'register', code);
  }
  if (wantsSms) {
    const code = await issueCode(deps.db, deps.hasher, {
      customerId: customer.id,
      purpose: 'register_phone',
      channel: 'sms',
      destination: customer.phoneNumber,
    });
    await textCode(deps.messenger, customer.phoneNumber, 'register', code);
  }
  return { message: 'We sent you a new code.' };
}

/** Both codes right: the account is confirmed and may sign in. */
export async function confirmRegistration(
  deps: AuthDeps,
  input: z.output<typeof confirmRegistrationSchema>,
  ip: string,
): Promise<{ phoneNumber: string; username: string }> {
  const attempt = await takeAttempt(deps.db, codeLimits(ip));
  const customer = await repository.findCustomerById(deps.db, input.customerId);
  if (!customer || customer.confirmedAt) throw new HttpError(400, noPendingSignUp);

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
    throw new HttpError(400, Object.values(errors)[0]!, errors);
  }

  const confirmed = await deps.db.transaction(async (tx) => {
    await repository.lockIdentity(tx, `phone:${customer.phoneNumber}`);
    const holder = await repository.findConfirmedCustomerByPhone(tx, customer.phoneNumber);
    if (holder) throw new HttpError(409, messages.userAlreadyExists, { otpMobile: phoneInUse });
    await useCodes(tx, [email.row, sms.row]);
    return repository.updateCustomer(tx, customer.id, { confirmedAt: new Date() });
  });
  await attempt.succeeded();
  const view = toCustomer(confirmed!);
  return { phoneNumber: view.phoneNumber, username: view.username };
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}
