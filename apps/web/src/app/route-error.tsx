import { Link, useRouteError } from 'react-router';
import { messages } from '@screenspot/contracts/messages';
import styles from './route-error.module.css';

/** Shown when a screen crashes or its chunk fails to load. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className={styles.wrap}>
      <h1>{messages.unexpectedError}</h1>
      <p>Something went wrong while showing this page. Reload to try again.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn-secondary" reloadDocument>
          Go Home page
        </Link>
      </div>
    </main>
  );
}
