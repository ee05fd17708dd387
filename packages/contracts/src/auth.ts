import { z } from 'zod';
import {
  checkedField,
  codeField,
  emailField,
  givenPassword,
  idField,
  optionalCode,
  optionalText,
  phoneField,
  requiredText,
  strongPassword,
} from './auth-fields';
import { messages } from './messages';

/** Runs a cross-field rule whenever both fields are text, even while other fields are invalid. */
function bothText(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[a] === 'string' && typeof value?.[b] === 'string';
  };
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
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: messages.signUpConfirmMismatch,
    when: bothText('password', 'passwordConfirm'),
  });
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
  .refine((value) => value.username || value.phoneNumber, {
    path: ['username'],
    message: messages.required,
  });
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
  .object({
    email: optionalText,
    phoneNumber: optionalText,
    phone: optionalText,
  })
  .transform((value, ctx) => {
    if (value.email) {
      const email = emailField.safeParse(value.email);
      if (email.success) return { channel: 'email' as const, email: email.data };
      ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]!.message });
      return z.NEVER;
    }
    const given = value.phoneNumber ?? value.phone;
    if (given) {
      const phone = phoneField.safeParse(given);
      if (phone.success) return { channel: 'sms' as const, phoneNumber: phone.data };
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: phone.error.issues[0]!.message,
      });
      return z.NEVER;
    }
    ctx.addIssue({ code: 'custom', path: ['email'], message: messages.required });
    return z.NEVER;
  });
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
    const result = (value.channel === 'email' ? emailField : phoneField).safeParse(value[field]);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]!.message });
    }
  });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/**
 * POST /api/password/reset/verify: the email route sends the address and otpEmail (or otp); the
 * phone route sends the number and otpMobile (or otp).
 */
export const passwordResetVerifySchema = z
  .object({
    email: optionalText,
    phoneNumber: optionalText,
    phone: optionalText,
    otpEmail: optionalCode,
    otpMobile: optionalCode,
    otp: optionalCode,
  })
  .transform((value, ctx) => {
    if (value.email) {
      const email = emailField.safeParse(value.email);
      const code = value.otpEmail ?? value.otp;
      if (!email.success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]!.message });
      }
      if (!code) ctx.addIssue({ code: 'custom', path: ['otpEmail'], message: messages.required });
      if (!email.success || !code) return z.NEVER;
      return { channel: 'email' as const, email: email.data, code };
    }
    const given = value.phoneNumber ?? value.phone;
    if (given) {
      const phone = phoneField.safeParse(given);
      const code = value.otpMobile ?? value.otp;
      if (!phone.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['phoneNumber'],
          message: phone.error.issues[0]!.message,
        });
      }
      if (!code) ctx.addIssue({ code: 'custom', path: ['otpMobile'], message: messages.required });
      if (!phone.success || !code) return z.NEVER;
      return { channel: 'sms' as const, phoneNumber: phone.data, code };
    }
    ctx.addIssue({ code: 'custom', path: ['email'], message: messages.required });
    return z.NEVER;
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
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: messages.newPasswordConfirmMismatch,
    when: bothText('password', 'passwordConfirm'),
  });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** /phoneconfirm: both registration codes. */
export const registrationCodesFormSchema = z.object({
  otpMobile: codeField,
  otpEmail: codeField,
});
export type RegistrationCodesForm = z.input<typeof registrationCodesFormSchema>;
