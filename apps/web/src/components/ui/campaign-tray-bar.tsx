import { Link } from 'react-router';
import { campaignTray, useCampaignTray } from '../../lib/campaign-tray';
import styles from './campaign-tray-bar.module.css';

/** The campaign tray: follows the customer across the finder until the screens are booked. */
export function CampaignTrayBar() {
  const screens = useCampaignTray();
  if (screens.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label="Campaign tray">
      <div className={styles.inner}>
        <p className={styles.count}>
          <span>
            <strong>{screens.length}</strong> {screens.length === 1 ? 'screen' : 'screens'} in your
            campaign
          </span>
          <span className={styles.names}>{screens.map((s) => s.billboardName).join(' · ')}</span>
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={campaignTray.clear}>
            Clear
          </button>
          <Link to="/campaign" className="btn btn-primary">
            Book these screens
          </Link>
        </div>
      </div>
    </aside>
  );
}
