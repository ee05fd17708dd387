import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import {
  useConfirmSecondFactor,
  useSecondFactorStatus,
  useStartSecondFactor,
} from '../api/second-factor';
import styles from './admin.module.css';
import { PageHeader } from './page-header';
import own from './security-page.module.css';

/**
 * /admin/security: the operator's second factor. In production the console asks for one before
 * anything else, so this page also stands alone when it is missing.
 */
export function SecurityPage() {
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
      setError(failure instanceof ApiRequestError ? failure.message : 'Please try again.');
    }
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <>
      <PageHeader
        title="Security"
        description="Sign in with your password and a code from an authenticator app."
      />
      <section className={styles.panel} aria-labelledby="second-factor-title">
        <div className={styles.panelHeader}>
          <h2 id="second-factor-title" className={styles.panelTitle}>
            Second factor
          </h2>
        </div>
        <div className={`${styles.panelBody} ${own.steps}`}>
          <p className={`${own.status} ${enabled ? own.on : own.off}`} role="status">
            {status.isPending
              ? 'Checking…'
              : enabled
                ? '✓ On: sign-in asks for a code from your authenticator app.'
                : status.data?.required
                  ? 'Required: set up a second factor to use the console.'
                  : 'Off: sign-in asks only for your password.'}
          </p>
          {!enabled && !start.data ? (
            <div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={start.isPending || status.isPending}
                onClick={() => start.mutate()}
              >
                {start.isPending ? 'Preparing…' : 'Set up a second factor'}
              </button>
              {start.error ? (
                <p className="form-error" role="alert">
                  {start.error.message}
                </p>
              ) : null}
            </div>
          ) : null}
          {!enabled && start.data ? (
            <div className={own.enrol}>
              <img
                className={own.qr}
                src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrSvg)}`}
                alt="QR code to scan with an authenticator app"
              />
              <div className={own.steps}>
                <p>
                  Scan the code with an authenticator app (Google Authenticator, Microsoft
                  Authenticator, 1Password…), or type this key:
                </p>
                <p className={own.secret} aria-label="Setup key">
                  {start.data.secret}
                </p>
                <form className={own.codeForm} onSubmit={submit} noValidate>
                  <div className="field">
                    <label className="field-label" htmlFor="second-factor-code">
                      Code from the app
                    </label>
                    <input
                      id="second-factor-code"
                      className="input"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? 'second-factor-error' : undefined}
                    />
                    {error ? (
                      <span id="second-factor-error" className="field-error" role="alert">
                        {error}
                      </span>
                    ) : null}
                  </div>
                  <button
                    type="submit"
                    className="btn btn-primary"
                    disabled={confirm.isPending || code.trim().length !== 6}
                  >
                    {confirm.isPending ? 'Checking…' : 'Turn on'}
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
