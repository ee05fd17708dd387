import { messages } from '@screenspot/contracts/messages';
import { Link } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import styles from './not-found.module.css';

export function Component() {
  return (
    <section className={`page container ${styles.wrap}`}>
      <PageMeta title="Page not found" description="The page you are looking for does not exist." />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{messages.notFoundTitle}</h1>
      <p className="lead">{messages.notFoundText}</p>
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary btn-lg">
          Go Home page
        </Link>
        <Link to="/contact" className="btn btn-secondary btn-lg">
          Contact Us
        </Link>
      </div>
    </section>
  );
}
