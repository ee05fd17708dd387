import { useTranslation } from 'react-i18next';
import { RoutePage } from '../layout/route-page';
import { useSignedIn } from '../../features/auth/api/get-current-customer';
import { CampaignPage } from '../../features/booking/components/campaign-page';

/** /campaign: several screens from the tray, booked together. */
export function Component() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <RoutePage title={t('pages.campaign.title')} description={t('pages.campaign.description')}>
      <CampaignPage signedIn={signedIn} />
    </RoutePage>
  );
}
