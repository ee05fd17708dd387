import { campaignDays, type CampaignReport } from '@screenspot/contracts/report';
import i18next from 'i18next';
import { formatterFor } from '../../i18n/format';

const arabic = () => (i18next.resolvedLanguage ?? i18next.language) === 'ar';

export const count = (value: number) => value.toLocaleString(arabic() ? 'ar-AE' : 'en-US');

export const percent = (delivered: number, booked: number) =>
  booked > 0 ? Math.round((delivered / booked) * 100) : 0;

const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
};
const dayFormats = {
  en: new Intl.DateTimeFormat('en-GB', dayOptions),
  ar: new Intl.DateTimeFormat('ar-AE', dayOptions),
};

/** A report date (a local date of the screen) as "Tue 24 Nov"; no zone shift, it is a date. */
export const formatDay = (date: string) =>
  dayFormats[arabic() ? 'ar' : 'en'].format(new Date(`${date}T00:00:00Z`));

/**
 * A report date as a chart's axis writes it, "24 Nov": without the weekday, whose Arabic names
 * are written in full and would run into their neighbours on a phone.
 */
export const formatAxisDay = (date: string) =>
  formatterFor(i18next.resolvedLanguage ?? i18next.language).day(date);

/**
 * Delivered plays per local date and hour, summed over the screens: a dates × 24 grid, from a
 * report read with its hours (`?by=hour`); each of the report's days has a row.
 */
export function hourGrid(report: CampaignReport) {
  const rows = new Map<string, number[]>();
  for (const day of campaignDays(report)) rows.set(day.date, Array<number>(24).fill(0));
  for (const item of report.items) {
    for (const h of item.hours ?? []) {
      let row = rows.get(h.date);
      if (!row) rows.set(h.date, (row = Array<number>(24).fill(0)));
      row[h.hour]! += h.delivered;
    }
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}
