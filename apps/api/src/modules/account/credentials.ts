import type {
  credentialsChangeSchema,
  credentialsConfirmSchema,
} from '@screenspot/contracts/account';
import type { Language } from '@screenspot/contracts/language';
import { messages } from '@screenspot/contracts/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  accounts as repository,
  assertMobileNumber,
  assertResendAllowed,
  checkCode,
  issueCode,
  mailCode,
  textCode,
  useCodes,
  type AuthDeps,
  type CodeRow,
} from '../auth';
import { accountMessages, assertPassword } from './service';
import { messageOfWords, fieldMessages, type AnswerKey } from '../../i18n';

export const credentialsMessages = {
  codesSent: 'codesSent',
  sameEmail: 'This is already your email address.',
  samePhone: 'This is already your phone number.',
  emailInUse: 'This email address is already in use.',
  phoneInUse: 'This phone number is already in use.',
  emailChanged: 'emailChanged',
  phoneChanged: 'phoneChanged',
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
): Promise<{ message: AnswerKey }> {
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

  if (email) await sendChangeCodes(deps, customer, 'email', customer.email, email);
  if (phone) await sendChangeCodes(deps, customer, 'phone', customer.phoneNumber, phone);
  return { message: credentialsMessages.codesSent };
}

/** What differs between a change of email and a change of phone number. */
const changeKinds = {
  email: {
    channel: 'email',
    send: mailCode,
    payloadKey: 'email',
    codeField: 'otpEmailToChange',
    inUse: credentialsMessages.emailInUse,
    holderOf: repository.findCustomerByEmail,
  },
  phone: {
    channel: 'sms',
    send: textCode,
    payloadKey: 'phoneNumber',
    codeField: 'otpMobileToChange',
    inUse: credentialsMessages.phoneInUse,
    holderOf: repository.findConfirmedCustomerByPhone,
  },
} as const;
type ChangeKind = keyof typeof changeKinds;

/**
 * Issues the two codes of a change together, one for the current address or number and one for
 * the new (which carries the new value), then sends each to its own.
 */
async function sendChangeCodes(
  deps: AuthDeps,
  customer: { id: number; language: Language },
  kind: ChangeKind,
  from: string,
  to: string,
): Promise<void> {
  const { channel, send, payloadKey } = changeKinds[kind];
  const [oldCode, newCode] = await deps.db.transaction(async (tx) => [
    await issueCode(tx, deps.hasher, {
      customerId: customer.id,
      purpose: `change_${kind}_old`,
      channel,
      destination: from,
    }),
    await issueCode(tx, deps.hasher, {
      customerId: customer.id,
      purpose: `change_${kind}_new`,
      channel,
      destination: to,
      payload: { [payloadKey]: to },
    }),
  ]);
  await send(deps.messenger, from, 'change_old', oldCode!, customer.language);
  await send(deps.messenger, to, 'change_new', newCode!, customer.language);
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
    throw new HttpError(
      400,
      messageOfWords(Object.values(errors)[0]!, 'invalidRequest'),
      fieldMessages(errors),
    );
  }

  const updated = await deps.db.transaction(async (tx) => {
    const changes: { email?: string; phoneNumber?: string } = {};
    if (emailCodes) changes.email = await claimChange(tx, 'email', emailCodes);
    if (phoneCodes) changes.phoneNumber = await claimChange(tx, 'phone', phoneCodes);
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

/**
 * The new address or number a confirmed pair of codes carries, taken under its identity's lock:
 * refused when no change is pending or someone took it meanwhile; the codes are used up.
 */
async function claimChange(tx: Db, kind: ChangeKind, codes: CodePair): Promise<string> {
  const { payloadKey, codeField, inUse, holderOf } = changeKinds[kind];
  const value = String(codes.next.payload?.[payloadKey] ?? '');
  await repository.lockIdentity(tx, `${kind}:${value}`);
  if (!value) fail(400, credentialsMessages.nothingPending, codeField);
  if (await holderOf(tx, value)) fail(409, inUse, codeField);
  await useCodes(tx, [codes.next, codes.current]);
  return value;
}

function fail(status: number, words: string, field: string): never {
  const text = messageOfWords(words, 'invalidValue');
  throw new HttpError(status, text, { [field]: text });
}
