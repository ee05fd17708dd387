import type { Order, OrderHistoryEntry } from '@screenspot/contracts/order';
import { readId } from '@screenspot/contracts/id-text';
import { orderStatus, statusColour } from '@screenspot/contracts/order-status';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '../../../components/ui/fact';
import { useOrder } from '../api/get-order';
import { useOrderHistory } from '../api/get-order-history';
import { ordersKey } from '../api/get-orders';
import { useRedirectOnUnauthorized } from '../hooks/use-sign-in-redirect';
import { useFormat } from '../../../i18n/format';
import { useHistoryReason } from '../../../i18n/history-reasons';
import { statusText } from './texts';
import { loadedOrder } from './order-missing';
import { OrderStatus } from './order-status';
import { OrderVideo } from './order-video';
import { RejectionReason } from './rejection-reason';
import { OrderControls } from './order-controls';
import { OrderDelivery } from './order-delivery';
import { OrderPermits } from './order-permits';
import { NewVideoForm, type ScheduleChoice } from './new-video-form';
import { MyOrdersLink, UploadNewVideoLink } from './order-links';
import { OrderQuerySection } from './order-query-section';
import { OrderSchedule } from './order-schedule';
import { VideoCheckNotes } from './video-check-notes';
import { OrderMockup } from './order-mockup';
import { ScreenImage } from './screen-image';
import { StatusIcon } from './status-icon';
import styles from './order-page.module.css';
import { Money } from '../../../components/ui/money';

/** Orders that still play, so they take a new content permit. */
const permitOpen = new Set<number>([
  orderStatus.awaitingVideo,
  orderStatus.underReview,
  orderStatus.approved,
  orderStatus.paid,
]);

/** What the customer can do next, in the order's own words. */
function nextStep(t: TFunction<'orders'>, order: Order): string {
  switch (order.statusCode) {
    case orderStatus.awaitingVideo:
      return t('page.next.awaitingVideo');
    case orderStatus.underReview:
      return t('page.next.underReview');
    case orderStatus.approved:
      return t('page.next.approved');
    case orderStatus.rejected:
      return t('page.next.rejected');
    default:
      return t('common.thisOrderIsSentence', {
        status: statusText(t, order.statusCode, order.statusMessage).toLowerCase(),
      });
  }
}

/**
 * /order/:id: one order with its screen, video, price and the dates of every status. An order booked
 * without its video offers `videoUpload` (the route's) in the place of the video; a paid order
 * offers `campaignChange` (the route's) to extend its campaign or add screens.
 */
export function OrderPage({
  idParam,
  videoUpload,
  newDates,
  campaignChange,
}: {
  idParam: string | undefined;
  videoUpload?: (order: Order, onSent: () => void) => ReactNode;
  /** New dates for a rejected order whose spots were sold meanwhile (the route's picker). */
  newDates?: (order: Order, onChange: (schedule: ScheduleChoice | null) => void) => ReactNode;
  campaignChange?: (campaignId: number, order: Order) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = readId(idParam);
  const order = useOrder(id);
  const history = useOrderHistory(id);
  useRedirectOnUnauthorized(order.error);

  const loaded = loadedOrder(id, order, styles.loading);
  if ('instead' in loaded) return loaded.instead;
  const data = loaded.data;
  const awaitingVideo = data.statusCode === orderStatus.awaitingVideo;
  const videoSent = () => void queryClient.invalidateQueries({ queryKey: ordersKey });

  return (
    <article className={styles.page} aria-labelledby="order-title">
      <header className={styles.header}>
        <p className={styles.number}>{t('common.orderNumber', { id: data.id })}</p>
        <h1 id="order-title">{data.ledInfo.billboardName}</h1>
        <OrderStatus order={data} />
        <p className={styles.next}>{nextStep(t, data)}</p>
        {data.statusCode === orderStatus.rejected ? (
          <RejectionReason
            className={styles.reason}
            code={data.statusReasonCode}
            note={data.statusReason}
          />
        ) : null}
        <div className={styles.actions}>
          {data.statusCode === orderStatus.approved ? (
            <Link to={`/payment?order=${data.id}`} className="btn btn-primary">
              {t('page.payNow')}
            </Link>
          ) : null}
          {data.statusCode === orderStatus.rejected ? (
            <UploadNewVideoLink orderId={data.id} />
          ) : null}
          {data.schedule?.campaignId ? (
            <Link to={`/campaigns/${data.schedule.campaignId}`} className="btn btn-secondary">
              {t('page.campaign')}
            </Link>
          ) : null}
          <MyOrdersLink>{t('page.allOrders')}</MyOrdersLink>
        </div>
      </header>

      <OrderControls order={data} />
      {data.schedule?.campaignId &&
      (data.statusCode === orderStatus.paid || data.statusCode === orderStatus.completed)
        ? campaignChange?.(data.schedule.campaignId, data)
        : null}

      <div className={styles.grid}>
        <section className={`card ${styles.section}`} aria-labelledby="order-screen">
          <h2 id="order-screen">{t('page.screen')}</h2>
          <ScreenImage ledId={data.ledInfo.ledId} name={data.ledInfo.billboardName} />
          <p className={styles.description} dir="auto">
            {data.ledInfo.description}
          </p>
          <dl className={styles.facts}>
            <Fact term={t('page.pricePerSpot')}>
              <Money cents={Math.round(data.ledInfo.price * 100)} />
            </Fact>
            {awaitingVideo ? null : (
              <Fact term={t('page.videoLength')}>
                {t('page.seconds', {
                  value: format.number(Math.round(data.videoDurationSeconds)),
                })}
              </Fact>
            )}
            <Fact term={t('page.placed')}>{format.dubaiTime(data.createdAt)}</Fact>
          </dl>
          {data.schedule ? <OrderSchedule schedule={data.schedule} /> : null}
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="order-video">
          <h2 id="order-video">{t('page.yourVideo')}</h2>
          {awaitingVideo ? (
            <>
              <p className={styles.description}>{t('page.noVideoYet')}</p>
              {videoUpload?.(data, videoSent)}
            </>
          ) : (
            <>
              <OrderVideo order={data} className={styles.video} />
              <VideoCheckNotes orderId={data.id} />
              <OrderMockup orderId={data.id} />
            </>
          )}
        </section>

        <OrderDelivery
          orderId={data.id}
          live={data.statusCode === orderStatus.paid || data.statusCode === orderStatus.completed}
        />

        <OrderPermits orderId={data.id} open={permitOpen.has(data.statusCode)} />

        <OrderQuerySection
          id="order-history"
          title={t('page.history')}
          query={history}
          className={styles.section}
        >
          {(entries) => <History entries={entries} />}
        </OrderQuerySection>
      </div>

      {data.statusCode === orderStatus.rejected || data.statusCode === orderStatus.underReview ? (
        <NewVideoForm
          order={data}
          newDates={newDates && ((onChange) => newDates(data, onChange))}
        />
      ) : null}
    </article>
  );
}

const eventKeys: Record<string, string> = {
  paused: 'paused',
  resumed: 'resumed',
  'schedule-changed': 'scheduleChanged',
  'video-submitted': 'videoSubmitted',
  'video-replaced': 'videoReplaced',
  'video-refused': 'videoRefused',
};

/** A history line in the language in use: a status, or what else happened (a pause, …). */
function entryText(t: TFunction<'orders'>, entry: OrderHistoryEntry): string {
  if (entry.kind === 'status') return statusText(t, entry.statusCode, entry.statusMessage);
  const key = eventKeys[entry.kind];
  return key ? t(`page.events.${key}`) : entry.statusMessage;
}

function History({ entries }: { entries: OrderHistoryEntry[] }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const reasonOf = useHistoryReason();
  return (
    <ol className={styles.history}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={styles.step}>
          <span className={`${styles.dot} status-${statusColour(entry.statusCode)}`}>
            <StatusIcon code={entry.statusCode} />
          </span>
          <span>
            <strong>{entryText(t, entry)}</strong>
            <time dateTime={entry.at} className={styles.when}>
              {format.dubaiTime(entry.at)}
              {entry.by && entry.kind !== 'status' ? ` · ${t(`page.by.${entry.by}`)}` : ''}
            </time>
            {entry.reason ? <bdi className={styles.stepReason}>{reasonOf(entry)}</bdi> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
