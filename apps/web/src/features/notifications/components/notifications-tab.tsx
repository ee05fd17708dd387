import { useTranslation } from 'react-i18next';
import type { Notification } from '@screenspot/contracts/notification';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useNotifications } from '../api/get-notifications';
import { useReadNotification } from '../api/read-notification';
import styles from './notifications-tab.module.css';

/**
 * The Notifications tab (/tab/notification): newest first; an unread one opens a modal with its
 * message, and closing the modal marks it read. Opening the tab opens the newest unread at once.
 */
export function NotificationsTab() {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const read = useReadNotification();
  const [open, setOpen] = useState<Notification | null>(null);
  const openedOnArrival = useRef(false);
  const list = notifications.data ?? [];

  useEffect(() => {
    if (openedOnArrival.current || !notifications.isSuccess) return;
    openedOnArrival.current = true;
    const newestUnread = notifications.data.find((n) => !n.isRead);
    if (newestUnread) setOpen(newestUnread);
  }, [notifications.isSuccess, notifications.data]);

  const close = () => {
    if (open && !open.isRead) read.mutate(open.id);
    setOpen(null);
  };

  if (notifications.isPending) {
    return (
      <p className={styles.state} aria-busy="true">
        {t('tab.loading')}
      </p>
    );
  }
  if (notifications.error) {
    return (
      <div className="form-error" role="alert">
        {notifications.error.message}{' '}
        <button type="button" className="link-button" onClick={() => void notifications.refetch()}>
          {t('tab.tryAgain')}
        </button>
      </div>
    );
  }

  return (
    <section aria-label={t('tab.label')}>
      {list.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('tab.emptyTitle')}</p>
          <p>{t('tab.emptyText')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {list.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={styles.item}
                data-unread={!notification.isRead}
                onClick={() => setOpen(notification)}
                aria-label={
                  notification.isRead
                    ? notification.title
                    : t('tab.unreadTitle', { title: notification.title })
                }
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.text}>
                  {/* A notice keeps the language it was written in, which may not be the page's. */}
                  <span className={styles.title} dir="auto">
                    {notification.title}
                  </span>
                  <span className={styles.message} dir="auto">
                    {notification.message}
                  </span>
                </span>
                {notification.isRead ? null : (
                  <span className="badge status-green">{t('tab.new')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <Modal
          title={<span dir="auto">{open.title}</span>}
          onClose={close}
          footer={
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('tab.close')}
            </button>
          }
        >
          <p className={styles.modalMessage} dir="auto">
            {open.message}
          </p>
          {open.orderId ? (
            <Link to={`/order/${open.orderId}`} onClick={close}>
              {t('tab.viewOrder', { id: open.orderId })}
            </Link>
          ) : null}
        </Modal>
      ) : null}
    </section>
  );
}
