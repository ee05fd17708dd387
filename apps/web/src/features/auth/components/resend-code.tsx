import { limits } from '@screenspot/contracts/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import styles from './auth-form.module.css';

type ResendCodeProps = {
  /** Names the code for screen readers when a screen has two of these links. */
  describedAs?: string;
  onResend: () => Promise<unknown>;
};

/** The 'Resend Code' link: asks for a new code, then rests for the minute the server requires. */
export function ResendCode({ describedAs, onResend }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = async () => {
    setBusy(true);
    setStatus(null);
    try {
      await onResend();
      setStatus({ ok: true, text: t('resend.sent') });
      setWait(limits.codeResendSeconds);
    } catch (error) {
      const text = error instanceof ApiRequestError ? error.message : t('resend.failed');
      setStatus({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.resend}>
      <button
        type="button"
        className="link-button"
        onClick={resend}
        disabled={busy || wait > 0}
        aria-label={describedAs ? t('resend.buttonFor', { destination: describedAs }) : undefined}
      >
        {t('resend.button')}
      </button>
      <span
        className={status && !status.ok ? styles.resendError : styles.resendStatus}
        role="status"
      >
        {busy ? t('resend.sending') : status?.text}
        {wait > 0 ? t('resend.wait', { seconds: wait }) : ''}
      </span>
    </div>
  );
}
