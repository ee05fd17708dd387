import type { AdminOrder } from '@screenspot/contracts/admin';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useModerationQueue } from '../api/get-moderation-queue';
import { formatAge, formatDateTime, formatMoney } from '../lib/format';
import { DecisionButtons } from './decision-form';
import { EmptyState, LoadError } from './empty-state';
import { OrderVideo, type VideoFrame } from './order-video';
import { PageHeader } from './page-header';
import { VideoChecks } from './video-checks';
import admin from './admin.module.css';
import styles from './moderation.module.css';

/** Videos waiting for a decision, the longest-waiting first, reviewed one at a time. */
export function ModerationPage() {
  const queue = useModerationQueue();
  const orders = queue.data ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const selected = orders.find((order) => order.id === selectedId) ?? orders[0] ?? null;

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 6000);
    return () => clearTimeout(timer);
  }, [flash]);

  const decided = (order: AdminOrder, message: string) => {
    const index = orders.findIndex((o) => o.id === order.id);
    const next = orders[index + 1] ?? orders[index - 1] ?? null;
    setSelectedId(next?.id ?? null);
    setFlash(message);
  };

  return (
    <>
      <PageHeader
        title="Moderation"
        description={
          queue.isSuccess
            ? `${orders.length} video${orders.length === 1 ? '' : 's'} waiting for review, oldest first.`
            : 'Videos waiting for review, oldest first.'
        }
      />
      <div role="status" aria-live="polite">
        {flash ? <div className="form-success">{flash}</div> : null}
      </div>
      {queue.error ? <LoadError error={queue.error} onRetry={() => void queue.refetch()} /> : null}

      <div className={styles.layout}>
        <section className={admin.panel} aria-labelledby="queue-title">
          <div className={admin.panelHeader}>
            <h2 id="queue-title" className={admin.panelTitle}>
              Queue
            </h2>
            <span className={admin.mono}>{orders.length}</span>
          </div>
          {queue.isPending ? (
            <div className={admin.panelBody}>
              <div className={admin.skeleton} />
            </div>
          ) : orders.length === 0 ? (
            <EmptyState title="All caught up">New uploads appear here on their own.</EmptyState>
          ) : (
            <ol className={styles.queue}>
              {orders.map((order) => (
                <li key={order.id}>
                  <button
                    type="button"
                    className={styles.queueItem}
                    aria-current={order.id === selected?.id ? 'true' : undefined}
                    onClick={() => setSelectedId(order.id)}
                  >
                    <span className={styles.queueTop}>
                      <strong>{order.screen.billboardName}</strong>
                      <span className={styles.waiting}>{formatAge(order.createdAt)}</span>
                    </span>
                    <span className={styles.queueMeta}>
                      #{order.id} · {order.customer.companyName || order.customer.email}
                    </span>
                    <span className={styles.queueMeta}>
                      {order.video.durationSeconds} s of {order.screen.duration} s ·{' '}
                      {order.screen.size}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>

        {selected ? <Review key={selected.id} order={selected} onDecided={decided} /> : null}
      </div>
    </>
  );
}

function Review({
  order,
  onDecided,
}: {
  order: AdminOrder;
  onDecided: (order: AdminOrder, message: string) => void;
}) {
  const [frame, setFrame] = useState<VideoFrame | null>(null);
  return (
    <section className={`${admin.panel} ${styles.review}`} aria-labelledby="review-title">
      <div className={`${admin.panelHeader} ${styles.reviewHeader}`}>
        <div className={styles.reviewTitle}>
          <h2 id="review-title" className={admin.panelTitle}>
            Order #{order.id} · {order.screen.billboardName}
          </h2>
          <span className={admin.secondary}>
            Uploaded {formatDateTime(order.createdAt)} by {order.customer.name}{' '}
            {order.customer.surname}
          </span>
        </div>
        <div className={styles.reviewActions}>
          <Link className={admin.smallButton} to={`/admin/orders/${order.id}`}>
            Details
          </Link>
          <DecisionButtons order={order} onDecided={(message) => onDecided(order, message)} />
        </div>
      </div>
      <div className={styles.reviewBody}>
        <OrderVideo orderId={order.id} label={`Video of order ${order.id}`} onFrame={setFrame} />
        <div className={styles.details}>
          <div>
            <h3 className={styles.sideTitle}>Checks</h3>
            <VideoChecks order={order} frame={frame} />
          </div>
          <div>
            <h3 className={styles.sideTitle}>Screen limits</h3>
            <dl className={admin.facts}>
              <dt>Screen</dt>
              <dd>{order.screen.billboardName}</dd>
              <dt>Location</dt>
              <dd>{order.screen.location}</dd>
              <dt>Max length</dt>
              <dd>{order.screen.duration} s</dd>
              <dt>Resolution</dt>
              <dd>{order.screen.size}</dd>
              <dt>Type</dt>
              <dd>{order.screen.mediaType}</dd>
            </dl>
          </div>
          <div>
            <h3 className={styles.sideTitle}>Order</h3>
            <dl className={admin.facts}>
              <dt>Customer</dt>
              <dd>
                {order.customer.name} {order.customer.surname}
                <span className={admin.secondary}>{order.customer.email}</span>
              </dd>
              <dt>Company</dt>
              <dd>{order.customer.companyName}</dd>
              <dt>Price</dt>
              <dd>{formatMoney(order.price)} per spot</dd>
              <dt>File</dt>
              <dd>{order.video.fileName ?? '—'}</dd>
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
