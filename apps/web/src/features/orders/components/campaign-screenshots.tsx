import type { Campaign } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { ScreenshotGrid } from '../../../components/ui/screenshot-tile';
import { useFormat } from '../../../i18n/format';
import { useOrdersScreenshots } from '../api/get-order-screenshots';
import { CampaignShotTile } from './campaign-shot-tile';
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
        <ScreenshotGrid>
          {shots.map(({ shot, screen }) => (
            <CampaignShotTile key={shot.id} shot={shot} screenName={screen.billboardName}>
              <strong>{screen.billboardName}</strong>
              <span>{format.dateTime(shot.takenAt)}</span>
            </CampaignShotTile>
          ))}
        </ScreenshotGrid>
      )}
    </section>
  );
}
