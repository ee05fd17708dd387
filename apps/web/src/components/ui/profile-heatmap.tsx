import { weekdayNames } from '@screenspot/contracts/audience';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import styles from './profile-heatmap.module.css';

const hours = Array.from({ length: 24 }, (_, h) => h);

/** A week of hourly audience as a 7 × 24 heat map (rows Monday to Sunday), with the values as text. */
export function ProfileHeatmap({
  hourly,
  caption,
}: {
  hourly: readonly number[];
  caption: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const max = Math.max(1, ...hourly);
  // 1 January 2024 was a Monday: the rows' names in the language in use.
  const dayName = (d: number, weekday: 'long' | 'short') =>
    format.date(Date.UTC(2024, 0, 1 + d), { weekday, timeZone: 'UTC' });
  return (
    <div className={styles.scroll}>
      <table className={styles.grid}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <span className="visually-hidden">{t('heatmap.day')}</span>
            </th>
            {hours.map((h) => (
              <th key={h} scope="col" className={styles.hour}>
                {h % 3 === 0 ? (
                  String(h).padStart(2, '0')
                ) : (
                  <span className="visually-hidden">{h}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekdayNames.map((day, d) => (
            <tr key={day}>
              <th scope="row" className={styles.day}>
                {dayName(d, 'short')}
              </th>
              {hours.map((h) => {
                const value = hourly[d * 24 + h] ?? 0;
                const level = value / max;
                return (
                  <td
                    key={h}
                    className={styles.cell}
                    style={{ ['--level' as string]: level.toFixed(3) }}
                    title={t('heatmap.cell', {
                      day: dayName(d, 'long'),
                      hour: String(h).padStart(2, '0'),
                      people: format.number(Math.round(value)),
                    })}
                  >
                    <span className="visually-hidden">{Math.round(value)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend} aria-hidden="true">
        <span>0</span>
        <span className={styles.ramp} />
        <span>{t('heatmap.legend', { people: format.number(Math.round(max)) })}</span>
      </p>
    </div>
  );
}
