import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { RequireCustomer } from '../../features/auth/components/require-customer';
import { OrderPage } from '../../features/orders/components/order-page';

export function Component() {
  const { id } = useParams();
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title={`Order #${id ?? ''}`}
          description="Your order, its video and its status."
        />
        <RequireCustomer>
          <OrderPage idParam={id} />
        </RequireCustomer>
      </div>
    </section>
  );
}
