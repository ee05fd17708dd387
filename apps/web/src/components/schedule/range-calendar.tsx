import { addDays, bookingLimits } from '@screenspot/contracts/booking';
import { isRamadan } from '@screenspot/contracts/ramadan';
import { useMemo, useState } from 'react';
import { DayPicker, labelDayButton, type DateRange } from 'react-day-picker';
import { ar as arabicCalendar } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '../../i18n';
import styles from './range-calendar.module.css';

/** A calendar date as a local Date for the picker (midnight in the browser's zone). */
export function toPickerDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function fromPickerDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The booking calendar: a range of days from `today` to `last`, each day tinted by the share of
 * spots still free (`freeShare`, 0 to 1), with its legend. A range longer than a flight is cut.
 * Ramadan's dates (Umm al-Qura) are marked, and named to screen readers, when any is on offer.
 */
export function RangeCalendar({
  from,
  to,
  today,
  last,
  freeShare,
  onSelect,
}: {
  /** YYYY-MM-DD, or '' while none is chosen. */
  from: string;
  to: string;
  today: string;
  last: string;
  freeShare: (date: string) => number;
  onSelect: (range: { from: string; to: string }) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // The month shown follows the dates until the customer turns the page.
  const [month, setMonth] = useState<Date>();
  const selected: DateRange | undefined = isDay(from)
    ? { from: toPickerDate(from), to: isDay(to) && to >= from ? toPickerDate(to) : undefined }
    : undefined;
  const share = (date: Date) => freeShare(fromPickerDate(date));
  const offersRamadan = useMemo(() => {
    for (let day = today; day <= last; day = addDays(day, 1)) if (isRamadan(day)) return true;
    return false;
  }, [today, last]);
  // The calendar's own label of a day (Arabic's when it reads Arabic), Ramadan named after it.
  const localLabel = language === 'ar' ? arabicCalendar.labels?.labelDayButton : undefined;
  const dayLabel = typeof localLabel === 'function' ? localLabel : labelDayButton;
  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="range"
        numberOfMonths={1}
        locale={language === 'ar' ? arabicCalendar : undefined}
        dir={directionOf(language)}
        numerals="latn"
        selected={selected}
        onSelect={(next) => {
          if (!next?.from) return;
          const start = fromPickerDate(next.from);
          const end = next.to ? fromPickerDate(next.to) : start;
          const longest = addDays(start, bookingLimits.maxFlightDays - 1);
          onSelect({ from: start, to: end > longest ? longest : end });
        }}
        disabled={[{ before: toPickerDate(today) }, { after: toPickerDate(last) }]}
        month={month ?? toPickerDate(isDay(from) ? from : today)}
        onMonthChange={setMonth}
        startMonth={toPickerDate(today)}
        endMonth={toPickerDate(last)}
        modifiers={{
          full: (date) => share(date) === 0,
          low: (date) => share(date) > 0 && share(date) < 0.5,
          ramadan: (date) => isRamadan(fromPickerDate(date)),
        }}
        modifiersClassNames={{
          full: styles.dayFull!,
          low: styles.dayLow!,
          ramadan: styles.dayRamadan!,
        }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const label = dayLabel(date, modifiers, options, dateLib);
            return modifiers.ramadan ? `${label}, ${t('schedule.ramadan')}` : label;
          },
        }}
      />
      <ul className={styles.legend} aria-label={t('schedule.calendarColours')}>
        <li>
          <span className={styles.swatchOpen} /> {t('schedule.free')}
        </li>
        <li>
          <span className={styles.swatchLow} /> {t('schedule.fillingUp')}
        </li>
        <li>
          <span className={styles.swatchFull} /> {t('schedule.full')}
        </li>
        {offersRamadan ? (
          <li>
            <span className={styles.swatchRamadan} /> {t('schedule.ramadan')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
