import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MyOrdersLink } from './order-links';
import { OrderMockup } from './order-mockup';
import { OutcomeIcon } from './outcome-icon';
import { OutcomePanel } from './outcome-panel';
import styles from './outcome.module.css';

/** /received: thanks, the video is with the moderation team. */
export function ReceivedScreen() {
  const { t } = useTranslation('orders');
  const raw = useSearchParams()[0].get('order') ?? '';
  const orderId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return (
    <OutcomePanel stepsDone={1}>
      <OutcomeIcon kind="check" />
      <h1>{t('received.title')}</h1>
      {orderId ? <p className={styles.lead}>{t('received.orderNumber', { id: orderId })}</p> : null}
      <p className={styles.lead}>{t('received.lead')}</p>
      <ol className={styles.next} aria-label={t('received.nextLabel')}>
        <li>{t('received.next1')}</li>
        <li>{t('received.next2')}</li>
        <li>{t('received.next3')}</li>
      </ol>
      {orderId ? <OrderMockup orderId={orderId} headingLevel={2} /> : null}
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary">
          {t('received.goHome')}
        </Link>
        {orderId ? (
          <Link to={`/order/${orderId}`} className="btn btn-secondary">
            {t('received.follow', { id: orderId })}
          </Link>
        ) : (
          <MyOrdersLink>{t('received.viewOrders')}</MyOrdersLink>
        )}
      </div>
    </OutcomePanel>
  );
}
