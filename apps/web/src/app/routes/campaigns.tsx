import { RoutePage } from '../layout/route-page';
import { RequireCustomer } from '../../features/auth/components/require-customer';
import { CampaignList } from '../../features/booking/components/campaign-list';

/** /campaigns: the signed-in customer's campaigns. */
export function Component() {
  return (
    <RoutePage page="campaigns">
      <RequireCustomer>
        <CampaignList />
      </RequireCustomer>
    </RoutePage>
  );
}
