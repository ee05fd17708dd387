import type {
  credentialsChangeSchema,
  credentialsConfirmSchema,
} from '@screenspot/contracts/account';
import type { Language } from '@screenspot/contracts/language';
import { messages } from '@screenspot/contracts/messages';
import type { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { assertResendAllowed, checkCode, issueCode, useCodes } from '../auth/codes';
import { mailCode, textCode } from '../auth/code-messages';
import type { AuthDeps } from '../auth/deps';
import { assertMobileNumber } from '../auth/phone';
import type { CodeRow } from '../auth/accounts';
import * as repository from '../auth/accounts';
import { accountMessages, assertPassword } from './service';

export const credentialsMessages = {
  codesSent: 'We sent codes to your current and your new contact details.',
  sameEmail: 'This is already your email address.',
  samePhone: 'This is already your phone number.',
  emailInUse: 'This email address is already in use.',
  phoneInUse: 'This phone number is already in use.',
  emailChanged: 'Your email address has been changed successfully.',
  phoneChanged: 'Your phone number has been changed successfully.',
  nothingPending: 'There is no change waiting for these codes. Please start again.',
} as const;

/**
 * Starts a change of email and/or phone: the password is checked, then one code goes to the
 * current address or number and one to the new one.
 */
export async function changeCredentials(
  deps: AuthDeps,
  customerId: number,
  input: z.output<typeof credentialsChangeSchema>,
): Promise<{ message: string }> {
  const customer = await assertPassword(
    deps,
    customerId,
    input.password,
    'password',
    accountMessages.wrongPassword,
  );
  const { emailToChange: email, phoneNumberToChange: phone } = input;

  if (email) {
    if (email === customer.email) fail(400, credentialsMessages.sameEmail, 'emailToChange');
    const holder = await repository.findCustomerByEmail(deps.db, email);
    if (holder) fail(409, credentialsMessages.emailInUse, 'emailToChange');
    await assertResendAllowed(deps.db, customer.id, 'change_email_new');
  }
  if (phone) {
    if (phone === customer.phoneNumber)
      fail(400, credentialsMessages.samePhone, 'phoneNumberToChange');
    assertMobileNumber(phone, 'phoneNumberToChange');
    const holder = await repository.findConfirmedCustomerByPhone(deps.db, phone);
    if (holder) fail(409, credentialsMessages.phoneInUse, 'phoneNumberToChange');
    await assertResendAllowed(deps.db, customer.id, 'change_phone_new');
  }

  if (email) {
    await sendChangeCodes(deps, customer, 'email', { from: customer.email, to: email }, { email });
  }
  if (phone) {
    const numbers = { from: customer.phoneNumber, to: phone };
    await sendChangeCodes(deps, customer, 'phone', numbers, { phoneNumber: phone });
  }
  return { message: credentialsMessages.codesSent };
}

const changeChannels = {
  email: { channel: 'email', send: mailCode },
  phone: { channel: 'sms', send: textCode },
} as const;

/**
 * Issues the two codes of a change together, one for the current address or number and one for
 * the new (which carries the new value), then sends each to its own.
 */
async function sendChangeCodes(
  deps: AuthDeps,
  customer: { id: number; language: Language },
  field: keyof typeof changeChannels,
  address: { from: string; to: string },
  payload: Record<string, string>,
): Promise<void> {
  const { channel, send } = changeChannels[field];
  const [oldCode, newCode] = await deps.db.transaction(async (tx) => [
    await issueCode(tx, deps.hasher, {
      customerId: customer.id,
      purpose: `change_${field}_old`,
      channel,
      destination: address.from,
    }),
    await issueCode(tx, deps.hasher, {
      customerId: customer.id,
      purpose: `change_${field}_new`,
      channel,
      destination: address.to,
      payload,
    }),
  ]);
  await send(deps.messenger, address.from, 'change_old', oldCode!, customer.language);
  await send(deps.messenger, address.to, 'change_new', newCode!, customer.language);
}

type CodePair = { current: CodeRow; next: CodeRow };

/**
 * Applies a pending change once both of its codes are right. A new email ends every session: it
 * is the username, so the customer signs in again with it.
 */
export async function confirmCredentials(
  deps: AuthDeps,
  customerId: number,
  input: z.output<typeof credentialsConfirmSchema>,
) {
  const wantsEmail = Boolean(input.otpEmailToChange || input.otpEmail);
  const wantsPhone = Boolean(input.otpMobileToChange || input.otpMobile);
  if (!wantsEmail && !wantsPhone) fail(400, messages.required, 'otpEmailToChange');

  const errors: Record<string, string> = {};
  const check = async (purpose: Parameters<typeof checkCode>[3], field: string, code?: string) => {
    if (!code) {
      errors[field] = messages.required;
      return null;
    }
    const result = await checkCode(deps.db, deps.hasher, customerId, purpose, code);
    if ('error' in result) {
      errors[field] = result.error;
      return null;
    }
    return result.row;
  };
  const pair = async (
    next: [Parameters<typeof checkCode>[3], string, string | undefined],
    current: [Parameters<typeof checkCode>[3], string, string | undefined],
  ): Promise<CodePair | null> => {
    const nextRow = await check(...next);
    const currentRow = await check(...current);
    return nextRow && currentRow ? { next: nextRow, current: currentRow } : null;
  };

  const emailCodes = wantsEmail
    ? await pair(
        ['change_email_new', 'otpEmailToChange', input.otpEmailToChange],
        ['change_email_old', 'otpEmail', input.otpEmail],
      )
    : null;
  const phoneCodes = wantsPhone
    ? await pair(
        ['change_phone_new', 'otpMobileToChange', input.otpMobileToChange],
        ['change_phone_old', 'otpMobile', input.otpMobile],
      )
    : null;
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, Object.values(errors)[0]!, errors);
  }

  const updated = await deps.db.transaction(async (tx) => {
    const changes: { email?: string; phoneNumber?: string } = {};
    if (emailCodes) {
      const email = String(emailCodes.next.payload?.email ?? '');
      await repository.lockIdentity(tx, `email:${email}`);
      if (!email) fail(400, credentialsMessages.nothingPending, 'otpEmailToChange');
      if (await repository.findCustomerByEmail(tx, email)) {
        fail(409, credentialsMessages.emailInUse, 'otpEmailToChange');
      }
      await useCodes(tx, [emailCodes.next, emailCodes.current]);
      changes.email = email;
    }
    if (phoneCodes) {
      const phoneNumber = String(phoneCodes.next.payload?.phoneNumber ?? '');
      await repository.lockIdentity(tx, `phone:${phoneNumber}`);
      if (!phoneNumber) fail(400, credentialsMessages.nothingPending, 'otpMobileToChange');
      if (await repository.findConfirmedCustomerByPhone(tx, phoneNumber)) {
        fail(409, credentialsMessages.phoneInUse, 'otpMobileToChange');
      }
      await useCodes(tx, [phoneCodes.next, phoneCodes.current]);
      changes.phoneNumber = phoneNumber;
    }
    const row = await repository.updateCustomer(tx, customerId, changes);
    if (changes.email) await repository.deleteSessionsOf(tx, customerId);
    return row!;
  });

  return {
    message: emailCodes ? credentialsMessages.emailChanged : credentialsMessages.phoneChanged,
    username: updated.email,
    phoneNumber: updated.phoneNumber,
    signedOut: Boolean(emailCodes),
  };
}

function fail(status: number, message: string, field: string): never {
  throw new HttpError(status, message, { [field]: message });
}
