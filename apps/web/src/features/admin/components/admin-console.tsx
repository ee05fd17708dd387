import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LineIcon } from '../../../components/ui/icons';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiRequestError } from '../../../lib/api-client';
import { signInPath } from '../../../lib/session';
import { SecurityPage, useSecondFactorStatus } from '../../auth/console';
import { useOperator } from '../api/get-operator';
import { ConsoleLayout } from './console-layout';
import { ConsoleRoutes } from './console-routes';
import styles from './gate.module.css';

/** /admin/*: the server decides who is an operator; visitors sign in, customers are turned away. */
export function AdminConsole() {
  const { t } = useTranslation('admin');
  const operator = useOperator();
  const secondFactor = useSecondFactorStatus();
  const location = useLocation();

  if (operator.isPending) {
    return <div className={styles.loading} aria-busy="true" aria-label={t('gate.loading')} />;
  }
  if (operator.error) {
    const status = operator.error instanceof ApiRequestError ? operator.error.status : 0;
    if (status === 401)
      return (
        <Navigate to={signInPath({ returnTo: location.pathname + location.search })} replace />
      );
    if (status === 403) return <NotAllowed />;
    return (
      <Gate title={t('gate.couldNotLoad')} text={operator.error.message}>
        <button type="button" className="btn btn-primary" onClick={() => void operator.refetch()}>
          {t('gate.tryAgain')}
        </button>
      </Gate>
    );
  }

  // Production asks every operator for a second factor: until it is set up, only this page.
  if (secondFactor.data?.required && !secondFactor.data.enabled) {
    return (
      <ConsoleLayout operator={operator.data}>
        <SecurityPage />
      </ConsoleLayout>
    );
  }

  return (
    <ConsoleLayout operator={operator.data}>
      <ConsoleRoutes />
    </ConsoleLayout>
  );
}

function NotAllowed() {
  const { t } = useTranslation('admin');
  return (
    <Gate title={t('gate.notAllowedTitle')} text={t('gate.notAllowedText')}>
      <a href="/" className="btn btn-primary">
        {t('gate.home')}
      </a>
      <a href="/upload" className="btn btn-secondary">
        {t('gate.findScreens')}
      </a>
    </Gate>
  );
}

function Gate({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <main className={styles.gate}>
      <PageMeta title={title} description={text} />
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <LineIcon size={28} strokeWidth={1.8} round="caps">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </LineIcon>
        </span>
        <h1>{title}</h1>
        <p>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </main>
  );
}
