import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { useLiveUpdates } from '../use-live-updates';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './app-layout.module.css';

/** Header, page and footer for every route inside the shared layout. */
export function AppLayout() {
  const { data: customer } = useCurrentCustomer();
  useLiveUpdates(Boolean(customer));
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main}>
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
