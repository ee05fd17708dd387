import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import styles from './route-error.module.css';

/** Shown when a screen crashes or its chunk fails to load. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className={styles.wrap}>
      <h1>{t('messages.unexpectedError')}</h1>
      <p>{t('routeError.text')}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to="/" className="btn btn-secondary" reloadDocument>
          {t('routeError.home')}
        </Link>
      </div>
    </main>
  );
}
