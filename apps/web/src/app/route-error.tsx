import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import styles from './route-error.module.css';

/**
 * Shown when a screen crashes or its chunk fails to load. Each page has its own, so the header and
 * menu stay; "Try again" renders the page afresh, "Reload" fetches it anew.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  console.error(error);
  return (
    <main className={styles.wrap} role="alert">
      <h1>{t('messages.unexpectedError')}</h1>
      <p>{t('routeError.text')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={retrying}
          // The page's data is read again, then a new navigation to the same address clears the
          // error and renders the page anew (the same answer would fail the same way).
          onClick={() => {
            setRetrying(true);
            void queryClient
              .refetchQueries({ type: 'all' })
              .catch(() => undefined)
              .finally(() => {
                setRetrying(false);
                void navigate(`${location.pathname}${location.search}${location.hash}`, {
                  replace: true,
                });
              });
          }}
        >
          {t('routeError.retry')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
        <Link to="/" className="btn btn-secondary" reloadDocument>
          {t('routeError.home')}
        </Link>
      </div>
    </main>
  );
}
