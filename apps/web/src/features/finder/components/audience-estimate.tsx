import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import {
  audienceMethodHref,
  audienceQuery,
  formatHour,
  formatImpressions,
} from '../../../lib/audience';
import styles from './audience-estimate.module.css';

/** What one spot on the screen is estimated to deliver; each figure links to how it is made. */
export function AudienceEstimate({ ledId }: { ledId: number }) {
  const { t } = useTranslation('finder');
  const format = useFormat();
  const { data, isPending, isError } = useQuery(audienceQuery(ledId));
  const method = audienceMethodHref(ledId);
  if (isPending) return <div className={styles.loading} aria-busy="true" />;
  if (isError || !data) {
    return (
      <p className={styles.none}>
        {t('audience.none')}{' '}
        <Link to={audienceMethodHref()}>{t('audience.howWeEstimateAudiences')}</Link>
      </p>
    );
  }
  const { estimate } = data;
  // The profile's weekdays start on Monday (0); 2024-01-01 was a Monday.
  const weekday = (index: number) => format.day(`2024-01-0${index + 1}`, { weekday: 'short' });
  const figures = [
    {
      label: t('audience.perPlay'),
      value: formatImpressions(estimate.impressionsPerPlay, format.locale),
      hint: t('audience.perPlayHint'),
    },
    {
      label: t('audience.perSpotDay'),
      value: formatImpressions(estimate.impressionsPerSpotPerDay, format.locale),
      hint: t('audience.perSpotDayHint', {
        plays: format.number(estimate.playsPerSpotPerDay),
        count: estimate.playsPerSpotPerDay,
      }),
    },
    {
      label: t('audience.busiestHour'),
      value: formatImpressions(estimate.peak.impressionsPerPlay, format.locale),
      hint: t('audience.busiestHourHint', {
        day: weekday(estimate.peak.weekday),
        hour: formatHour(estimate.peak.hour),
      }),
    },
  ];
  return (
    <section className={styles.estimate} aria-labelledby={`audience-${ledId}`}>
      <h4 id={`audience-${ledId}`} className={styles.heading}>
        {t('audience.title')}
      </h4>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>
              <Link to={method} title={t('audience.howWeEstimate')}>
                {figure.value}
              </Link>
              <span>{figure.hint}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.method}>
        {t(data.assumptions ? 'audience.fromPublic' : 'audience.fromOperator', {
          version: data.methodVersion,
        })}{' '}
        <Link to={method}>{t('audience.howWeEstimate')}</Link>
      </p>
    </section>
  );
}
