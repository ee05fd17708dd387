import type { OrderHistoryEntry } from '@screenspot/contracts/admin';
import { orderStatusMessages, type OrderStatusCode } from '@screenspot/contracts/order-status';
import { formatDateTime } from '../lib/format';
import { StatusBadge } from './status-badge';
import styles from './order-detail.module.css';

const label = (code: number) => orderStatusMessages[code as OrderStatusCode] ?? `Status ${code}`;

/** Who changed the order's status, when, and why. */
export function StatusHistory({ history }: { history: OrderHistoryEntry[] }) {
  return (
    <ol className={styles.timeline}>
      {history.map((entry) => (
        <li key={entry.id} className={styles.event}>
          <div className={styles.eventTop}>
            {entry.fromStatus !== null ? (
              <>
                <StatusBadge code={entry.fromStatus} label={label(entry.fromStatus)} />
                <span aria-label="to">→</span>
              </>
            ) : null}
            <StatusBadge code={entry.toStatus} label={label(entry.toStatus)} />
          </div>
          <div className={styles.eventMeta}>
            {formatDateTime(entry.createdAt)} by{' '}
            {entry.changedBy
              ? `${entry.changedBy.name} (${entry.changedBy.email})`
              : 'a removed account'}
          </div>
          {entry.reason ? <p className={styles.eventReason}>“{entry.reason}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
