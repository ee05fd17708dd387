import { registrationCodesFormSchema } from '@screenspot/contracts/auth';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CodeField } from '../../../components/forms/code-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useResendRegistrationCode } from '../api/resend-registration-code';
import { clearFlow, readFlow } from '../lib/flow-storage';
import { ResendCode } from './resend-code';
import { AuthForm } from './auth-form-parts';
import styles from './auth-form.module.css';

/** /phoneconfirm: the codes sent to the phone and to the email at sign-up. */
export function RegistrationCodesForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const customerId = readFlow('id');
  const email = readFlow('email');
  const phone = readFlow('phone');
  const confirm = useConfirmRegistration();
  const resend = useResendRegistrationCode();
  const form = useApiForm(registrationCodesFormSchema, {
    defaultValues: { otpMobile: '', otpEmail: '' },
    serverFields: ['otpMobile', 'otpEmail'],
    onSubmit: async (values) => {
      await confirm.mutateAsync({ ...values, customerId: customerId! });
      clearFlow('id', 'email', 'phone');
      navigate('/signIn', { state: { notice: t('codes.confirmed') } });
    },
  });

  if (!customerId) {
    return (
      <p className={styles.lead}>
        <Trans
          t={t}
          i18nKey="codes.noFlow"
          components={[<Link key="up" to="/signUp" />, <Link key="in" to="/signIn" />]}
        />
      </p>
    );
  }

  return (
    <AuthForm form={form} texts="codes">
      <CodeField label={t('fields.codeFromMobile')} autoFocus {...form.field('otpMobile')} />
      {phone ? (
        <ResendCode
          describedAs={t('codes.toPhone')}
          onResend={() => resend.mutateAsync({ customerId, phoneNumber: phone })}
        />
      ) : null}
      <CodeField label={t('fields.codeFromEmail')} autoComplete="off" {...form.field('otpEmail')} />
      {email ? (
        <ResendCode
          describedAs={t('codes.toEmail')}
          onResend={() => resend.mutateAsync({ customerId, username: email })}
        />
      ) : null}
    </AuthForm>
  );
}
