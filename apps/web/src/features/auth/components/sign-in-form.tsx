import type { Customer } from '@screenspot/contracts/customer';
import { messages } from '@screenspot/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CodeField } from '../../../components/forms/code-field';
import { PasswordField } from '../../../components/forms/password-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import { useContractMessage } from '../../../i18n/contract-messages';
import { ApiRequestError } from '../../../lib/api-client';
import { safeReturnPath } from '../../../lib/session';
import { needsSecondFactor, useLogin, useLoginSecondFactor } from '../api/login';
import { AuthForm } from './auth-form-parts';
import styles from './auth-form.module.css';

/** A wrong email or password reads 'User not exists'; a lockout or an unconfirmed account says why. */
function signInFailure(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 429 || error.status === 403)) {
    return error.message;
  }
  return messages.userNotExists;
}

export function SignInForm() {
  const { t } = useTranslation('auth');
  const message = useContractMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  // Without a page to return to, an operator lands in the console and a customer in the finder.
  const landing = (who: Customer) => returnTo ?? (who.role === 'operator' ? '/admin' : '/upload');
  const notice =
    (useLocation().state as { notice?: string } | null)?.notice ??
    (params.get('expired') === '1' ? t('messages.sessionExpired', { ns: 'common' }) : undefined);
  const login = useLogin();
  const [ticket, setTicket] = useState<string | null>(null);
  const form = useApiForm(
    () => import('@screenspot/contracts/auth').then((m) => m.signInFormSchema),
    {
      defaultValues: { username: '', password: '' },
      describeFailure: signInFailure,
      onSubmit: async (values) => {
        const result = await login.mutateAsync(values);
        if (needsSecondFactor(result)) setTicket(result.ticket);
        else void navigate(landing(result), { replace: true });
      },
    },
  );

  if (ticket) {
    return (
      <SecondFactorStep
        ticket={ticket}
        onDone={(who) => void navigate(landing(who), { replace: true })}
        onExpired={() => {
          setTicket(null);
          form.setOutcome({ ok: false, text: t('signIn.expired') });
        }}
      />
    );
  }

  return (
    <>
      {notice && !form.outcome ? (
        <p className={`form-success ${styles.notice}`} role="status">
          {message(notice)}
        </p>
      ) : null}
      <AuthForm form={form} texts="signIn" footer={{ i18nKey: 'signIn.newHere', to: '/signUp' }}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          {...form.field('username')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Link to="/forgotpassword" className={styles.inlineLink}>
          {t('signIn.forgot')}
        </Link>
      </AuthForm>
    </>
  );
}

/** The second step for an operator with a second factor: a code from the authenticator app. */
function SecondFactorStep({
  ticket,
  onDone,
  onExpired,
}: {
  ticket: string;
  onDone: (who: Customer) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('auth');
  const confirm = useLoginSecondFactor();
  const form = useApiForm(
    () => import('@screenspot/contracts/auth').then((m) => m.codeFormSchema),
    {
      defaultValues: { code: '' },
      failureField: 'code',
      describeFailure: (error) =>
        error instanceof ApiRequestError ? error.message : t('signIn.tryAgain'),
      onSubmit: async ({ code }) => {
        try {
          onDone(await confirm.mutateAsync({ ticket, code: code.trim() }));
        } catch (error) {
          if (
            error instanceof ApiRequestError &&
            error.message.startsWith('This sign-in has expired')
          ) {
            onExpired();
            return;
          }
          throw error;
        }
      },
    },
  );
  return (
    <AuthForm form={form} texts="secondFactor">
      <p>{t('signIn.secondFactor')}</p>
      <CodeField label={t('fields.code')} autoFocus {...form.field('code')} />
    </AuthForm>
  );
}
