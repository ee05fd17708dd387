import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/forms/submit-button';
import styles from './auth-form.module.css';

/** An account form's button: its label, and what it says while the form is being sent. */
export function AuthSubmit({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <SubmitButton pending={pending} pendingLabel={pendingLabel} className={styles.submit}>
      {label}
    </SubmitButton>
  );
}

/** The line under an account form that leads to another one ("New here? Sign up"). */
export function AuthFooter({ i18nKey, to }: { i18nKey: string; to: string }) {
  const { t } = useTranslation('auth');
  return (
    <p className={styles.footer}>
      <Trans t={t} i18nKey={i18nKey} components={[<Link key="link" to={to} />]} />
    </p>
  );
}
