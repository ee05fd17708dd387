import { PageMeta } from '../../components/ui/page-meta';
import { PaymentScreen } from '../../features/orders/components/payment-screen';

export function Component() {
  return (
    <section className="page">
      <div className="container">
        <PageMeta title="Complete Your Payment" description="Pay for your approved campaign." />
        <PaymentScreen />
      </div>
    </section>
  );
}
