import type { Order, OrderHistoryEntry } from '@screenspot/contracts/order';
import { orderStatus, statusColour } from '@screenspot/contracts/order-status';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import { useOrderHistory } from '../api/get-order-history';
import { useRedirectOnUnauthorized } from '../hooks/use-sign-in-redirect';
import { formatMoney } from '../../../lib/money';
import { OrderMissing } from './order-missing';
import { OrderStatus } from './order-status';
import { OrderSchedule } from './order-schedule';
import { ScreenImage } from './screen-image';
import { StatusIcon } from './status-icon';
import styles from './order-page.module.css';

function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** What the customer can do next, in the order's own words. */
function nextStep(order: Order): string {
  switch (order.statusCode) {
    case orderStatus.underReview:
      return 'Our moderation team is reviewing your video. You will get a notification and an email when it is decided.';
    case orderStatus.approved:
      return 'Your video is approved. Complete the payment to schedule your campaign.';
    case orderStatus.rejected:
      return 'Your video was not approved. Upload a new video that meets the guidelines.';
    default:
      return `This order is ${order.statusMessage.toLowerCase()}.`;
  }
}

/** /order/:id: one order with its screen, video, price and the dates of every status. */
export function OrderPage({ idParam }: { idParam: string | undefined }) {
  const id = idParam && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const order = useOrder(id);
  const history = useOrderHistory(id);
  useRedirectOnUnauthorized(order.error);

  if (id === null) return <OrderMissing />;
  if (order.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (order.isError) {
    const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
    return <OrderMissing message={notFound ? undefined : order.error.message} />;
  }
  const data = order.data;

  return (
    <article className={styles.page} aria-labelledby="order-title">
      <header className={styles.header}>
        <p className={styles.number}>Order #{data.id}</p>
        <h1 id="order-title">{data.ledInfo.billboardName}</h1>
        <OrderStatus order={data} />
        <p className={styles.next}>{nextStep(data)}</p>
        {data.statusCode === orderStatus.rejected && data.statusReason ? (
          <p className={styles.reason}>
            <strong>Reason:</strong> {data.statusReason}
          </p>
        ) : null}
        <div className={styles.actions}>
          {data.statusCode === orderStatus.approved ? (
            <Link to={`/payment?order=${data.id}`} className="btn btn-primary">
              Pay now
            </Link>
          ) : null}
          {data.statusCode === orderStatus.rejected ? (
            <Link to={`/uploadVideo/${data.ledInfo.ledId}`} className="btn btn-primary">
              Upload a new video
            </Link>
          ) : null}
          <Link to="/tab/announcment" className="btn btn-secondary">
            All my orders
          </Link>
        </div>
      </header>

      <div className={styles.grid}>
        <section className={`card ${styles.section}`} aria-labelledby="order-screen">
          <h2 id="order-screen">Screen</h2>
          <ScreenImage ledId={data.ledInfo.ledId} name={data.ledInfo.billboardName} />
          <p className={styles.description}>{data.ledInfo.description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>Price per spot</dt>
              <dd>{formatMoney(data.ledInfo.price)}</dd>
            </div>
            <div>
              <dt>Video length</dt>
              <dd>{Math.round(data.videoDurationSeconds)} s</dd>
            </div>
            <div>
              <dt>Placed</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
            </div>
          </dl>
          {data.schedule ? <OrderSchedule schedule={data.schedule} /> : null}
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="order-video">
          <h2 id="order-video">Your video</h2>
          <video
            className={styles.video}
            src={data.videoUrl}
            controls
            preload="metadata"
            playsInline
            aria-label={`Your video for ${data.ledInfo.billboardName}`}
          />
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="order-history">
          <h2 id="order-history">Status history</h2>
          {history.isPending ? <p aria-busy="true">Loading…</p> : null}
          {history.isError ? <p className="form-error">{history.error.message}</p> : null}
          {history.data ? <History entries={history.data} /> : null}
        </section>
      </div>
    </article>
  );
}

function History({ entries }: { entries: OrderHistoryEntry[] }) {
  return (
    <ol className={styles.history}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={styles.step}>
          <span className={`${styles.dot} status-${statusColour(entry.statusCode)}`}>
            <StatusIcon code={entry.statusCode} />
          </span>
          <span>
            <strong>{entry.statusMessage}</strong>
            <time dateTime={entry.at} className={styles.when}>
              {formatDateTime(entry.at)}
            </time>
            {entry.reason ? <span className={styles.stepReason}>{entry.reason}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
