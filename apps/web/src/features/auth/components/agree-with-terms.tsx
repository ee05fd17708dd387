import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useContractMessage } from '../../../i18n/contract-messages';
import styles from './auth-form.module.css';

/** The terms and privacy box every new account ticks, its error tied to it. */
export function AgreeWithTerms({
  registration,
  error,
  errorId,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  errorId: string;
}) {
  const { t } = useTranslation('auth');
  const message = useContractMessage();
  return (
    <div className="field">
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          {...registration}
        />
        <span>
          <Trans
            t={t}
            i18nKey="signUp.agree"
            components={[
              <Link key="terms" to="/termsconditions" target="_blank" />,
              <Link key="privacy" to="/privacypolicy" target="_blank" />,
            ]}
          />
        </span>
      </label>
      {error !== undefined ? (
        <span id={errorId} className="field-error" role="alert">
          {message(error)}
        </span>
      ) : null}
    </div>
  );
}
