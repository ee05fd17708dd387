import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** Texts the spec leaves to us; the spec's own texts live in messages.ts. */
export const authMessages = {
  invalidPhone: 'Invalid phone number',
  phoneTooLong: `A phone number has at most ${limits.phoneMaxDigits} digits`,
  passwordTooLong: `Password must be at most ${limits.passwordMaxLength} characters long.`,
  passwordTooCommon: 'This password is too common or too easy to guess. Please choose another.',
  textTooLong: `Must be at most ${limits.nameMaxLength} characters long.`,
  emailTooLong: `Must be at most ${limits.emailMaxLength} characters long.`,
  codeTooLong: `The code has ${limits.codeLength} characters.`,
  invalidId: 'Invalid id',
} as const;

/** The spec's email pattern, case-insensitive. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/**
 * At least one uppercase letter, one digit and one special character. The spec lists @$.!%*?&;
 * other symbols (# - _ + …) count too, so passwords from password managers are not refused
 * (docs/decisions/0005-accounts.md).
 */
export const passwordCompositionPattern = /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d\s])/;

const required = messages.required;

/** A text that must be there, trimmed: blank says "Required", and it has at most `max` characters. */
export function requiredText(
  max: number = limits.nameMaxLength,
  tooLong: string = authMessages.textTooLong,
) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/**
 * A field that may be left out. Blank means "not given": form-encoded bodies send empty strings for
 * untouched fields. When it is filled in, `field` reads it.
 */
export function blankOr<T>(field: z.ZodType<T, string>) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(field.optional());
}

/** A search or filter text: blank means no filter. */
export const searchText = blankOr(z.string().max(200, 'Must be at most 200 characters'));

export const optionalText = blankOr(z.string().max(limits.nameMaxLength, authMessages.textTooLong));

/** An email address, lower-cased: it is the account's username. */
export const emailField = requiredText(limits.emailMaxLength, authMessages.emailTooLong)
  .regex(emailPattern, messages.invalidEmail)
  .transform((value) => value.toLowerCase());

/** A new password: required, long enough, with the required characters. */
export function strongPassword(lengthMessage: string = messages.passwordLength) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(limits.passwordMinLength, lengthMessage)
    .max(limits.passwordMaxLength, authMessages.passwordTooLong)
    .regex(passwordCompositionPattern, messages.passwordComposition);
}

/** A password being checked against the stored one: no rules beyond presence and a sane size. */
export const givenPassword = z
  .string({ error: required })
  .min(1, required)
  .max(limits.passwordMaxLength, authMessages.passwordTooLong);

/** A one-time code as typed: required, at most 6 characters. */
export const codeField = requiredText(limits.codeLength, authMessages.codeTooLong);

export const optionalCode = blankOr(z.string().max(limits.codeLength, authMessages.codeTooLong));

/** Digits only, with the leading + the phone input leaves out. */
export function toInternational(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** A phone number in any common notation, answered in E.164 (+971501234567). */
export const phoneField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .refine((value) => value.replace(/\D/g, '').length <= limits.phoneMaxDigits, {
    message: authMessages.phoneTooLong,
  })
  .refine((value) => isValidPhoneNumber(toInternational(value)), {
    message: authMessages.invalidPhone,
  })
  .transform((value) => parsePhoneNumberFromString(toInternational(value))?.number ?? value);

/** A database id; form-encoded bodies send it as text. */
export const idField = z
  .union([z.number(), z.string().trim()], { error: required })
  .transform((value) => (typeof value === 'number' ? value : value === '' ? NaN : Number(value)))
  .refine((value) => Number.isInteger(value) && value > 0 && value < 2 ** 31, {
    message: authMessages.invalidId,
  });

/** A checkbox: true from JSON, "true" or "on" from a form. */
export const checkedField = z
  .union([z.boolean(), z.string()], { error: required })
  .refine((value) => value === true || value === 'true' || value === 'on', { message: required });

/**
 * A rule for a form where at least one of `fields` must be given; when none is, the first one says
 * "Required". Use as `.refine(...oneOfGiven('email', 'phone'))`.
 */
export function oneOfGiven<K extends string>(
  ...fields: [K, ...K[]]
): [(value: Partial<Record<K, unknown>>) => boolean, { path: PropertyKey[]; message: string }] {
  const given = (value: Partial<Record<K, unknown>>) =>
    fields.some((field) => Boolean(value[field]));
  return [given, { path: [fields[0]], message: required }];
}

/**
 * A rule that `confirm` repeats `field` exactly, said on `confirm`. It runs whenever both are text,
 * even while other fields are invalid, so the form shows the mismatch at once.
 */
export function confirms<K extends string>(
  field: K,
  confirm: K,
  message: string,
): [
  (value: Record<K, unknown>) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] {
  const bothText = (payload: { value: unknown }) => {
    const value = payload.value as Partial<Record<K, unknown>> | undefined;
    return typeof value?.[field] === 'string' && typeof value?.[confirm] === 'string';
  };
  return [(value) => value[field] === value[confirm], { path: [confirm], message, when: bothText }];
}

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
