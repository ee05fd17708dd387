import type { Order } from '@screenspot/contracts/order';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useState } from 'react';
import { Link } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { ApiRequestError } from '../../../lib/api-client';
import { useOrderParam } from '../hooks/use-order-param';
import { formatMoney } from '../../../lib/money';
import { OrderMissing } from './order-missing';
import { PaymentMethods } from './payment-methods';
import styles from './payment-screen.module.css';

/** /payment?order=ID: the amount due for the order and the payment methods. */
export function PaymentScreen() {
  const { id, order } = useOrderParam();
  const [chosen, setChosen] = useState<string | null>(null);
  if (id === null) return <OrderMissing />;
  if (order.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (order.isError) {
    const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
    return <OrderMissing message={notFound ? undefined : order.error.message} />;
  }
  const data = order.data;
  if (data.statusCode !== orderStatus.approved) return <NotPayable order={data} />;

  return (
    <div className={styles.wrap}>
      <div className={styles.tracker}>
        <StepTracker done={2} />
      </div>
      <div className={`card ${styles.panel}`}>
        <h1>Complete Your Payment</h1>
        <div className={styles.total}>
          <p className={styles.totalLabel}>Total Amount Due</p>
          <p className={styles.totalValue}>{formatMoney(data.ledInfo.price)}</p>
          <p className={styles.totalFor}>
            Order #{data.id} · {data.ledInfo.billboardName}
          </p>
        </div>
        <h2 className={styles.methodsTitle}>Payment method</h2>
        <PaymentMethods chosen={chosen} onChoose={setChosen} disabled={false} />
        {chosen ? (
          <p className={styles.soon} role="status">
            Paying by {chosen} online is coming soon. No payment has been taken. Our team will email
            you payment instructions for order #{data.id}.
          </p>
        ) : null}
        <Link to="/tab/announcment" className={`btn btn-ghost ${styles.back}`}>
          Back to my orders
        </Link>
      </div>
    </div>
  );
}

/** Payment is refused until the video is approved (and after the order is settled or closed). */
function NotPayable({ order }: { order: Order }) {
  const underReview = order.statusCode === orderStatus.underReview;
  return (
    <div className={`card ${styles.panel}`} role="alert">
      <h1>{underReview ? 'This order cannot be paid yet' : 'There is nothing to pay'}</h1>
      <p>
        {underReview
          ? `Order #${order.id} is under review. Payment opens once your video is approved.`
          : `Order #${order.id} is ${order.statusMessage.toLowerCase()}.`}
      </p>
      <Link to={`/order/${order.id}`} className="btn btn-primary">
        Follow order #{order.id}
      </Link>
    </div>
  );
}
