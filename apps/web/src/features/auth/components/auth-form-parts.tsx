import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SectionSubmit } from '../../../components/forms/section-submit';
import type { FormOutcome as Outcome } from '../../../components/forms/use-api-form';
import styles from './auth-form.module.css';

type Props = {
  form: { submit: () => Promise<void>; pending: boolean; outcome: Outcome | null };
  /** The form's section of the auth catalogue, holding its button's label and pending label. */
  texts:
    | 'signIn'
    | 'secondFactor'
    | 'signUp'
    | 'codes'
    | 'forgot'
    | 'resetCode'
    | 'newPassword'
    | 'inviteSignUp'
    | 'inviteCodes';
  /** Shown after a failure's message, for example a link to start again. */
  afterFailure?: ReactNode;
  /** The line under the form that leads to another one ("New here? Sign up"). */
  footer?: { i18nKey: string; to: string };
  children: ReactNode;
};

/**
 * An account form: its message above it, its fields, its button (saying what it does while the
 * form is being sent) and the line that leads to another form.
 */
export function AuthForm({ form, texts, afterFailure, footer, children }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormOutcome outcome={form.outcome} afterFailure={afterFailure} />
      <form className={styles.form} onSubmit={form.submit} noValidate>
        {children}
        <SectionSubmit ns="auth" texts={texts} pending={form.pending} className={styles.submit} />
      </form>
      {footer ? (
        <p className={styles.footer}>
          <Trans t={t} i18nKey={footer.i18nKey} components={[<Link key="link" to={footer.to} />]} />
        </p>
      ) : null}
    </>
  );
}
