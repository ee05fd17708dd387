import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';
import styles from './unread-badge.module.css';

/** The signed-in header's unread count; polls, so it grows while the page stays open. */
export function UnreadBadge() {
  // The header shows it on every page: its words are in the common catalogue, always loaded.
  const { t } = useTranslation();
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="unread-count">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden">{t('header.unread', { count })}</span>
    </span>
  );
}
