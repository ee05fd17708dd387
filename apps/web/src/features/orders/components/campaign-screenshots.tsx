import type { Campaign } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useOrdersScreenshots } from '../api/get-order-screenshots';
import styles from './campaign-screenshots.module.css';

/**
 * Photos of the campaign playing: frames each screen's player captured of the campaign's video,
 * with the time and the image's sha256, newest first (the last six of each screen).
 */
export function CampaignScreenshots({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const orders = campaign.orders;
  const results = useOrdersScreenshots(orders.map((order) => order.orderId));
  const shots = orders.flatMap((order, index) =>
    (results[index]?.data ?? []).slice(0, 6).map((shot) => ({ shot, screen: order.screen })),
  );
  return (
    <section aria-labelledby="campaign-screenshots" data-testid="campaign-screenshots">
      <h2 id="campaign-screenshots">{t('screenshots.title')}</h2>
      <p className={styles.intro}>{t('screenshots.intro')}</p>
      {shots.length === 0 ? (
        <p className={styles.empty}>{t('screenshots.none')}</p>
      ) : (
        <ul className={styles.grid}>
          {shots.map(({ shot, screen }) => (
            <li key={shot.id} className={styles.shot}>
              <img
                src={shot.url}
                alt={t('screenshots.alt', {
                  screen: screen.billboardName,
                  time: format.dateTime(shot.takenAt),
                })}
                width={320}
                height={180}
                loading="lazy"
              />
              <strong>{screen.billboardName}</strong>
              <span>{format.dateTime(shot.takenAt)}</span>
              <code className={styles.hash} title={shot.sha256}>
                {t('screenshots.hash', { hash: shot.sha256.slice(0, 16) })}
              </code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
