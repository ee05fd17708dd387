import { screenRoute } from '../layout/route-page';
import { PaymentScreen } from '../../features/orders/components/payment-screen';

export const Component = screenRoute('payment', PaymentScreen);
