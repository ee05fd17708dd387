import type { AdminOrder } from '@screenspot/contracts/admin-orders';
import { AdvertFacts } from './advert-facts';
import { PermitFacts } from './permit-facts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModerationQueue } from '../api/get-moderation-queue';
import {
  formatAge,
  formatDateTime,
  formatMoney,
  ltr,
  orderPrice,
  scheduleSummary,
} from '../../../../components/console/format';
import { DecisionButtons } from './decision-form';
import { EmptyState, LoadError } from '../../../../components/console/empty-state';
import { OrderMockup } from './order-mockup';
import { OrderVideo } from './order-video';
import { PageHeader } from '../../../../components/console/page-header';
import { VideoChecks } from './video-checks';
import admin from '../../../../components/console/console.module.css';
import styles from './moderation.module.css';

/** Videos waiting for a decision, the longest-waiting first, reviewed one at a time. */
export function ModerationPage() {
  const { t } = useTranslation('admin');
  const queue = useModerationQueue();
  // Orders decided here leave the queue at once, before the server's list catches up.
  const [decidedIds, setDecidedIds] = useState<readonly number[]>([]);
  const orders = (queue.data ?? []).filter((order) => !decidedIds.includes(order.id));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const selected = orders.find((order) => order.id === selectedId) ?? orders[0] ?? null;
  // After a decision the reviewed order leaves the page: keyboard focus moves to the next order in
  // the queue (or to the queue's title once it is empty) instead of falling back to the page.
  const queueRef = useRef<HTMLElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (!refocus) return;
    const queue = queueRef.current;
    const current = queue?.querySelector<HTMLElement>('[aria-current="true"]');
    (current ?? queue?.querySelector<HTMLElement>('h2'))?.focus();
  }, [refocus]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 6000);
    return () => clearTimeout(timer);
  }, [flash]);

  const decided = (order: AdminOrder, message: string) => {
    const index = orders.findIndex((o) => o.id === order.id);
    const next = orders[index + 1] ?? orders[index - 1] ?? null;
    setSelectedId(next?.id ?? null);
    setDecidedIds((ids) => [...ids, order.id]);
    setFlash(message);
    setRefocus((count) => count + 1);
  };

  return (
    <>
      <PageHeader
        title={t('moderation.title')}
        description={
          queue.isSuccess
            ? t('moderation.waiting', { count: orders.length })
            : t('moderation.description')
        }
      />
      <div role="status" aria-live="polite">
        {flash ? <div className="form-success">{flash}</div> : null}
      </div>
      {queue.error ? <LoadError error={queue.error} onRetry={() => void queue.refetch()} /> : null}

      <div className={styles.layout}>
        <section className={admin.panel} aria-labelledby="queue-title" ref={queueRef}>
          <div className={admin.panelHeader}>
            <h2 id="queue-title" className={admin.panelTitle} tabIndex={-1}>
              {t('moderation.queue')}
            </h2>
            <span className={admin.mono}>{orders.length}</span>
          </div>
          {queue.isPending ? (
            <div className={admin.panelBody}>
              <div className={admin.skeleton} />
            </div>
          ) : orders.length === 0 ? (
            <EmptyState title={t('moderation.allCaughtUp')}>
              {t('moderation.newUploads')}
            </EmptyState>
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
                      {t('moderation.queueMeta', {
                        id: order.id,
                        customer: order.customer.companyName || order.customer.email,
                      })}
                    </span>
                    <span className={styles.queueMeta}>
                      {t('moderation.queueLength', {
                        length: order.video.durationSeconds,
                        max: order.screen.duration,
                        size: order.screen.size,
                      })}
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
  const { t } = useTranslation('admin');
  return (
    <section className={`${admin.panel} ${styles.review}`} aria-labelledby="review-title">
      <div className={`${admin.panelHeader} ${styles.reviewHeader}`}>
        <div className={styles.reviewTitle}>
          <h2 id="review-title" className={admin.panelTitle}>
            {t('moderation.reviewTitle', { id: order.id, screen: order.screen.billboardName })}
          </h2>
          <span className={admin.secondary}>
            {t('moderation.uploadedBy', {
              date: formatDateTime(order.createdAt),
              name: `${order.customer.name} ${order.customer.surname}`,
            })}
          </span>
        </div>
        <div className={styles.reviewActions}>
          <Link className={admin.smallButton} to={`/admin/orders/${order.id}`}>
            {t('moderation.details')}
          </Link>
          <DecisionButtons order={order} onDecided={(message) => onDecided(order, message)} />
        </div>
      </div>
      <div className={styles.reviewBody}>
        <OrderVideo orderId={order.id} label={t('moderation.videoLabel', { id: order.id })} />
        <div className={styles.details}>
          <div>
            <h3 className={styles.sideTitle}>{t('moderation.checks')}</h3>
            <VideoChecks orderId={order.id} />
          </div>
          <div>
            <h3 className={styles.sideTitle}>{t('mockup.title')}</h3>
            <OrderMockup orderId={order.id} />
          </div>
          <div>
            <h3 className={styles.sideTitle}>{t('moderation.screenLimits')}</h3>
            <dl className={admin.facts}>
              <dt>{t('moderation.screen')}</dt>
              <dd>{order.screen.billboardName}</dd>
              <dt>{t('moderation.location')}</dt>
              <dd>{order.screen.location}</dd>
              <dt>{t('moderation.maxLength')}</dt>
              <dd>{t('common.seconds', { count: order.screen.duration })}</dd>
              <dt>{t('moderation.resolution')}</dt>
              <dd className="ltr">{order.screen.size}</dd>
              <dt>{t('moderation.type')}</dt>
              <dd>{order.screen.mediaType}</dd>
            </dl>
          </div>
          <div>
            <h3 className={styles.sideTitle}>{t('moderation.order')}</h3>
            <dl className={admin.facts}>
              <dt>{t('moderation.customer')}</dt>
              <dd>
                {order.customer.name} {order.customer.surname}
                <span className={admin.secondary}>{order.customer.email}</span>
              </dd>
              <dt>{t('moderation.company')}</dt>
              <dd>{order.customer.companyName}</dd>
              <AdvertFacts advert={order.advert} />
              {order.schedule ? (
                <>
                  <dt>{t('moderation.schedule')}</dt>
                  <dd>{scheduleSummary(order.schedule)}</dd>
                  <dt>{t('moderation.total')}</dt>
                  <dd>{t('common.inclVat', { price: ltr(orderPrice(order)) })}</dd>
                </>
              ) : (
                <>
                  <dt>{t('moderation.price')}</dt>
                  <dd>{t('common.perSpot', { price: ltr(formatMoney(order.price)) })}</dd>
                </>
              )}
              <dt>{t('moderation.file')}</dt>
              <dd>{order.video.fileName ?? '—'}</dd>
            </dl>
          </div>
          <div>
            <h3 className={styles.sideTitle}>{t('permits.title')}</h3>
            <PermitFacts orderId={order.id} />
          </div>
        </div>
      </div>
    </section>
  );
}
