import { z } from 'zod';
import {
  checkedField,
  codeField,
  confirms,
  emailField,
  givenPassword,
  idField,
  oneOfGiven,
  optionalCode,
  optionalText,
  phoneField,
  requiredText,
  strongPassword,
} from './auth-fields';
import { messages } from './messages';

/** A field's text read by its schema; when it fails, undefined and the field's first message. */
function fieldValue<T>(
  schema: z.ZodType<T, string>,
  given: string,
  path: string,
  ctx: z.RefinementCtx,
): T | undefined {
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]!.message });
  return undefined;
}

/** A code that must be there; when it is not, the field's "Required". */
function givenCode(code: string | undefined, path: string, ctx: z.RefinementCtx) {
  if (!code) ctx.addIssue({ code: 'custom', path: [path], message: messages.required });
  return code;
}

/** How a password reset names its address: an email, or a phone number as `phoneNumber` or `phone`. */
const resetAddressFields = { email: optionalText, phoneNumber: optionalText, phone: optionalText };

type ResetAddress = { channel: 'email'; email: string } | { channel: 'sms'; phoneNumber: string };

/**
 * Where a password reset goes: the email when one is given, else the phone number (`phoneNumber`,
 * or `phone` from a resend). `null`, with the field's message, when the given one does not read;
 * `undefined`, with "Required" on email, when neither is given.
 */
function resetAddress(
  value: Partial<Record<keyof typeof resetAddressFields, string>>,
  ctx: z.RefinementCtx,
): ResetAddress | null | undefined {
  if (value.email) {
    const email = fieldValue(emailField, value.email, 'email', ctx);
    return email === undefined ? null : { channel: 'email', email };
  }
  const given = value.phoneNumber ?? value.phone;
  if (given) {
    const phoneNumber = fieldValue(phoneField, given, 'phoneNumber', ctx);
    return phoneNumber === undefined ? null : { channel: 'sms', phoneNumber };
  }
  ctx.addIssue({ code: 'custom', path: ['email'], message: messages.required });
  return undefined;
}

/** POST /api/register: the sign-up form, in the spec's field order. */
export const registerSchema = z
  .object({
    companyName: requiredText(),
    name: requiredText(),
    surname: requiredText(),
    email: emailField,
    phoneNumber: phoneField,
    password: strongPassword(messages.signUpPasswordLength),
    passwordConfirm: z.string({ error: messages.signUpConfirmMismatch }),
    agreeWithTerms: checkedField,
  })
  .refine(...confirms('password', 'passwordConfirm', messages.signUpConfirmMismatch));
export type RegisterInput = z.input<typeof registerSchema>;

export const registerResponseSchema = z.object({ userId: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/register/resent: the pending account, and the username and/or phone to resend to. */
export const resendRegistrationSchema = z
  .object({
    customerId: idField,
    username: optionalText,
    phoneNumber: optionalText,
  })
  .refine(...oneOfGiven('username', 'phoneNumber'));
export type ResendRegistrationInput = z.input<typeof resendRegistrationSchema>;

/** POST /api/register/confirm */
export const confirmRegistrationSchema = z.object({
  otpEmail: codeField,
  otpMobile: codeField,
  customerId: idField,
});
export type ConfirmRegistrationInput = z.input<typeof confirmRegistrationSchema>;

export const confirmRegistrationResponseSchema = z.object({
  phoneNumber: z.string(),
  username: z.string(),
});

/** POST /api/login: the server checks presence only; the form adds the spec's rules. */
export const loginSchema = z.object({
  username: emailField,
  password: givenPassword,
});
export type LoginInput = z.input<typeof loginSchema>;

export const signInFormSchema = z.object({
  username: emailField,
  password: strongPassword(messages.passwordLength),
});
export type SignInForm = z.input<typeof signInFormSchema>;

/**
 * POST /api/password/reset/request: by email, else by phone. The spec's form sends both fields
 * with one of them empty; a resend sends `phone` or `phoneNumber`.
 */
export const passwordResetRequestSchema = z
  .object(resetAddressFields)
  .transform((value, ctx) => resetAddress(value, ctx) ?? z.NEVER);
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The forgot-password form: the chosen channel's field is checked. */
export const forgotPasswordFormSchema = z
  .object({
    channel: z.enum(['email', 'phone']),
    email: z.string(),
    phone: z.string(),
  })
  .superRefine((value, ctx) => {
    const field = value.channel === 'email' ? 'email' : 'phone';
    fieldValue(value.channel === 'email' ? emailField : phoneField, value[field], field, ctx);
  });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/**
 * POST /api/password/reset/verify: the email route sends the address and otpEmail (or otp); the
 * phone route sends the number and otpMobile (or otp).
 */
export const passwordResetVerifySchema = z
  .object({
    ...resetAddressFields,
    otpEmail: optionalCode,
    otpMobile: optionalCode,
    otp: optionalCode,
  })
  .transform((value, ctx) => {
    const address = resetAddress(value, ctx);
    if (address === undefined) return z.NEVER;
    const code = value.email
      ? givenCode(value.otpEmail ?? value.otp, 'otpEmail', ctx)
      : givenCode(value.otpMobile ?? value.otp, 'otpMobile', ctx);
    return address && code ? { ...address, code } : z.NEVER;
  });
export type PasswordResetVerifyInput = z.input<typeof passwordResetVerifySchema>;

export const passwordResetVerifyResponseSchema = z.object({
  token: z.string(),
  username: z.string().optional(),
  phoneNumber: z.string().optional(),
});
export type PasswordResetVerifyResponse = z.infer<typeof passwordResetVerifyResponseSchema>;

/** A code typed on /codefromemail or /phoneVerification. */
export const codeFormSchema = z.object({ code: codeField });
export type CodeForm = z.input<typeof codeFormSchema>;

/** POST /api/password/reset/confirm: the new password and, in otp, the token from verify. */
export const passwordResetConfirmSchema = z.object({
  password: strongPassword(),
  otp: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** /newpassword: required, then the match, then length and composition. */
export const newPasswordFormSchema = z
  .object({
    password: strongPassword(),
    passwordConfirm: z.string(),
  })
  .refine(...confirms('password', 'passwordConfirm', messages.newPasswordConfirmMismatch));
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** /phoneconfirm: both registration codes. */
export const registrationCodesFormSchema = z.object({
  otpMobile: codeField,
  otpEmail: codeField,
});
export type RegistrationCodesForm = z.input<typeof registrationCodesFormSchema>;
