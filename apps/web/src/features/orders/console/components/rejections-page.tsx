import { reasonExplanation } from '@screenspot/contracts/compliance';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../../lib/content-language';
import { useRejectionReport } from '../api/rejections';
import { formatNumber } from '../../../../components/console/format';
import { EmptyState, LoadError } from '../../../../components/console/empty-state';
import { PageHeader } from '../../../../components/console/page-header';
import { Panel } from '../../../../components/console/panel';
import { TableHead } from '../../../../components/console/table-head';
import admin from '../../../../components/console/console.module.css';

/** /admin/rejections: rejections by reason code per month (Dubai months), newest month first. */
export function RejectionsPage() {
  const { t, i18n } = useTranslation('admin');
  const language = useContentLanguage();
  const report = useRejectionReport();
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage === 'ar' ? 'ar-AE' : 'en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));

  return (
    <>
      <PageHeader title={t('compliance.report.title')} description={t('compliance.report.lead')} />
      {report.error ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.isPending ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : report.data.months.length === 0 ? (
        <section className={admin.panel}>
          <EmptyState title={t('compliance.report.empty')}>
            {t('compliance.report.emptyText')}
          </EmptyState>
        </section>
      ) : (
        report.data.months.map((month) => (
          <Panel
            key={month.month}
            id={`rejections-${month.month}`}
            title={monthName(month.month)}
            aside={
              <span className={admin.mono}>
                {t('compliance.report.total')}: {formatNumber(month.total)}
              </span>
            }
          >
            <table className={admin.table} data-month={month.month}>
              <TableHead
                columns={[
                  t('compliance.report.code'),
                  { label: t('compliance.report.count'), numeric: true },
                ]}
              />
              <tbody>
                {month.counts.map((row) => (
                  <tr key={row.code} data-code={row.code}>
                    <td data-label={t('compliance.report.code')}>
                      <span className={`${admin.primaryCell} ltr`}>{row.code}</span>
                      <span className={admin.secondary}>
                        {reasonExplanation(row.code, language)?.title ?? row.code}
                      </span>
                    </td>
                    <td data-label={t('compliance.report.count')} className={admin.numeric}>
                      {formatNumber(row.count)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
        ))
      )}
    </>
  );
}
