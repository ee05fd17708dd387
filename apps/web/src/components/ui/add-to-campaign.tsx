import { useTranslation } from 'react-i18next';
import { campaignTray, useCampaignTray, type TrayScreen } from '../../lib/campaign-tray';

/** Adds a screen to the campaign tray, or takes it out again. */
export function AddToCampaign({ screen, className }: { screen: TrayScreen; className?: string }) {
  const { t } = useTranslation();
  const inTray = useCampaignTray().some((s) => s.ledId === screen.ledId);
  return (
    <button
      type="button"
      className={`btn ${inTray ? 'btn-secondary' : 'btn-ghost'} ${className ?? ''}`}
      aria-pressed={inTray}
      aria-label={t(inTray ? 'tray.removeNamed' : 'tray.addNamed', { name: screen.billboardName })}
      onClick={() => (inTray ? campaignTray.remove(screen.ledId) : campaignTray.add(screen))}
    >
      {inTray ? t('tray.inCampaign') : t('tray.add')}
    </button>
  );
}
