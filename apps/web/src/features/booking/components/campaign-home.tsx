import type { Campaign, CampaignOrder } from '@screenspot/contracts/booking-api';
import { readId } from '@screenspot/contracts/id-text';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampaignReportSection } from '../../../components/report/campaign-report';
import { SectionBoundary } from '../../../components/ui/section-boundary';
import { useFormat } from '../../../i18n/format';
import { ApiRequestError } from '../../../lib/api-client';
import { clientDisplayName } from '../../../lib/organisation-clients';
import { useCampaign } from '../api/get-campaign';
import { campaignsKey } from '../api/get-campaigns';
import { useScreensInfo } from '../api/get-availability';
import { AttachVideo } from './attach-video';
import { CampaignChange } from './campaign-change';
import { CampaignMoney } from './campaign-money';
import { CampaignStatusPill } from './campaign-status-pill';
import { orderStatusLabel } from './order-status-label';
import styles from './campaign-home.module.css';
import { Money } from '../../../components/ui/money';
import { EmptyCard, RetryBox } from '../../../components/ui/notice-card';

/** Statuses whose campaign has paid time, so its report has something to show. */
const reported = new Set(['scheduled', 'live', 'completed']);

/**
 * /campaigns/:id: the campaign's home. Every order with its screen, schedule, status and video;
 * one money summary; the payment state (the route's `payment`); the report once paid; and what
 * can be done now. Everything is read from the server, so a reload shows the same page.
 */
export function CampaignHome({
  idParam,
  payment,
  proof,
  mockups,
  orderNote,
  approval,
}: {
  idParam: string | undefined;
  payment: (campaign: Campaign) => ReactNode;
  /** Under each order: its content permit and the days held back for want of one (the route's). */
  orderNote?: (order: CampaignOrder) => ReactNode;
  /** The spend approval box (the route's), for a campaign over its organisation's limit. */
  approval?: (campaign: Campaign) => ReactNode;
  /** The screens' photos of the campaign playing (the route's), once it is paid. */
  proof?: (campaign: Campaign) => ReactNode;
  /** Each order's advert drawn on its screen's photo (the route's), once drawn. */
  mockups?: (campaign: Campaign) => ReactNode;
}) {
  const { t } = useTranslation('booking');
  const id = readId(idParam);
  const campaign = useCampaign(id);
  if (id === null) return <CampaignMissing />;
  if (campaign.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (campaign.isError) {
    const notFound = campaign.error instanceof ApiRequestError && campaign.error.status === 404;
    if (notFound) return <CampaignMissing />;
    return (
      <RetryBox className={`card ${styles.card}`} query={campaign}>
        {t('home.retry')}
      </RetryBox>
    );
  }
  const data = campaign.data;
  return (
    <article className={styles.page} aria-labelledby="campaign-title">
      <CampaignHeader campaign={data} />
      {approval && data.approval ? <SectionBoundary>{approval(data)}</SectionBoundary> : null}
      <ChangeOfPaidCampaign campaign={data} />
      <div className={styles.grid}>
        <SectionBoundary className={`card ${styles.card}`}>
          <CampaignOrders campaign={data} orderNote={orderNote} />
        </SectionBoundary>
        <div className={styles.side}>
          <SectionBoundary className={`card ${styles.card}`}>
            <section className={`card ${styles.card}`} aria-labelledby="campaign-money">
              <h2 id="campaign-money">{t('home.money')}</h2>
              <CampaignMoney campaign={data} />
            </section>
          </SectionBoundary>
          <SectionBoundary className={`card ${styles.card}`}>{payment(data)}</SectionBoundary>
        </div>
      </div>
      {mockups ? (
        <SectionBoundary className={`card ${styles.card}`}>{mockups(data)}</SectionBoundary>
      ) : null}
      {reported.has(data.status) ? (
        <SectionBoundary className={`card ${styles.card}`}>
          <CampaignReportSection campaignId={data.id} className={`card ${styles.card}`} />
        </SectionBoundary>
      ) : null}
      {proof && reported.has(data.status) ? (
        <SectionBoundary className={`card ${styles.card}`}>{proof(data)}</SectionBoundary>
      ) : null}
    </article>
  );
}

/** "Extend or add screens" once part of the campaign is paid (decision 0043). */
function ChangeOfPaidCampaign({ campaign }: { campaign: Campaign }) {
  const paid = campaign.orders.filter(
    (o) => o.statusCode === orderStatus.paid || o.statusCode === orderStatus.completed,
  );
  if (paid.length === 0) return null;
  const lastDay = paid
    .map((o) => o.schedule.endDate)
    .sort()
    .at(-1);
  return (
    <SectionBoundary className={`card ${styles.card}`}>
      <CampaignChange campaignId={campaign.id} lastDay={lastDay} />
    </SectionBoundary>
  );
}

function CampaignMissing() {
  const { t } = useTranslation('booking');
  return (
    <EmptyCard
      className={styles.card}
      heading="h1"
      title={t('home.missingTitle')}
      text={t('home.missingText')}
      to="/campaigns"
      action={t('home.allCampaigns')}
    />
  );
}

function CampaignHeader({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  const waiting = campaign.orders.some((o) => o.statusCode === orderStatus.awaitingVideo);
  // The payment's deadline, else the hold's: the one the customer has to act before.
  const deadline = campaign.paymentDueAt
    ? { at: campaign.paymentDueAt, key: 'home.payBy', testId: 'payment-due' }
    : campaign.holdExpiresAt
      ? { at: campaign.holdExpiresAt, key: 'home.heldUntil', testId: 'hold-expires' }
      : null;
  return (
    <header className={styles.header}>
      <p className={styles.number}>
        {t('home.number', { id: campaign.id })} ·{' '}
        {t('home.created', { date: format.dubaiTime(campaign.createdAt) })}
      </p>
      <div className={styles.titleRow}>
        <h1 id="campaign-title" dir="auto">
          {campaign.name ?? t('home.unnamed', { id: campaign.id })}
        </h1>
        <CampaignStatusPill status={campaign.status} />
      </div>
      {campaign.client ? (
        <p className={styles.client} data-testid="campaign-client">
          {t('home.forClient', {
            name: clientDisplayName(campaign.client, i18n.resolvedLanguage ?? i18n.language),
          })}
        </p>
      ) : null}
      <p className={styles.next}>{t(`home.next.${campaign.status}`)}</p>
      {deadline ? (
        <p className={styles.deadline} data-testid={deadline.testId}>
          <Trans
            t={t}
            i18nKey={deadline.key}
            values={{ time: format.deadline(deadline.at) }}
            components={{ b: <strong /> }}
          />
        </p>
      ) : null}
      <div className={styles.actions}>
        {campaign.status === 'awaiting_payment' ? (
          <Link to={`/payment?campaign=${campaign.id}`} className="btn btn-primary">
            {t('home.pay')}
          </Link>
        ) : null}
        {waiting && campaign.status !== 'awaiting_approval' ? (
          <a href="#campaign-orders" className="btn btn-primary">
            {t('home.uploadVideos')}
          </a>
        ) : null}
        <Link to="/campaigns" className="btn btn-secondary">
          {t('home.allCampaigns')}
        </Link>
      </div>
    </header>
  );
}

/**
 * The orders, each with its screen, schedule, status and video. Screens of one size still
 * awaiting a video can share one, sent to each order; the server checks it against each screen.
 */
function CampaignOrders({
  campaign,
  orderNote,
}: {
  campaign: Campaign;
  orderNote?: (order: CampaignOrder) => ReactNode;
}) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const screenInfo = useScreensInfo(campaign.orders.map((order) => order.ledId));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: campaignsKey });
  const waiting = campaign.orders.filter((o) => o.statusCode === orderStatus.awaitingVideo);
  const sizes = new Map<string, CampaignOrder[]>();
  for (const order of waiting) {
    const size = screenInfo[order.ledId]?.size;
    if (size) sizes.set(size, [...(sizes.get(size) ?? []), order]);
  }
  const shared = [...sizes].filter(([, group]) => group.length > 1);

  return (
    <section className={`card ${styles.card}`} aria-labelledby="campaign-orders">
      <h2 id="campaign-orders">{t('home.orders', { count: campaign.orders.length })}</h2>
      {shared.map(([size, group]) => (
        <div key={size} className={styles.sizeGroup}>
          <p>
            <Trans
              t={t}
              i18nKey="booked.sameVideo"
              values={{ count: group.length, size: size.replace('x', ' × ') }}
              components={{ b: <strong /> }}
            />
          </p>
          <AttachVideo
            targets={group.map((order) => ({
              orderId: order.orderId,
              screenName: order.screen.billboardName,
            }))}
            label={t('booked.oneVideoLabel', { count: group.length, size })}
            buttonText={t('booked.oneVideoButton', { count: group.length })}
            onSent={refresh}
          />
        </div>
      ))}
      <ul className={styles.orders}>
        {campaign.orders.map((order) => (
          <OrderLine
            key={order.orderId}
            order={order}
            size={screenInfo[order.ledId]?.size ?? null}
            onSent={refresh}
            note={orderNote?.(order)}
          />
        ))}
      </ul>
    </section>
  );
}

function OrderLine({
  order,
  size,
  onSent,
  note,
}: {
  order: CampaignOrder;
  size: string | null;
  onSent: () => void;
  note?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const { schedule, video } = order;
  return (
    <li className={styles.order} data-testid={`campaign-order-${order.orderId}`}>
      <div className={styles.orderMain}>
        <p className={styles.orderNumber}>{t('home.orderNumber', { id: order.orderId })}</p>
        <h3 className={styles.orderName}>
          <Link to={`/order/${order.orderId}`}>{order.screen.billboardName}</Link>
        </h3>
        <p className={styles.muted}>
          {t('booked.schedule', {
            dates: format.days(schedule.startDate, schedule.endDate, {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            }),
            dayparts: schedule.dayparts.map((d) => t(`dayparts.${d}`)).join(t('listSeparator')),
            spots: format.number(schedule.spotsPerLoop),
          })}
        </p>
        <p className={styles.muted}>
          <strong className={styles.orderStatus}>{orderStatusLabel(t, order)}</strong>
          {size ? ` · ${size}` : ''}
        </p>
        <p className={styles.muted}>
          {video
            ? t('home.video', {
                name: video.fileName ?? t('home.videoUnnamed'),
                seconds: format.number(Math.round(video.durationSeconds)),
              })
            : t('home.noVideo')}
        </p>
        {note}
      </div>
      <div className={styles.orderEnd}>
        <strong>
          <Money cents={order.subtotalCents} />
        </strong>
        <span className={styles.muted}>{t('home.beforeVat')}</span>
        {order.statusCode === orderStatus.awaitingVideo ? (
          <AttachVideo
            targets={[{ orderId: order.orderId, screenName: order.screen.billboardName }]}
            label={t('booked.videoFor', { name: order.screen.billboardName })}
            onSent={onSent}
          />
        ) : null}
        <Link to={`/order/${order.orderId}`} className="btn btn-ghost">
          {t('home.openOrder')}
        </Link>
      </div>
    </li>
  );
}
