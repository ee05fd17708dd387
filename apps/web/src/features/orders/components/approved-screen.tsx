import { orderStatus } from '@screenspot/contracts/order-status';
import { Link } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { ApiRequestError } from '../../../lib/api-client';
import { useOrderParam } from '../hooks/use-order-param';
import { formatMoney } from '../../../lib/money';
import { OrderMissing } from './order-missing';
import { OutcomeIcon } from './outcome-icon';
import { ScreenImage } from './screen-image';
import styles from './outcome.module.css';

/** /approved?order=ID: the approved video's screen and the way on to payment. */
export function ApprovedScreen() {
  const { id, order } = useOrderParam();
  if (id === null) return <OrderMissing />;
  if (order.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (order.isError) {
    const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
    return <OrderMissing message={notFound ? undefined : order.error.message} />;
  }
  const data = order.data;
  const screen = (
    <div className={styles.screen}>
      <ScreenImage ledId={data.ledInfo.ledId} name={data.ledInfo.billboardName} />
      <div>
        <h2 className={styles.screenName}>{data.ledInfo.billboardName}</h2>
        <p className={styles.screenText}>{data.ledInfo.description}</p>
      </div>
    </div>
  );

  if (data.statusCode === orderStatus.underReview) {
    return (
      <div className={styles.wrap}>
        <div className={styles.tracker}>
          <StepTracker done={1} />
        </div>
        <div className={`card ${styles.panel}`}>
          <OutcomeIcon kind="clock" />
          <h1>Your Video Is Under Review</h1>
          <p className={styles.lead}>
            Our moderation team is checking your video. You can pay as soon as it is approved.
          </p>
          {screen}
          <div className={styles.actions}>
            <Link to="/tab/announcment" className="btn btn-secondary">
              My orders
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (data.statusCode !== orderStatus.approved) {
    const rejected = data.statusCode === orderStatus.rejected;
    return (
      <div className={styles.wrap}>
        <div className={`card ${styles.panel}`}>
          <OutcomeIcon kind={rejected ? 'cross' : 'check'} />
          <h1>
            {rejected
              ? 'Your Video Was Not Approved'
              : `This order is ${data.statusMessage.toLowerCase()}`}
          </h1>
          {rejected && data.statusReason ? (
            <p className={styles.reason}>{data.statusReason}</p>
          ) : null}
          {screen}
          <div className={styles.actions}>
            {rejected ? (
              <Link to={`/uploadVideo/${data.ledInfo.ledId}`} className="btn btn-primary">
                Upload a new video
              </Link>
            ) : null}
            <Link to="/tab/announcment" className="btn btn-secondary">
              My orders
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.tracker}>
        <StepTracker done={2} />
      </div>
      <div className={`card ${styles.panel}`}>
        <OutcomeIcon kind="check" />
        <h1>Your Video Has Been Approved!</h1>
        <p className={styles.lead}>
          Your video is ready to display on the selected billboard. Please complete your payment of{' '}
          {formatMoney(data.ledInfo.price)} to schedule it.
        </p>
        {screen}
        <div className={styles.actions}>
          <Link to={`/payment?order=${data.id}`} className="btn btn-primary">
            Pay Now
          </Link>
        </div>
      </div>
    </div>
  );
}
