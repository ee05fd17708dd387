import type { Order } from '@screenspot/contracts/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '../api/get-orders';
import { useRedirectOnUnauthorized } from '../hooks/use-sign-in-redirect';
import { LineIcon } from '../../../components/ui/icons';
import { ErrorText } from '../../../components/ui/error-text';
import { OrderCard } from './order-card';
import styles from './announcements.module.css';
import { EmptyCard } from '../../../components/ui/notice-card';

type OrderGroup = { campaignId: number | null; orders: Order[] };

/** Orders under their campaign, in the order the newest of each came (the list's own order). */
function byCampaign(orders: Order[]): OrderGroup[] {
  const groups = new Map<number | null, OrderGroup>();
  for (const order of orders) {
    const campaignId = order.schedule?.campaignId ?? null;
    const group = groups.get(campaignId) ?? { campaignId, orders: [] };
    group.orders.push(order);
    groups.set(campaignId, group);
  }
  return [...groups.values()];
}

/**
 * Account tab "Announcements": the support banner and the orders, newest first, each card under
 * its campaign's name (`campaignName`, the route's, answers it; unknown ones read "Campaign #id").
 */
export function Announcements({
  campaignName,
}: {
  campaignName: (campaignId: number) => string | null | undefined;
}) {
  const { t } = useTranslation('orders');
  const orders = useOrders();
  useRedirectOnUnauthorized(orders.error);

  return (
    <div className={styles.wrap}>
      <p className={styles.banner} role="note">
        <LineIcon size={20} strokeWidth={1.8}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" strokeWidth="2" strokeLinecap="round" />
        </LineIcon>
        {t('announcements.banner')}
        <Link to="/contact" className={styles.bannerLink}>
          {t('announcements.contactSupport')}
        </Link>
      </p>
      {orders.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('announcements.loading')} />
      ) : orders.isError ? (
        <ErrorText error={orders.error} />
      ) : orders.data.length === 0 ? (
        <EmptyCard
          className={styles.empty}
          heading="h3"
          title={t('announcements.emptyTitle')}
          text={t('announcements.emptyText')}
          to="/upload"
          action={t('common.findScreen')}
        />
      ) : (
        <>
          <Link to="/campaigns" className={styles.allCampaigns}>
            {t('announcements.allCampaigns')}
          </Link>
          {byCampaign(orders.data).map((group) => {
            const headingId = `campaign-group-${group.campaignId ?? 'none'}`;
            return (
              <section key={headingId} className={styles.group} aria-labelledby={headingId}>
                <div className={styles.groupHead}>
                  <h2 id={headingId} className={styles.groupTitle}>
                    {group.campaignId === null ? (
                      t('announcements.otherOrders')
                    ) : (
                      <bdi>
                        {t('announcements.campaign', {
                          name:
                            campaignName(group.campaignId) ??
                            t('common.campaignNumber', { id: group.campaignId }),
                        })}
                      </bdi>
                    )}
                  </h2>
                  {group.campaignId === null ? null : (
                    <Link to={`/campaigns/${group.campaignId}`} className="btn btn-ghost">
                      {t('announcements.openCampaign')}
                    </Link>
                  )}
                </div>
                <ul className={styles.list} aria-label={t('announcements.list')}>
                  {group.orders.map((order) => (
                    <li key={order.id}>
                      <OrderCard order={order} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
