import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import {
  useConfirmSecondFactor,
  useSecondFactorStatus,
  useStartSecondFactor,
} from '../api/second-factor';
import styles from '../../../../components/console/console.module.css';
import { PageHeader } from '../../../../components/console/page-header';
import own from './security-page.module.css';
import { ErrorText } from '../../../../components/ui/error-text';
import { TextField } from '../../../../components/ui/text-field';

/**
 * /admin/security: the operator's second factor. In production the console asks for one before
 * anything else, so this page also stands alone when it is missing.
 */
export function SecurityPage() {
  const { t } = useTranslation('admin');
  const status = useSecondFactorStatus();
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await confirm.mutateAsync(code.trim());
      setCode('');
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('security.tryAgain'));
    }
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <>
      <PageHeader title={t('security.title')} description={t('security.description')} />
      <section className={styles.panel} aria-labelledby="second-factor-title">
        <div className={styles.panelHeader}>
          <h2 id="second-factor-title" className={styles.panelTitle}>
            {t('security.secondFactor')}
          </h2>
        </div>
        <div className={`${styles.panelBody} ${own.steps}`}>
          <p className={`${own.status} ${enabled ? own.on : own.off}`} role="status">
            {status.isPending
              ? t('security.checking')
              : enabled
                ? t('security.on')
                : status.data?.required
                  ? t('security.required')
                  : t('security.off')}
          </p>
          {!enabled && !start.data ? (
            <div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={start.isPending || status.isPending}
                onClick={() => start.mutate()}
              >
                {start.isPending ? t('security.preparing') : t('security.setUp')}
              </button>
              <ErrorText error={start.error} />
            </div>
          ) : null}
          {!enabled && start.data ? (
            <div className={own.enrol}>
              <img
                className={own.qr}
                src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrSvg)}`}
                alt={t('security.qr')}
              />
              <div className={own.steps}>
                <p>{t('security.scan')}</p>
                <p className={`${own.secret} ltr`} aria-label={t('security.setupKey')}>
                  {start.data.secret}
                </p>
                <form className={own.codeForm} onSubmit={submit} noValidate>
                  <TextField
                    id="second-factor-code"
                    label={t('security.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    error={error ?? undefined}
                  />
                  <button
                    type="submit"
                    className="btn btn-primary"
                    disabled={confirm.isPending || code.trim().length !== 6}
                  >
                    {confirm.isPending ? t('security.checking') : t('security.turnOn')}
                  </button>
                </form>
              </div>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
