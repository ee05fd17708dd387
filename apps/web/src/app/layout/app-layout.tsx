import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppRunning } from './app-running';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { DisplayCurrencyContext } from '../../lib/display-currency';
import { useLiveUpdates } from '../use-live-updates';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useProfileLanguage } from './use-profile-language';
import styles from './app-layout.module.css';

/** Header, page and footer for every route inside the shared layout. */
export function AppLayout() {
  const { t } = useTranslation();
  const { data: customer } = useCurrentCustomer();
  useProfileLanguage(customer);
  useLiveUpdates(Boolean(customer));
  // Prices in the customer's chosen currency; visitors and operators see dollars.
  const currency = customer?.role === 'customer' ? customer.currency : 'USD';
  return (
    <DisplayCurrencyContext.Provider value={currency}>
      <div className={styles.shell}>
        <ScrollToTop />
        <a href="#main" className={styles.skip}>
          {t('layout.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main" className={styles.main}>
          <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
            <Outlet />
            <AppRunning />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </DisplayCurrencyContext.Provider>
  );
}
