import type { Customer } from '@screenspot/contracts/customer';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { SettingsTab } from '../../features/account/components/settings-tab';
import { currentCustomerKey } from '../../features/auth/api/get-current-customer';
import { RequireCustomer, useHoldScreen } from '../../features/auth/components/require-customer';
import { NotificationsTab } from '../../features/notifications/components/notifications-tab';
import { TeamTab } from '../../features/organisation/components/team-tab';
import { useCampaigns } from '../../features/booking/api/get-campaigns';
import { Announcements } from '../../features/orders/components/announcements';
import { limits } from '@screenspot/contracts/limits';
import { clearSessionFlag } from '../../lib/session';
import { useIsClient } from '../../lib/use-is-client';
import styles from './account-tabs/account-tabs.module.css';

/** The spec's tab names (announcment as it spells it), also reachable as 1, 2 and 3. */
const tabs = [
  { slug: 'settings', number: '1' },
  { slug: 'announcment', number: '2' },
  { slug: 'notification', number: '3' },
  { slug: 'team', number: '4' },
] as const;

const separator = ' · ';

export function Component() {
  const { tab } = useParams();
  const isClient = useIsClient();
  const active = tabs.find((item) => item.slug === tab || item.number === tab);
  // An unknown tab leads to the settings; the server's render leaves the move to the browser.
  if (!active) return isClient ? <Navigate to="/tab/settings" replace /> : null;
  return (
    <RequireCustomer>
      {(customer) => <AccountTabs active={active.slug} customer={customer} />}
    </RequireCustomer>
  );
}

function AccountTabs({
  active,
  customer,
}: {
  active: (typeof tabs)[number]['slug'];
  customer: Customer;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const holdScreen = useHoldScreen();
  const label = t(`page.tabs.${active}`);

  const signedOut = async () => {
    clearSessionFlag();
    await navigate('/signIn', { state: { notice: t('page.newEmailSignIn') } });
    queryClient.clear();
    queryClient.setQueryData(currentCustomerKey, null);
  };

  return (
    <div className={`page ${styles.page}`}>
      <PageMeta title={label} description={t('page.description')} />
      <header className={styles.header}>
        <h1>{t('page.title')}</h1>
        <p>
          <bdi>{customer.companyName}</bdi>
          {separator}
          <bdi className={styles.email}>{customer.username}</bdi>
        </p>
      </header>
      <nav aria-label={t('page.nav')} className={styles.tabs}>
        {tabs.map((item) => (
          <Link
            key={item.slug}
            to={`/tab/${item.slug}`}
            className={styles.tab}
            aria-current={item.slug === active ? 'page' : undefined}
          >
            {t(`page.tabs.${item.slug}`)}
          </Link>
        ))}
      </nav>
      {active === 'settings' ? (
        <SettingsTab
          customer={customer}
          onCustomerChange={(next) => queryClient.setQueryData(currentCustomerKey, next)}
          onSessionEnded={holdScreen}
          onSignedOut={signedOut}
        />
      ) : null}
      {active === 'announcment' ? <AnnouncementsByCampaign /> : null}
      {active === 'notification' ? <NotificationsTab /> : null}
      {active === 'team' ? (
        <TeamTab customerId={customer.id} onLeft={() => void navigate('/campaigns')} />
      ) : null}
    </div>
  );
}

/** Announcements with each order under its campaign's name (the newest campaigns, as many as orders). */
function AnnouncementsByCampaign() {
  const campaigns = useCampaigns(0, limits.orderPageSize);
  const names = new Map(campaigns.data?.items.map((c) => [c.id, c.name]));
  return <Announcements campaignName={(id) => names.get(id)} />;
}
