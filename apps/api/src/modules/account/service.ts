import type { DisplayCurrency } from '@screenspot/contracts/currency';
import type { passwordChangeSchema, profileSchema } from '@screenspot/contracts/account';
import type { Customer } from '@screenspot/contracts/customer';
import type { Language } from '@screenspot/contracts/language';
import type { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import {
  accounts as repository,
  assertUncommonPassword,
  hashPassword,
  passwordCheckLimits,
  takeAttempt,
  toCustomer,
  verifyPassword,
  type AuthDeps,
} from '../auth';
import { messageOfWords } from '../../i18n';

export const accountMessages = {
  passwordChanged: 'Your password has been changed',
  wrongCurrentPassword: 'account.wrongCurrentPassword',
  wrongPassword: 'account.wrongPassword',
  signInAgain: 'signInToContinue',
} as const;

async function signedInCustomer(deps: AuthDeps, customerId: number) {
  const customer = await repository.findCustomerById(deps.db, customerId);
  if (!customer) throw new HttpError(401, accountMessages.signInAgain);
  return customer;
}

/** Checks the account's password, counting wrong ones like sign-in does. */
export async function assertPassword(
  deps: AuthDeps,
  customerId: number,
  password: string,
  field: string,
  message: string,
) {
  const attempt = await takeAttempt(deps.db, passwordCheckLimits(customerId));
  const customer = await signedInCustomer(deps, customerId);
  if (!(await verifyPassword(customer.passwordHash, password))) {
    const text = messageOfWords(message, 'invalidValue');
    throw new HttpError(400, text, { [field]: text });
  }
  await attempt.succeeded();
  return customer;
}

/** Blank fields keep their current value. */
export async function updateProfile(
  deps: AuthDeps,
  customerId: number,
  input: z.output<typeof profileSchema>,
): Promise<Customer> {
  const current = await signedInCustomer(deps, customerId);
  const row = await repository.updateCustomer(deps.db, customerId, {
    companyName: input.companyName ?? current.companyName,
    trn: input.trn ?? current.trn,
    name: input.name ?? current.name,
    surname: input.surname ?? current.surname,
  });
  return toCustomer(row!);
}

/** One of the signed-in customer's preferences, changed. */
async function changePreference(
  deps: AuthDeps,
  customerId: number,
  preference: { language: Language } | { currency: DisplayCurrency },
): Promise<Customer> {
  await signedInCustomer(deps, customerId);
  const row = await repository.updateCustomer(deps.db, customerId, preference);
  return toCustomer(row!);
}

/** The language of the customer's mail, SMS and pages. */
export function changeLanguage(deps: AuthDeps, customerId: number, language: Language) {
  return changePreference(deps, customerId, { language });
}

/** The currency the customer sees prices in; amounts themselves stay in USD cents. */
export function changeCurrency(deps: AuthDeps, customerId: number, currency: DisplayCurrency) {
  return changePreference(deps, customerId, { currency });
}

/** A new password ends the account's sessions on every other device. */
export async function changePassword(
  deps: AuthDeps,
  session: { customerId: number; sessionId: number },
  input: z.output<typeof passwordChangeSchema>,
): Promise<{ message: string }> {
  await assertPassword(
    deps,
    session.customerId,
    input.currentPassword,
    'currentPassword',
    accountMessages.wrongCurrentPassword,
  );
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await repository.updateCustomer(tx, session.customerId, { passwordHash });
    await repository.deleteSessionsOf(tx, session.customerId, session.sessionId);
  });
  return { message: accountMessages.passwordChanged };
}
