import { screenRoute } from '../layout/route-page';
import { ReceivedScreen } from '../../features/orders/components/received-screen';

export const Component = screenRoute('received', ReceivedScreen);
