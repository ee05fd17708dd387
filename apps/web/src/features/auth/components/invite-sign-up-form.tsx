import type { RegisterInput } from '@screenspot/contracts/auth';
import { registrationCodesFormSchema } from '@screenspot/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/forms/code-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useResendRegistrationCode } from '../api/resend-registration-code';
import { AuthForm } from './auth-form-parts';
import styles from './auth-form.module.css';
import { PersonNameFields, RegistrationTail } from './registration-fields';
import { ResendCode } from './resend-code';

type Props = {
  /** The address the invite was sent to: the account is made for it. */
  email: string;
  /** The inviting organisation, the new account's company. */
  companyName: string;
  /** Called when the account is made, before the codes (the page keeps this form meanwhile). */
  onStarted: () => void;
  /** Called once the new account is confirmed and signed in (the page then joins). */
  onSignedIn: () => Promise<unknown>;
};

type Pending = { customerId: string; phone: string; password: string };

/**
 * Sign-up at an invite link: the usual sign-up (a code to the phone and one to the email), for the
 * invited address, then signed in at once, so the page can join the organisation without the person
 * opening the link again.
 */
export function InviteSignUpForm({ email, companyName, onStarted, onSignedIn }: Props) {
  const [pending, setPending] = useState<Pending | null>(null);
  return pending ? (
    <InviteCodesStep email={email} pending={pending} onSignedIn={onSignedIn} />
  ) : (
    <InviteDetailsStep
      email={email}
      companyName={companyName}
      onSent={(sent) => {
        onStarted();
        setPending(sent);
      }}
    />
  );
}

function InviteDetailsStep({
  email,
  companyName,
  onSent,
}: Pick<Props, 'email' | 'companyName'> & { onSent: (pending: Pending) => void }) {
  const { t } = useTranslation('auth');
  const registration = useRegister();
  const blank = {
    companyName,
    name: '',
    surname: '',
    email,
    phoneNumber: '',
    password: '',
    passwordConfirm: '',
    agreeWithTerms: false,
  } satisfies RegisterInput;
  const form = useApiForm(
    () => import('@screenspot/contracts/auth').then((m) => m.registerSchema),
    {
      defaultValues: blank,
      serverFields: Object.keys(blank) as (keyof RegisterInput)[],
      onSubmit: async (values) => {
        const { userId } = await registration.mutateAsync({ ...values, agreeWithTerms: true });
        onSent({
          customerId: String(userId),
          phone: values.phoneNumber,
          password: values.password,
        });
      },
    },
  );
  const { field } = form;
  return (
    <AuthForm form={form} texts="inviteSignUp">
      <TextField label={t('fields.email')} type="email" readOnly {...field('email')} />
      <PersonNameFields form={form} />
      <RegistrationTail form={form} agreeErrorId="invite-agree-error" />
    </AuthForm>
  );
}

function InviteCodesStep({
  email,
  pending,
  onSignedIn,
}: Pick<Props, 'email' | 'onSignedIn'> & { pending: Pending }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const confirm = useConfirmRegistration();
  const login = useLogin();
  const resend = useResendRegistrationCode();
  const { customerId, phone } = pending;
  const form = useApiForm(registrationCodesFormSchema, {
    defaultValues: { otpMobile: '', otpEmail: '' },
    serverFields: ['otpMobile', 'otpEmail'],
    onSubmit: async (values) => {
      await confirm.mutateAsync({ ...values, customerId });
      await login.mutateAsync({ username: email, password: pending.password });
      await onSignedIn();
    },
  });
  return (
    <>
      <p className={styles.lead} role="status">
        {t('inviteSignUp.codesSent', { email: format.ltr(email), phone: format.ltr(phone) })}
      </p>
      <AuthForm form={form} texts="inviteCodes">
        <CodeField label={t('fields.codeFromMobile')} autoFocus {...form.field('otpMobile')} />
        <ResendCode
          describedAs={t('codes.toPhone')}
          onResend={() => resend.mutateAsync({ customerId, phoneNumber: phone })}
        />
        <CodeField
          label={t('fields.codeFromEmail')}
          autoComplete="off"
          {...form.field('otpEmail')}
        />
        <ResendCode
          describedAs={t('codes.toEmail')}
          onResend={() => resend.mutateAsync({ customerId, username: email })}
        />
      </AuthForm>
    </>
  );
}
