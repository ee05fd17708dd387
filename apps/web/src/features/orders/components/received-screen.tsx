import { Link } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { OutcomeIcon } from './outcome-icon';
import styles from './outcome.module.css';

/** /received: thanks, the video is with the moderation team. */
export function ReceivedScreen() {
  return (
    <div className={styles.wrap}>
      <div className={styles.tracker}>
        <StepTracker done={1} />
      </div>
      <div className={`card ${styles.panel}`}>
        <OutcomeIcon kind="check" />
        <h1>Thank You! Your Video Has Been Received</h1>
        <p className={styles.lead}>
          Your video was received and is under review by our moderation team. We will let you know
          as soon as it is approved.
        </p>
        <div className={styles.actions}>
          <Link to="/" className="btn btn-primary">
            Go Home
          </Link>
          <Link to="/tab/announcment" className="btn btn-secondary">
            View my orders
          </Link>
        </div>
      </div>
    </div>
  );
}
