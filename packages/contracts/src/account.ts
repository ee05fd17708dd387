import { z } from 'zod';
import {
  blankOr,
  codeField,
  confirms,
  emailField,
  givenPassword,
  optionalCode,
  oneOfGiven,
  optionalText,
  phoneField,
  strongPassword,
} from './auth-fields';
import { messages } from './messages';
import { trnField } from './tax-number';

/** POST /api/user/profile: a blank field keeps the current value. */
export const profileSchema = z.object({
  companyName: optionalText,
  /** The UAE tax registration number: 15 digits (spaces and dashes are ignored). */
  trn: trnField,
  name: optionalText,
  surname: optionalText,
});
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * POST /api/user/credentials/change: a new email or a new phone number, with the password. The spec
 * drops empty fields; an empty text means the same here.
 */
export const credentialsChangeSchema = z
  .object({
    emailToChange: blankOr(emailField),
    phoneNumberToChange: blankOr(phoneField),
    password: givenPassword,
  })
  .refine(...oneOfGiven('emailToChange', 'phoneNumberToChange'));
export type CredentialsChangeInput = z.input<typeof credentialsChangeSchema>;

/**
 * POST /api/user/credentials/confirm: otpEmail and otpMobile come to the current address or
 * number, the *ToChange codes to the new one.
 */
export const credentialsConfirmSchema = z.object({
  otpEmail: optionalCode,
  otpEmailToChange: optionalCode,
  otpMobile: optionalCode,
  otpMobileToChange: optionalCode,
});
export type CredentialsConfirmInput = z.input<typeof credentialsConfirmSchema>;

export const credentialsConfirmResponseSchema = z.object({
  message: z.string(),
  username: z.string(),
  phoneNumber: z.string(),
  /** True when the email changed: every session ended and the customer signs in again. */
  signedOut: z.boolean(),
});
export type CredentialsConfirmResponse = z.infer<typeof credentialsConfirmResponseSchema>;

/** POST /api/user/password/change */
export const passwordChangeSchema = z.object({
  currentPassword: givenPassword,
  newPassword: strongPassword(),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Change Email Address modal. */
export const changeEmailFormSchema = z.object({
  password: strongPassword(),
  emailToChange: emailField,
});
export type ChangeEmailForm = z.input<typeof changeEmailFormSchema>;

/** Change Phone Number modal. */
export const changePhoneFormSchema = z.object({
  password: strongPassword(),
  phoneNumberToChange: phoneField,
});
export type ChangePhoneForm = z.input<typeof changePhoneFormSchema>;

/** Verify Your Email modal: both codes required. */
export const verifyEmailFormSchema = z.object({
  otpEmailToChange: codeField,
  otpEmail: codeField,
});
export type VerifyEmailForm = z.input<typeof verifyEmailFormSchema>;

/** Verify Phone Number modal: the spec requires the new number's code in the form. */
export const verifyPhoneFormSchema = z.object({
  otpMobileToChange: codeField,
  otpMobile: optionalCode,
});
export type VerifyPhoneForm = z.input<typeof verifyPhoneFormSchema>;

/** The Password sub-tab: all required, new and confirm match, each strong. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: strongPassword(),
    newPassword: strongPassword(),
    confirmPassword: strongPassword(),
  })
  .refine(...confirms('newPassword', 'confirmPassword', messages.passwordChangeMismatch));
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

/** One signed-in device in Settings: the browser it named, when it signed in and was last seen. */
export const deviceSessionSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsSchema = z.array(deviceSessionSchema);
export const otherSessionsEndedSchema = z.object({ ended: z.number().int() });
