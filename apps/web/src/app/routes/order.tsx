import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { RequireCustomer } from '../../features/auth/components/require-customer';
import { OrderPage } from '../../features/orders/components/order-page';

export function Component() {
  const { id } = useParams();
  return (
    <RoutePage page="order" values={{ id: id ?? '' }}>
      <RequireCustomer>
        <OrderPage idParam={id} />
      </RequireCustomer>
    </RoutePage>
  );
}
