import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { RequireCustomer } from '../../features/auth/components/require-customer';
import { CampaignHome } from '../../features/booking/components/campaign-home';
import { CampaignPayment } from '../../features/orders/components/campaign-payment';
import { CampaignMockups } from '../../features/orders/components/campaign-mockups';
import { CampaignScreenshots } from '../../features/orders/components/campaign-screenshots';
import { ProofLinks } from '../../features/orders/components/proof-links';
import { CampaignPermitNote } from '../../features/orders/components/campaign-permit-note';
import { ApprovalBox } from '../../features/organisation/components/approval-box';

/** /campaigns/:id: one campaign's home, where a booking lands. */
export function Component() {
  const { id } = useParams();
  return (
    <RoutePage page="campaignHome" values={{ id: id ?? '' }}>
      <RequireCustomer>
        {(customer) => (
          <CampaignHome
            idParam={id}
            approval={(campaign) => <ApprovalBox campaign={campaign} customerId={customer.id} />}
            payment={(campaign) => <CampaignPayment campaign={campaign} />}
            proof={(campaign) => (
              <>
                <CampaignScreenshots campaign={campaign} />
                <ProofLinks campaignId={campaign.id} />
              </>
            )}
            mockups={(campaign) => <CampaignMockups campaign={campaign} />}
            orderNote={(order) => <CampaignPermitNote orderId={order.orderId} />}
          />
        )}
      </RequireCustomer>
    </RoutePage>
  );
}
