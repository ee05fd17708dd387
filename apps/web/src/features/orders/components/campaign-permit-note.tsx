import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useOrderPermits } from '../api/order-permits';
import { HeldBack } from './order-permits';
import styles from './order-permits.module.css';

/**
 * A campaign order's permit in one line (decision 0051): until when a permit covers it, and the
 * days held back from play for want of one, with the way to add it on the order's page.
 */
export function CampaignPermitNote({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const permits = useOrderPermits(orderId);
  if (!permits.data) return null;
  const data = permits.data;
  const lastDay = data.permits
    .map((permit) => permit.validTo)
    .sort()
    .at(-1);
  if (!lastDay && data.uncoveredDays.length === 0) return null;
  return (
    <div className={styles.note} data-testid={`campaign-permit-${orderId}`}>
      {lastDay ? (
        <p className={styles.muted}>
          {t('permits.campaignCovered', {
            to: format.day(lastDay, { day: 'numeric', month: 'short', year: 'numeric' }),
          })}
        </p>
      ) : null}
      <HeldBack permits={data} />
      {data.uncoveredDays.length > 0 ? (
        <Link to={`/order/${orderId}#order-permits`} className="btn btn-secondary">
          {t('permits.campaignLink')}
        </Link>
      ) : null}
    </div>
  );
}
