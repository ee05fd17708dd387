import { useTranslation } from 'react-i18next';
import { AdvertFacts } from './advert-facts';
import { PermitFacts } from './permit-facts';
import { Link } from 'react-router';
import { CampaignReportSection } from '../../../../components/report/campaign-report';
import { useOrder } from '../api/get-order';
import {
  daypartIdList,
  formatDateTime,
  formatDays,
  formatMoney,
  ltr,
} from '../../../../components/console/format';
import { EmptyState } from '../../../../components/console/empty-state';
import { OrderChanges } from './order-changes';
import { OrderPlaybackPanel } from './order-playback-panel';
import { OrderMockup } from './order-mockup';
import { OrderVideo } from './order-video';
import { BackLink, PageHeader, PendingHeader } from '../../../../components/console/page-header';
import { StatusBadge } from '../../../../components/console/status-badge';
import { StatusChangeForm } from './status-change-form';
import { StatusHistory } from './status-history';
import { VideoChecks } from './video-checks';
import admin from '../../../../components/console/console.module.css';
import styles from './order-detail.module.css';
import { useIdParam } from '../../../../lib/use-id-param';
import { Money } from '../../../../components/ui/money';
import { BodyPanel } from '../../../../components/console/body-panel';

/** One order: its video, the people and screen involved, its status history and next moves. */
export function OrderDetailPage() {
  const { t } = useTranslation('admin');
  const id = useIdParam();
  const order = useOrder(id !== null && id > 0 ? id : null);
  const back = <BackLink to="/admin/orders">{t('order.back')}</BackLink>;

  if (order.error || !order.data) {
    return (
      <PendingHeader
        section="order"
        loadingTitle={t('order.titleNumber', { id: id ?? '' })}
        back={back}
        query={order}
      />
    );
  }
  const o = order.data;

  return (
    <>
      <PageHeader
        title={t('order.titleNumber', { id: o.id })}
        description={t('order.placed', {
          screen: o.screen.billboardName,
          date: formatDateTime(o.createdAt),
        })}
        back={back}
        actions={<StatusBadge code={o.statusCode} label={o.statusMessage} />}
      />
      <div className={admin.detailGrid}>
        <div className={admin.detailMain}>
          <BodyPanel
            id="video-title"
            title={t('order.video')}
            aside=<span className={admin.mono}>{o.video.fileName}</span>
          >
            <OrderVideo orderId={o.id} label={t('moderation.videoLabel', { id: o.id })} />
            <VideoChecks orderId={o.id} />
          </BodyPanel>
          <BodyPanel id="mockup-title" title={t('mockup.title')}>
            <OrderMockup orderId={o.id} />
          </BodyPanel>
          {o.schedule?.campaignId ? (
            <CampaignReportSection
              campaignId={o.schedule.campaignId}
              className={`${admin.panel} ${admin.panelBody}`}
            />
          ) : null}
          <OrderChanges orderId={o.id} />
          <BodyPanel id="history-title" title={t('order.statusHistory')}>
            {o.history.length === 0 ? (
              <EmptyState title={t('order.noChanges')}>{t('order.noChangesText')}</EmptyState>
            ) : (
              <StatusHistory history={o.history} />
            )}
          </BodyPanel>
        </div>
        <div className={admin.detailAside}>
          <OrderPlaybackPanel orderId={o.id} />
          <BodyPanel id="status-title" title={t('order.status')}>
            {o.statusReasonCode ? (
              <p className={styles.reason}>
                <strong>{t('compliance.reasonCode')}</strong>{' '}
                <span className="ltr">{o.statusReasonCode}</span>
              </p>
            ) : null}
            {o.statusReason ? (
              <p className={styles.reason}>
                <strong>{t('order.reasonGiven')}</strong> {o.statusReason}
              </p>
            ) : null}
            <StatusChangeForm order={o} />
          </BodyPanel>
          <BodyPanel id="permits-title" title={t('permits.title')}>
            <PermitFacts orderId={o.id} />
          </BodyPanel>
          <BodyPanel id="facts-title" title={t('order.details')}>
            <dl className={admin.facts}>
              <dt>{t('order.customer')}</dt>
              <dd>
                <Link to={`/admin/customers/${o.customer.id}`}>
                  {o.customer.name} {o.customer.surname}
                </Link>
                <span className={admin.secondary}>{o.customer.email}</span>
              </dd>
              <dt>{t('order.company')}</dt>
              <dd>{o.customer.companyName}</dd>
              <AdvertFacts advert={o.advert} />
              <dt>{t('order.screen')}</dt>
              <dd>
                <Link to={`/admin/screens/${o.screen.id}`}>{o.screen.billboardName}</Link>
                <span className={admin.secondary}>{o.screen.location}</span>
              </dd>
              <dt>{t('order.limits')}</dt>
              <dd>
                {t('order.limitsValue', { seconds: o.screen.duration, size: ltr(o.screen.size) })}
              </dd>
              <dt>{t('order.price')}</dt>
              <dd>{t('common.perSpot', { price: ltr(formatMoney(o.price)) })}</dd>
              {o.schedule ? (
                <>
                  <dt>{t('order.schedule')}</dt>
                  <dd>
                    {t('order.scheduleDates', {
                      dates: formatDays(o.schedule.startDate, o.schedule.endDate),
                    })}
                    <span className={admin.secondary}>
                      {t('order.scheduleParts', {
                        dayparts: daypartIdList(o.schedule.dayparts),
                        spots: o.schedule.spotsPerLoop,
                      })}
                    </span>
                  </dd>
                  <dt>{t('order.total')}</dt>
                  <dd>
                    <Money cents={o.schedule.totalCents} />
                    <span className={admin.secondary}>
                      {t('common.vatIncluded', {
                        vat: ltr(formatMoney(o.schedule.vatCents / 100)),
                      })}
                    </span>
                  </dd>
                </>
              ) : null}
              <dt>{t('order.updated')}</dt>
              <dd>{formatDateTime(o.updatedAt)}</dd>
            </dl>
          </BodyPanel>
        </div>
      </div>
    </>
  );
}
