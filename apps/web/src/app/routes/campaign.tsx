import { RoutePage } from '../layout/route-page';
import { useSignedIn } from '../../features/auth/api/get-current-customer';
import { CampaignPage } from '../../features/booking/components/campaign-page';

/** /campaign: several screens from the tray, booked together. */
export function Component() {
  const signedIn = useSignedIn();
  return (
    <RoutePage page="campaign">
      <CampaignPage signedIn={signedIn} />
    </RoutePage>
  );
}
