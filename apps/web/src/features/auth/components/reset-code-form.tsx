import { codeFormSchema } from '@screenspot/contracts/auth';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CodeField } from '../../../components/forms/code-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useVerifyPasswordReset } from '../api/verify-password-reset';
import { readFlow, writeFlow } from '../lib/flow-storage';
import { ResendCode } from './resend-code';
import { AuthForm } from './auth-form-parts';
import styles from './auth-form.module.css';

type ResetCodeFormProps = { channel: 'email' | 'sms' };

/** /codefromemail and /phoneVerification: the reset code, exchanged for a token. */
export function ResetCodeForm({ channel }: ResetCodeFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const destination = readFlow(channel === 'email' ? 'email' : 'phone');
  const verify = useVerifyPasswordReset();
  const resend = useRequestPasswordReset();
  const form = useApiForm(codeFormSchema, {
    defaultValues: { code: '' },
    failureField: 'code',
    onSubmit: async ({ code }) => {
      const { token } = await verify.mutateAsync(
        channel === 'email'
          ? { email: destination!, otpEmail: code }
          : { phoneNumber: destination!, otpMobile: code },
      );
      writeFlow({ token });
      navigate('/newpassword');
    },
  });

  if (!destination) return <MissingStart />;

  return (
    <AuthForm
      form={form}
      texts="resetCode"
      footer={{ i18nKey: 'resetCode.wrongAddress', to: '/forgotpassword' }}
    >
      <CodeField label={t('fields.code')} autoFocus {...form.field('code')} />
      <ResendCode
        onResend={() =>
          resend.mutateAsync(
            channel === 'email' ? { email: destination } : { phoneNumber: destination },
          )
        }
      />
    </AuthForm>
  );
}

/** Reached without asking for a code first (a new tab, a bookmark). */
export function MissingStart() {
  const { t } = useTranslation('auth');
  return (
    <p className={styles.lead}>
      <Trans
        t={t}
        i18nKey="newPassword.noFlow"
        components={[<Link key="ask" to="/forgotpassword" />]}
      />
    </p>
  );
}
