import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { ScrollToTop } from './scroll-to-top';
import styles from './auth-layout.module.css';

/** Sign-up, sign-in and code screens: outside the shared layout, a focused card. */
export function AuthLayout() {
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <aside className={styles.aside}>
        <Logo tone="light" />
        <p className={styles.tagline}>Your ad on Dubai&apos;s brightest screens within 48 hours.</p>
      </aside>
      <main className={styles.main}>
        <div className={styles.mobileLogo}>
          <Logo />
        </div>
        <div className={styles.card}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
