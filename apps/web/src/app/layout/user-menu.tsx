import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadBadge } from '../../features/notifications/components/unread-badge';
import { useSessionSync } from '../../features/auth/hooks/use-session-sync';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import styles from './user-menu.module.css';

/** The signed-in customer's name with Settings, Announcements, Notifications and Logout. */
export function UserMenu({ username }: { username: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const [leaving, setLeaving] = useState(false);
  const signOut = useSignOut();
  useSessionSync();

  const logout = () => {
    setOpen(false);
    setLeaving(true);
    void signOut();
  };

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={ref}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </span>
        {/* Its own direction, so that in Arabic a long address is cut at its end, not its start. */}
        <span className={styles.name} dir="auto">
          {username}
        </span>
        <UnreadBadge />
      </button>
      {open ? (
        <div className={styles.dropdown} role="menu">
          <Link role="menuitem" to="/tab/settings" onClick={() => setOpen(false)}>
            {t('userMenu.settings')}
          </Link>
          <Link role="menuitem" to="/campaigns" onClick={() => setOpen(false)}>
            {t('userMenu.campaigns')}
          </Link>
          <Link role="menuitem" to="/tab/announcment" onClick={() => setOpen(false)}>
            {t('userMenu.announcements')}
          </Link>
          <Link role="menuitem" to="/tab/notification" onClick={() => setOpen(false)}>
            {t('userMenu.notifications')} <UnreadBadge />
          </Link>
          <button role="menuitem" type="button" onClick={logout} disabled={leaving}>
            {t('userMenu.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
