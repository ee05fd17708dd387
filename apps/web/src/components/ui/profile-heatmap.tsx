import { weekdayNames } from '@screenspot/contracts/audience';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { HourGrid, HourGridLegend, hourGridScroll } from './hour-grid';

/** A week of hourly audience as a 7 × 24 heat map (rows Monday to Sunday), with the values as text. */
export function ProfileHeatmap({
  hourly,
  caption,
}: {
  hourly: readonly number[];
  caption: string;
}) {
  const { t } = useTranslation('report');
  const format = useFormat();
  const max = Math.max(1, ...hourly);
  // 1 January 2024 was a Monday: the rows' names in the language in use.
  const dayName = (d: number, weekday: 'long' | 'short') =>
    format.date(Date.UTC(2024, 0, 1 + d), { weekday, timeZone: 'UTC' });
  return (
    <div className={hourGridScroll}>
      <HourGrid
        caption={caption}
        cornerLabel={t('heatmap.day')}
        rows={weekdayNames.map((day, d) => ({
          key: day,
          label: dayName(d, 'short'),
          longLabel: dayName(d, 'long'),
          values: hourly.slice(d * 24, d * 24 + 24),
        }))}
        cellTitle={(row, hour, value) =>
          t('heatmap.cell', {
            day: row.longLabel,
            hour,
            people: format.number(Math.round(value)),
          })
        }
        cellValue={Math.round}
      />
      <HourGridLegend text={t('heatmap.legend', { people: format.number(Math.round(max)) })} />
    </div>
  );
}
