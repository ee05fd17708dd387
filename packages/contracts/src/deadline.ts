import { localDate, localTime, screenTimezone } from './time-zone';

/**
 * THE way a deadline (a hold's expiry, a payment's due moment) is written, on every page, invoice
 * and notice: its date and its time on Dubai's 24-hour clock, whatever the reader's zone. English
 * spells the month ("26 Nov 2026", never a numeric date that reads two ways); Arabic writes it in
 * words ("26 نوفمبر 2026"), since a numeric date would read backwards inside right-to-left text.
 * Each side puts the two parts in its own sentence, followed by "Dubai time".
 */
export type DeadlineParts = { date: string; time: string };

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function deadlineParts(at: Date | string, language: string): DeadlineParts {
  const moment = at instanceof Date ? at : new Date(at);
  const [year, month, day] = localDate(moment).split('-').map(Number) as [number, number, number];
  const date =
    language === 'ar'
      ? moment.toLocaleDateString('ar-AE', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: screenTimezone,
        })
      : `${day} ${months[month - 1]} ${year}`;
  return { date, time: localTime(moment) };
}
