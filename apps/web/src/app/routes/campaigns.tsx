import { customerRoute } from '../layout/route-page';
import { CampaignList } from '../../features/booking/components/campaign-list';

/** /campaigns: the signed-in customer's campaigns. */
export const Component = customerRoute('campaigns', CampaignList);
