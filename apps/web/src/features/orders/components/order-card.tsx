import type { Order } from '@screenspot/contracts/order';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useState } from 'react';
import { formatDate, formatPrice } from './format';
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
          <h3 id={titleId} className={styles.name}>
            {order.ledInfo.billboardName}
          </h3>
          <p className={styles.price}>{formatPrice(order.ledInfo.price)}</p>
        </div>
        <p className={styles.description}>{order.ledInfo.description}</p>
        {order.schedule ? <OrderSchedule schedule={order.schedule} /> : null}
        {order.statusCode === orderStatus.rejected && order.statusReason ? (
          <p className={styles.reason}>
            <strong>Reason:</strong> {order.statusReason}
          </p>
        ) : null}
        <div className={styles.bottom}>
          <p className={styles.date}>
            Created <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
          <div className={styles.actions}>
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
