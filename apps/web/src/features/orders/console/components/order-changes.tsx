import { useTranslation } from 'react-i18next';
import { useOrderChanges } from '../api/order-control';
import { formatDateTime } from '../../../../components/console/format';
import admin from '../../../../components/console/console.module.css';
import styles from './order-detail.module.css';
import { BodyPanel } from '../../../../components/console/body-panel';

/** What changed besides the status (decision 0025): pauses, schedules, replacement videos. */
export function OrderChanges({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const changes = useOrderChanges(orderId);
  if (!changes.data || changes.data.length === 0) return null;
  return (
    <BodyPanel id="changes-title" title={t('changes.title')}>
      <ol className={styles.timeline}>
        {changes.data.map((change, index) => (
          <li key={`${change.at}-${index}`} className={`${styles.event} ${styles.change}`}>
            <strong>
              {t(`changes.kinds.${change.kind}`, { defaultValue: change.statusMessage })}
            </strong>
            <span className={admin.secondary}>
              {formatDateTime(change.at)}
              {change.by ? t('changes.by', { who: t(`changes.${change.by}`) }) : ''}
            </span>
            {change.reason ? <bdi>{change.reason}</bdi> : null}
          </li>
        ))}
      </ol>
    </BodyPanel>
  );
}
