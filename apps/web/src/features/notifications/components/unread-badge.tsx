import { useUnreadCount } from '../api/get-unread-count';
import styles from './unread-badge.module.css';

/** The signed-in header's unread count; polls, so it grows while the page stays open. */
export function UnreadBadge() {
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="unread-count">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> unread notification{count === 1 ? '' : 's'}</span>
    </span>
  );
}
