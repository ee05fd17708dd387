import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useOrder } from '../api/get-order';
import { formatDateTime, formatMoney } from '../lib/format';
import { EmptyState, LoadError } from './empty-state';
import { Icon } from './icons';
import { OrderVideo, type VideoFrame } from './order-video';
import { PageHeader } from './page-header';
import { StatusBadge } from './status-badge';
import { StatusChangeForm } from './status-change-form';
import { StatusHistory } from './status-history';
import { VideoChecks } from './video-checks';
import admin from './admin.module.css';
import styles from './order-detail.module.css';

/** One order: its video, the people and screen involved, its status history and next moves. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useOrder(Number.isInteger(id) && id > 0 ? id : null);
  const [frame, setFrame] = useState<VideoFrame | null>(null);
  const back = (
    <Link to="/admin/orders" className={admin.backLink}>
      <Icon name="back" size={16} /> Orders
    </Link>
  );

  if (order.error) {
    return (
      <>
        <PageHeader title="Order" description="This order could not be loaded." back={back} />
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  }
  if (!order.data) {
    return <PageHeader title={`Order #${id}`} description="Loading…" back={back} />;
  }
  const o = order.data;

  return (
    <>
      <PageHeader
        title={`Order #${o.id}`}
        description={`${o.screen.billboardName} · placed ${formatDateTime(o.createdAt)}`}
        back={back}
        actions={<StatusBadge code={o.statusCode} label={o.statusMessage} />}
      />
      <div className={styles.grid}>
        <div className={styles.main}>
          <section className={admin.panel} aria-labelledby="video-title">
            <div className={admin.panelHeader}>
              <h2 id="video-title" className={admin.panelTitle}>
                Video
              </h2>
              <span className={admin.mono}>{o.video.fileName}</span>
            </div>
            <div className={admin.panelBody}>
              <OrderVideo orderId={o.id} label={`Video of order ${o.id}`} onFrame={setFrame} />
              <VideoChecks order={o} frame={frame} />
            </div>
          </section>
          <section className={admin.panel} aria-labelledby="history-title">
            <div className={admin.panelHeader}>
              <h2 id="history-title" className={admin.panelTitle}>
                Status history
              </h2>
            </div>
            <div className={admin.panelBody}>
              {o.history.length === 0 ? (
                <EmptyState title="No changes yet">
                  The order is as the customer placed it.
                </EmptyState>
              ) : (
                <StatusHistory history={o.history} />
              )}
            </div>
          </section>
        </div>
        <div className={styles.aside}>
          <section className={admin.panel} aria-labelledby="status-title">
            <div className={admin.panelHeader}>
              <h2 id="status-title" className={admin.panelTitle}>
                Status
              </h2>
            </div>
            <div className={admin.panelBody}>
              {o.statusReason ? (
                <p className={styles.reason}>
                  <strong>Reason given:</strong> {o.statusReason}
                </p>
              ) : null}
              <StatusChangeForm order={o} />
            </div>
          </section>
          <section className={admin.panel} aria-labelledby="facts-title">
            <div className={admin.panelHeader}>
              <h2 id="facts-title" className={admin.panelTitle}>
                Details
              </h2>
            </div>
            <div className={admin.panelBody}>
              <dl className={admin.facts}>
                <dt>Customer</dt>
                <dd>
                  <Link to={`/admin/customers/${o.customer.id}`}>
                    {o.customer.name} {o.customer.surname}
                  </Link>
                  <span className={admin.secondary}>{o.customer.email}</span>
                </dd>
                <dt>Company</dt>
                <dd>{o.customer.companyName}</dd>
                <dt>Screen</dt>
                <dd>
                  <Link to={`/admin/screens/${o.screen.id}`}>{o.screen.billboardName}</Link>
                  <span className={admin.secondary}>{o.screen.location}</span>
                </dd>
                <dt>Limits</dt>
                <dd>
                  {o.screen.duration} s · {o.screen.size}
                </dd>
                <dt>Price</dt>
                <dd>{formatMoney(o.price)} per spot</dd>
                {o.schedule ? (
                  <>
                    <dt>Schedule</dt>
                    <dd>
                      {o.schedule.startDate} – {o.schedule.endDate} (Asia/Dubai)
                      <span className={admin.secondary}>
                        {o.schedule.dayparts.join(', ')} · {o.schedule.spotsPerLoop} per loop
                      </span>
                    </dd>
                    <dt>Total</dt>
                    <dd>
                      {formatMoney(o.schedule.totalCents / 100)}
                      <span className={admin.secondary}>
                        incl. VAT {formatMoney(o.schedule.vatCents / 100)}
                      </span>
                    </dd>
                  </>
                ) : null}
                <dt>Updated</dt>
                <dd>{formatDateTime(o.updatedAt)}</dd>
              </dl>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
