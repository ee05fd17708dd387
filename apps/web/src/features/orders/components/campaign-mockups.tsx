import type { Campaign } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { useOrdersMockups } from '../api/get-order-mockup';
import styles from './campaign-mockups.module.css';

/**
 * The campaign's adverts on site (decision 0052): each order's mock-up, its video's key frame on
 * the screen's photo, with the permit PDF. Shown once at least one is drawn or being drawn.
 */
export function CampaignMockups({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('orders');
  const orders = campaign.orders.filter((order) => order.video);
  const results = useOrdersMockups(orders.map((order) => order.orderId));
  const shown = orders
    .map((order, index) => ({ order, mockup: results[index]?.data }))
    .filter(({ mockup }) => mockup && mockup.status !== 'unavailable');
  if (shown.length === 0) return null;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="campaign-mockups">
      <h2 id="campaign-mockups">{t('mockup.campaignTitle')}</h2>
      <p className={styles.intro}>{t('mockup.caption')}</p>
      <ul className={styles.grid}>
        {shown.map(({ order, mockup }) => (
          <li key={order.orderId} className={styles.item}>
            {mockup!.status === 'ready' ? (
              <img
                src={mockup!.imageUrl!}
                alt={t('mockup.screenAlt', { screen: order.screen.billboardName })}
                loading="lazy"
              />
            ) : (
              <p className={styles.pending}>
                {t(mockup!.status === 'pending' ? 'mockup.pending' : 'mockup.failed')}
              </p>
            )}
            <strong>{order.screen.billboardName}</strong>
            {mockup!.status === 'ready' ? (
              <span className={styles.links}>
                <a href={mockup!.imageUrl!} download>
                  {t('mockup.png')}
                </a>
                <a href={mockup!.pdfUrl!} download>
                  {t('mockup.pdf')}
                </a>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
