import type { Order } from '@screenspot/contracts/order';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { formatDate } from './format';
import { OrderSchedule } from './order-schedule';
import { OrderStatus } from './order-status';
import { ScreenImage } from './screen-image';
import styles from './order-card.module.css';

/** One order in Announcements: the screen, what it costs, when it was made and where it stands. */
export function OrderCard({ order }: { order: Order }) {
  const [watching, setWatching] = useState(false);
  const titleId = `order-${order.id}-title`;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <ScreenImage
        ledId={order.ledInfo.ledId}
        name={order.ledInfo.billboardName}
        className={styles.image}
      />
      <div className={styles.body}>
        <div className={styles.top}>
          <div>
            <p className={styles.number}>Order #{order.id}</p>
            <h3 id={titleId} className={styles.name}>
              <Link to={`/order/${order.id}`} className={styles.nameLink}>
                {order.ledInfo.billboardName}
              </Link>
            </h3>
          </div>
          <p className={styles.price}>{formatMoney(order.ledInfo.price)}</p>
        </div>
        <p className={styles.description}>{order.ledInfo.description}</p>
        {order.schedule ? <OrderSchedule schedule={order.schedule} /> : null}
        {order.statusCode === orderStatus.rejected ? (
          <div className={styles.reason}>
            {order.statusReason ? (
              <p>
                <strong>Reason:</strong> {order.statusReason}
              </p>
            ) : null}
            <Link to={`/uploadVideo/${order.ledInfo.ledId}`} className="btn btn-primary">
              Upload a new video
            </Link>
          </div>
        ) : null}
        <div className={styles.bottom}>
          <p className={styles.date}>
            Created <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
          <div className={styles.actions}>
            <Link
              to={`/order/${order.id}`}
              className="btn btn-ghost"
              aria-label={`View order #${order.id}`}
            >
              View order
            </Link>
            <button
              type="button"
              className="btn btn-ghost"
              aria-expanded={watching}
              onClick={() => setWatching((value) => !value)}
            >
              {watching ? 'Hide video' : 'Watch video'}
            </button>
            <OrderStatus order={order} />
          </div>
        </div>
        {watching ? (
          <video
            className={styles.video}
            src={order.videoUrl}
            controls
            preload="metadata"
            playsInline
            aria-label={`Your video for ${order.ledInfo.billboardName}`}
          />
        ) : null}
      </div>
    </article>
  );
}
