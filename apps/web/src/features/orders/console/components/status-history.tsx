import type { OrderHistoryEntry } from '@screenspot/contracts/admin-orders';
import { useTranslation } from 'react-i18next';
import { useHistoryReason } from '../../../../i18n/history-reasons';
import { formatDateTime, ltr } from '../../../../components/console/format';
import { StatusBadge } from '../../../../components/console/status-badge';
import styles from './order-detail.module.css';

/** Who changed the order's status, when, and why. */
export function StatusHistory({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation('admin');
  const reasonOf = useHistoryReason();
  return (
    <ol className={styles.timeline}>
      {history.map((entry) => (
        <li key={entry.id} className={styles.event}>
          <div className={styles.eventTop}>
            {entry.fromStatus !== null ? (
              <>
                <StatusBadge code={entry.fromStatus} />
                <span aria-label={t('history.to')}>→</span>
              </>
            ) : null}
            <StatusBadge code={entry.toStatus} />
          </div>
          <div className={styles.eventMeta}>
            {t('history.by', {
              date: formatDateTime(entry.createdAt),
              who: entry.changedBy
                ? t('history.person', {
                    name: entry.changedBy.name,
                    email: ltr(entry.changedBy.email),
                  })
                : t('history.removedAccount'),
            })}
          </div>
          {entry.reason ? (
            <p className={styles.eventReason}>{t('history.quoted', { reason: reasonOf(entry) })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
