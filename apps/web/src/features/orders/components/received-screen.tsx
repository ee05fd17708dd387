import { Link, useSearchParams } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { OutcomeIcon } from './outcome-icon';
import styles from './outcome.module.css';

/** /received: thanks, the video is with the moderation team. */
export function ReceivedScreen() {
  const raw = useSearchParams()[0].get('order') ?? '';
  const orderId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className={styles.wrap}>
      <div className={styles.tracker}>
        <StepTracker done={1} />
      </div>
      <div className={`card ${styles.panel}`}>
        <OutcomeIcon kind="check" />
        <h1>Thank You! Your Video Has Been Received</h1>
        {orderId ? <p className={styles.lead}>Your order number is #{orderId}.</p> : null}
        <p className={styles.lead}>
          Your video was received and is under review by our moderation team. We will let you know
          as soon as it is approved.
        </p>
        <ol className={styles.next} aria-label="What happens next">
          <li>Our moderation team checks your video against the guidelines.</li>
          <li>You get a notification and an email with the decision.</li>
          <li>Once it is approved, you pay and your campaign is scheduled.</li>
        </ol>
        <div className={styles.actions}>
          <Link to="/" className="btn btn-primary">
            Go Home
          </Link>
          {orderId ? (
            <Link to={`/order/${orderId}`} className="btn btn-secondary">
              Follow order #{orderId}
            </Link>
          ) : (
            <Link to="/tab/announcment" className="btn btn-secondary">
              View my orders
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
