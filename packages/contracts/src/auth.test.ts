import { describe, expect, it } from 'vitest';
import { passwordChangeFormSchema, verifyPhoneFormSchema } from './account';
import {
  newPasswordFormSchema,
  passwordResetRequestSchema,
  registerSchema,
  signInFormSchema,
} from './auth';
import { phoneField } from './auth-fields';

const valid = {
  companyName: 'Palm Coast Media',
  name: 'Omar',
  surname: 'Al Mansoori',
  email: 'Omar@Example.com',
  phoneNumber: '+971 50 123 4567',
  password: 'Billboard@2024',
  passwordConfirm: 'Billboard@2024',
  agreeWithTerms: 'true',
};

function firstErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('registerSchema', () => {
  it('lower-cases the email and writes the phone in E.164', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('omar@example.com');
    expect(parsed.phoneNumber).toBe('+971501234567');
  });

  it('shows the first failing rule of each field, as the spec orders them', () => {
    const errors = firstErrors(
      registerSchema.safeParse({ ...valid, companyName: ' ', email: '', password: '' }),
    );
    expect(errors).toMatchObject({
      companyName: 'Required',
      email: 'Required',
      password: 'Required',
    });
    expect(firstErrors(registerSchema.safeParse({ ...valid, password: 'Ab1@' })).password).toBe(
      '*Password must be 8 characters long.',
    );
    expect(
      firstErrors(registerSchema.safeParse({ ...valid, password: 'billboard2024' })).password,
    ).toBe(
      'Password must contain at least one uppercase letter, one number, and one special character',
    );
  });

  it('checks the confirmation even while other fields are wrong', () => {
    const errors = firstErrors(
      registerSchema.safeParse({ ...valid, name: '', passwordConfirm: 'Other@2024' }),
    );
    expect(errors.passwordConfirm).toBe('Does not match');
    expect(errors.name).toBe('Required');
  });

  it('needs the agreement ticked, whether it comes as JSON or as a form', () => {
    expect(registerSchema.safeParse({ ...valid, agreeWithTerms: true }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, agreeWithTerms: 'on' }).success).toBe(true);
    expect(firstErrors(registerSchema.safeParse({ ...valid, agreeWithTerms: false }))).toEqual({
      agreeWithTerms: 'Required',
    });
  });
});

describe('phoneField', () => {
  it('takes digits with or without the plus and refuses numbers that cannot exist', () => {
    expect(phoneField.parse('971501234567')).toBe('+971501234567');
    expect(phoneField.safeParse('+9715').success).toBe(false);
    expect(phoneField.safeParse('+1234567890123456').error?.issues[0]?.message).toBe(
      'A phone number has at most 15 digits',
    );
  });
});

describe('the other forms', () => {
  it('sign-in uses the spec length message without the asterisk', () => {
    expect(firstErrors(signInFormSchema.safeParse({ username: 'x', password: 'short' }))).toEqual({
      username: 'Invalid email address',
      password: 'Password must be 8 characters long.',
    });
  });

  it('new password and password change use their own mismatch texts', () => {
    expect(
      firstErrors(
        newPasswordFormSchema.safeParse({ password: 'Harbour@2026', passwordConfirm: 'x' }),
      ).passwordConfirm,
    ).toBe('Don`t match');
    expect(
      firstErrors(
        passwordChangeFormSchema.safeParse({
          currentPassword: 'Billboard@2024',
          newPassword: 'Harbour@2026',
          confirmPassword: 'Harbour@2027',
        }),
      ).confirmPassword,
    ).toBe('dont match');
  });

  it('verify-phone needs only the new number code', () => {
    expect(verifyPhoneFormSchema.safeParse({ otpMobileToChange: '123456' }).success).toBe(true);
    expect(firstErrors(verifyPhoneFormSchema.safeParse({ otpMobileToChange: '' }))).toEqual({
      otpMobileToChange: 'Required',
    });
  });

  it('a reset request goes by email first, else by phone', () => {
    expect(
      passwordResetRequestSchema.parse({ email: 'A@B.co', phoneNumber: '+971501234567' }),
    ).toEqual({ channel: 'email', email: 'a@b.co' });
    expect(passwordResetRequestSchema.parse({ email: '', phone: '+971501234567' })).toEqual({
      channel: 'sms',
      phoneNumber: '+971501234567',
    });
    expect(firstErrors(passwordResetRequestSchema.safeParse({}))).toEqual({ email: 'Required' });
  });
});
