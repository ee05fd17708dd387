import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppRunning } from './app-running';
import { Logo } from '../../components/ui/logo';
import { LanguageSwitch } from './language-switch';
import { ScrollToTop } from './scroll-to-top';
import styles from './auth-layout.module.css';

/** Sign-up, sign-in and code screens: outside the shared layout, a focused card. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <aside className={styles.aside}>
        <Logo tone="light" />
        <p className={styles.tagline}>{t('layout.authTagline')}</p>
      </aside>
      <main className={styles.main}>
        <div className={styles.language}>
          <LanguageSwitch />
        </div>
        <div className={styles.mobileLogo}>
          <Logo />
        </div>
        <div className={styles.card}>
          <Suspense fallback={<div aria-busy="true" />}>
            <Outlet />
            <AppRunning />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
