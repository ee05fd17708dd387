import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { Operator } from '@screenspot/contracts/admin';
import { BrandMark } from '../../../components/ui/logo';
import { useSummary } from '../api/get-summary';
import { signOut } from '../api/sign-out';
import { Icon, type IconName } from '../../../components/console/icons';
import focus from './focus.module.css';
import styles from './console-layout.module.css';

const brand = 'ScreenSpot';

type NavItem = {
  to: string;
  label: string;
  icon: IconName;
  count?: number;
  /** What the count counts, for screen readers (waiting by default). */
  countLabel?: string;
  end?: boolean;
};

/** The console's frame: side navigation with live counts, a top bar, and the page. */
export function ConsoleLayout({ operator, children }: { operator: Operator; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { data: summary } = useSummary();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const items: NavItem[] = [
    {
      to: '/admin',
      label: t('nav.moderation'),
      icon: 'moderation',
      count: summary?.underReview,
      end: true,
    },
    { to: '/admin/orders', label: t('nav.orders'), icon: 'orders' },
    { to: '/admin/screens', label: t('nav.screens'), icon: 'screens' },
    {
      to: '/admin/screen-health',
      label: t('nav.health'),
      icon: 'health',
      count: summary?.darkScreens,
      countLabel: t('layout.dark'),
    },
    { to: '/admin/segments', label: t('nav.segments'), icon: 'segments' },
    { to: '/admin/booking', label: t('nav.booking'), icon: 'booking' },
    { to: '/admin/invoices', label: t('nav.invoices'), icon: 'invoices' },
    { to: '/admin/einvoices', label: t('nav.einvoices'), icon: 'invoices' },
    { to: '/admin/holds', label: t('nav.holds'), icon: 'holds' },
    { to: '/admin/rejections', label: t('compliance.report.nav'), icon: 'cross' },
    { to: '/admin/customers', label: t('nav.customers'), icon: 'customers' },
    {
      to: '/admin/contact',
      label: t('nav.contact'),
      icon: 'contact',
      count: summary?.openContactRequests,
    },
    { to: '/admin/content', label: t('nav.content'), icon: 'content' },
    { to: '/admin/security', label: t('nav.security'), icon: 'security' },
  ];

  const leave = async () => {
    await signOut().catch(() => undefined);
    queryClient.clear();
    navigate('/');
  };

  return (
    <div className={`${styles.shell} ${focus.visibleFocus}`}>
      <a href="#console-main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <aside className={`${styles.sidebar} ${menuOpen ? styles.sidebarOpen : ''}`} id="console-nav">
        <div className={styles.brand}>
          <Link to="/admin" className={styles.brandLink}>
            <BrandMark size={28} />
            <span>
              {brand} <em>{t('layout.console')}</em>
            </span>
          </Link>
          <button
            type="button"
            className={styles.closeMenu}
            aria-label={t('layout.closeNavigation')}
            onClick={() => setMenuOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('layout.navigation')} className={styles.nav}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) => `${styles.navItem} ${isActive ? styles.active : ''}`}
            >
              <Icon name={item.icon} />
              <span className={styles.navLabel}>{item.label}</span>
              {item.count ? (
                <span className={styles.count} data-testid={`nav-count-${item.icon}`}>
                  {item.count}
                  <span className="visually-hidden">{item.countLabel ?? t('layout.waiting')}</span>
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
        <div className={styles.sideFooter}>
          <a href="/" className={styles.sideLink}>
            <Icon name="external" size={18} />
            {t('layout.viewSite')}
          </a>
        </div>
      </aside>
      {menuOpen ? (
        <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}

      <div className={styles.body}>
        <header className={styles.topbar}>
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('layout.openNavigation')}
            aria-expanded={menuOpen}
            aria-controls="console-nav"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <span className={styles.topTitle}>{t('layout.operatorConsole')}</span>
          <div className={styles.account}>
            <span className={styles.avatar} aria-hidden="true">
              {(operator.name || operator.email).slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.who}>
              <strong>
                {operator.name} {operator.surname}
              </strong>
              <span>{operator.email}</span>
            </span>
            <button
              type="button"
              className={styles.signOut}
              aria-label={t('layout.signOut')}
              onClick={() => void leave()}
            >
              <Icon name="signOut" size={18} />
              <span>{t('layout.signOut')}</span>
            </button>
          </div>
        </header>
        <main id="console-main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
