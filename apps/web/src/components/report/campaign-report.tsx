import { audienceMethodPath } from '@screenspot/contracts/audience';
import type { CampaignReport } from '@screenspot/contracts/report';
import { lazy, Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { reportUrl, useCampaignReport } from '../../lib/report';
import { count, percent } from './report-figures';
import { ErrorText } from '../ui/error-text';
import { Money } from '../ui/money';
import { TableHead } from '../ui/table-head';
import styles from './campaign-report.module.css';

const separator = ' · ';

// The chart library is fetched with the first report shown, never with the rest of the site.
const ReportCharts = lazy(() => import('./report-charts'));

/** An impressions figure, always one click from how it is estimated. */
function Impressions({ value, ledId }: { value: number; ledId?: number }) {
  const { t } = useTranslation('report');
  return (
    <Link
      to={ledId ? `${audienceMethodPath}?ledId=${ledId}` : audienceMethodPath}
      className={styles.estimate}
      title={t('report.estimateHow')}
    >
      {count(value)}
    </Link>
  );
}

/**
 * A campaign's delivery report: totals, plays per day booked against delivered, each screen,
 * and the hours plays ran, in the screens' time zone. Refetched live as plays arrive.
 */
export function CampaignReportSection({
  campaignId,
  className,
}: {
  campaignId: number;
  /** The surrounding page's card or panel class. */
  className?: string;
}) {
  const { t } = useTranslation('report');
  const report = useCampaignReport(campaignId);
  return (
    <section
      className={`${styles.section} ${className ?? ''}`}
      aria-labelledby={`report-${campaignId}`}
      data-testid="campaign-report"
    >
      <header className={styles.header}>
        <div>
          <h2 id={`report-${campaignId}`}>{t('report.title')}</h2>
          <p className={styles.zone}>
            {report.data ? <bdi>{report.data.name}</bdi> : null}
            {report.data ? separator : ''}
            <Trans
              t={t}
              i18nKey="report.zone"
              values={{ timezone: report.data?.timezone ?? 'Asia/Dubai' }}
              components={[<strong key="zone" dir="ltr" />]}
            />
          </p>
        </div>
        <div className={styles.downloads}>
          <a
            className="btn btn-secondary"
            href={reportUrl(campaignId, '?format=pdf')}
            target="_blank"
            rel="noopener"
          >
            {t('report.pdf')}
          </a>
          <a className="btn btn-ghost" href={reportUrl(campaignId, '?format=csv')} download>
            {t('report.csvDay')}
          </a>
          <a className="btn btn-ghost" href={reportUrl(campaignId, '?format=csv&by=hour')} download>
            {t('report.csvHour')}
          </a>
        </div>
      </header>
      {report.isPending ? <div className={styles.loading} aria-busy="true" /> : null}
      <ErrorText error={report.error} />
      {report.data ? <ReportBody report={report.data} /> : null}
    </section>
  );
}

function ReportBody({ report }: { report: CampaignReport }) {
  const { t } = useTranslation('report');
  const format = useFormat();
  const share = percent(report.delivered.plays, report.booked.plays);
  return (
    <>
      <dl className={styles.totals} data-testid="report-totals">
        <div className={styles.total}>
          <dt>{t('report.delivered')}</dt>
          <dd className={styles.value} data-testid="report-delivered">
            {count(report.delivered.plays)}
          </dd>
          <dd className={styles.detail}>
            <span className={styles.meter} aria-hidden="true">
              <span style={{ width: `${Math.min(100, share)}%` }} />
            </span>
            {t('report.ofBooked', { booked: count(report.booked.plays), share })}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('report.impressions')}</dt>
          <dd className={styles.value} data-testid="report-impressions">
            <Impressions value={report.delivered.impressions} />
          </dd>
          <dd className={styles.detail}>
            {t('report.estimated')}
            {report.booked.impressions > 0 ? (
              <Trans
                t={t}
                i18nKey="report.ofImpressions"
                components={[<Impressions key="booked" value={report.booked.impressions} />]}
              />
            ) : null}
            {separator}
            <Link to={audienceMethodPath}>{t('report.howEstimate')}</Link>
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('report.cpm')}</dt>
          <dd className={styles.value} data-testid="report-cpm">
            {report.effectiveCpmCents === null ? '—' : <Money cents={report.effectiveCpmCents} />}
          </dd>
          <dd className={styles.detail}>
            {report.effectiveCpmCents === null ? t('report.cpmPending') : t('report.cpmPer')}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('report.spend')}</dt>
          <dd className={styles.value} data-testid="report-spend">
            <Money cents={report.deliveredSpendCents} />
          </dd>
          <dd className={styles.detail}>
            {t('report.spendOf', { spend: format.cents(report.spendCents) })}
          </dd>
        </div>
      </dl>
      <p className={styles.note} data-testid="report-counts">
        {t('report.counts')}
      </p>

      <Suspense fallback={<div className={styles.chartsLoading} aria-busy="true" />}>
        <ReportCharts report={report} />
      </Suspense>

      <h3 className={styles.subhead}>{t('report.screens')}</h3>
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="report-screens">
          <TableHead
            columns={[t('report.screen'), t('report.deliveredColumn'), t('report.impressions')]}
          />
          <tbody>
            {report.items.map((item) => {
              const itemShare = percent(item.delivered, item.booked);
              return (
                <tr key={item.orderId}>
                  <th scope="row">
                    <span className={styles.screenName}>{item.ledName}</span>
                    <span className={styles.meter} aria-hidden="true">
                      <span style={{ width: `${Math.min(100, itemShare)}%` }} />
                    </span>
                  </th>
                  <td>
                    {count(item.delivered)}
                    <span className={styles.muted}>
                      {t('report.itemOf', { booked: count(item.booked), share: itemShare })}
                    </span>
                  </td>
                  <td>
                    <Impressions value={item.impressions} ledId={item.ledId} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('report.note', { version: report.methodVersion })}</p>
    </>
  );
}
