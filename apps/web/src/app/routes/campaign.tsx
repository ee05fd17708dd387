import { signedInRoute } from '../layout/route-page';
import { CampaignPage } from '../../features/booking/components/campaign-page';

/** /campaign: several screens from the tray, booked together. */
export const Component = signedInRoute('campaign', CampaignPage);
