import type { Availability } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import styles from './ramadan-times.module.css';

type Props = { days: Availability['days'] };

/**
 * Each Ramadan day's sunset-anchored dayparts on this screen, as the server resolved them (Dubai
 * time): they move with the sunset, so every day shows its own times.
 */
export function RamadanTimes({ days }: Props) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  return (
    <section className={styles.times} aria-label={t('ramadanTimes.title')}>
      <h3 className={styles.title}>{t('ramadanTimes.title')}</h3>
      <p className={styles.hint}>{t('ramadanTimes.hint')}</p>
      <ul className={styles.list}>
        {days.map((day) => (
          <li key={day.date} className={styles.day} data-date={day.date}>
            <span className={styles.date}>{format.day(day.date)}</span>
            {day.dayparts
              .filter((part) => part.id === 'pre_iftar' || part.id === 'after_iftar')
              .map((part) => (
                <span key={part.id} className={styles.window}>
                  {t('ramadanTimes.window', {
                    daypart: t(`daypartNames.${part.id}`),
                    start: part.start,
                    end: part.end,
                  })}
                </span>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
