import { Link } from 'react-router';
import { useOrders } from '../api/get-orders';
import { useRedirectOnUnauthorized } from '../hooks/use-sign-in-redirect';
import { OrderCard } from './order-card';
import styles from './announcements.module.css';

/** Account tab "Announcements": the support banner and a card per order, newest first. */
export function Announcements() {
  const orders = useOrders();
  useRedirectOnUnauthorized(orders.error);

  return (
    <div className={styles.wrap}>
      <p className={styles.banner} role="note">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 11v5M12 8h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        For changes, please contact support.
        <Link to="/contact" className={styles.bannerLink}>
          Contact support
        </Link>
      </p>
      {orders.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label="Loading your orders" />
      ) : orders.isError ? (
        <p className="form-error" role="alert">
          {orders.error.message}
        </p>
      ) : orders.data.length === 0 ? (
        <div className={`card ${styles.empty}`}>
          <h3>No orders yet</h3>
          <p>Find a screen, book it and upload your video: it will appear here.</p>
          <Link to="/upload" className="btn btn-primary">
            Find a screen
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Your orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
