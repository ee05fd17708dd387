import { Link } from 'react-router';
import { OutcomeIcon } from './outcome-icon';
import styles from './outcome.module.css';

/** When ?order is missing, malformed, unknown or not the customer's. */
export function OrderMissing({ message }: { message?: string }) {
  return (
    <div className={`card ${styles.panel}`}>
      <OutcomeIcon kind="cross" />
      <h1>We could not find this order</h1>
      <p className={styles.lead}>
        {message ?? 'Open the order from your announcements to continue.'}
      </p>
      <div className={styles.actions}>
        <Link to="/tab/announcment" className="btn btn-primary">
          My orders
        </Link>
      </div>
    </div>
  );
}
