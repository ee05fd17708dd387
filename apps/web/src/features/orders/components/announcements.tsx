import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '../api/get-orders';
import { useRedirectOnUnauthorized } from '../hooks/use-sign-in-redirect';
import { LineIcon } from '../../../components/ui/icons';
import { OrderCard } from './order-card';
import styles from './announcements.module.css';

/** Account tab "Announcements": the support banner and a card per order, newest first. */
export function Announcements() {
  const { t } = useTranslation('orders');
  const orders = useOrders();
  useRedirectOnUnauthorized(orders.error);

  return (
    <div className={styles.wrap}>
      <p className={styles.banner} role="note">
        <LineIcon size={20} strokeWidth={1.8}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" strokeWidth="2" strokeLinecap="round" />
        </LineIcon>
        {t('announcements.banner')}
        <Link to="/contact" className={styles.bannerLink}>
          {t('announcements.contactSupport')}
        </Link>
      </p>
      {orders.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('announcements.loading')} />
      ) : orders.isError ? (
        <p className="form-error" role="alert">
          {orders.error.message}
        </p>
      ) : orders.data.length === 0 ? (
        <div className={`card ${styles.empty}`}>
          <h3>{t('announcements.emptyTitle')}</h3>
          <p>{t('announcements.emptyText')}</p>
          <Link to="/upload" className="btn btn-primary">
            {t('common.findScreen')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('announcements.list')}>
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
