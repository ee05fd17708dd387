import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { campaignTray, useCampaignTray } from '../../lib/campaign-tray';
import styles from './campaign-tray-bar.module.css';

/** The campaign tray: follows the customer across the finder until the screens are booked. */
export function CampaignTrayBar() {
  const { t } = useTranslation();
  const screens = useCampaignTray();
  if (screens.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label={t('tray.label')}>
      <div className={styles.inner}>
        <p className={styles.count}>
          <span>
            <Trans
              t={t}
              i18nKey="tray.count"
              count={screens.length}
              components={[<strong key="count" />]}
            />
          </span>
          <span className={styles.names}>{screens.map((s) => s.billboardName).join(' · ')}</span>
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={campaignTray.clear}>
            {t('tray.clear')}
          </button>
          <Link to="/campaign" className="btn btn-primary">
            {t('tray.book')}
          </Link>
        </div>
      </div>
    </aside>
  );
}
