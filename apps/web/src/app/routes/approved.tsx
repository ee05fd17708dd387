import { screenRoute } from '../layout/route-page';
import { ApprovedScreen } from '../../features/orders/components/approved-screen';

export const Component = screenRoute('approved', ApprovedScreen);
