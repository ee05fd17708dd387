import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutcomeIcon } from './outcome-icon';
import styles from './outcome.module.css';

/** When ?order is missing, malformed, unknown or not the customer's. */
export function OrderMissing({ message }: { message?: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className={`card ${styles.panel}`}>
      <OutcomeIcon kind="cross" />
      <h1>{t('missing.title')}</h1>
      <p className={styles.lead}>{message ?? t('missing.text')}</p>
      <div className={styles.actions}>
        <Link to="/tab/announcment" className="btn btn-primary">
          {t('common.myOrders')}
        </Link>
      </div>
    </div>
  );
}
