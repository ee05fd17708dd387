/**
 * A campaign's delivery report (DOMAIN.md, "What buyers expect in a report"): booked against
 * delivered plays and estimated impressions, per order (screen), per local day and per local hour
 * of the screen, with the spend and the effective CPM of what ran.
 */
import { z } from 'zod';

export const reportTimezone = 'Asia/Dubai';

export const reportQuerySchema = z.object({
  format: z.enum(['json', 'csv', 'pdf']).default('json'),
  /**
   * `day` (the default): days and totals only. `hour` adds each order's hours that had plays (JSON)
   * or writes one CSV row per order, day and hour instead of per order and day.
   */
  by: z.enum(['day', 'hour']).default('day'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.number().int().nonnegative();

export const reportDaySchema = z.object({
  /** A local date in the screen's zone, YYYY-MM-DD. */
  date: z.string(),
  booked: count,
  /** Accepted complete plays that started on this local date. */
  delivered: count,
  /** Estimated impressions of the delivered plays (prorated OTS, rounded). */
  impressions: count,
  /** What this day's sold spots cost before VAT; the days add up to the order's spend. */
  spendCents: count,
});

export const reportHourSchema = z.object({
  /** A local date in the screen's zone, YYYY-MM-DD. */
  date: z.string(),
  /** The local hour the plays started in, 0–23. */
  hour: z.number().int().min(0).max(23),
  delivered: count,
  /** Estimated impressions of these plays (rounded per hour). */
  impressions: count,
});
export type ReportHour = z.infer<typeof reportHourSchema>;

export const campaignReportSchema = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  timezone: z.string(),
  /** The impressions method (`prorated-ots/1`), explained on /audience-method. */
  methodVersion: z.string(),
  booked: z.object({ plays: count, impressions: count }),
  delivered: z.object({ plays: count, impressions: count }),
  /** What the sold schedule costs before VAT, refunds taken off: the items' spend summed. */
  spendCents: count,
  /** The share of the spend that has run: each order's price × delivered ÷ booked plays (at most all). */
  deliveredSpendCents: count,
  /** Delivered spend ÷ delivered impressions × 1000; null before any impression. */
  effectiveCpmCents: count.nullable(),
  items: z.array(
    z.object({
      orderId: z.number().int(),
      ledId: z.number().int(),
      ledName: z.string(),
      spendCents: count,
      booked: count,
      delivered: count,
      impressions: count,
      days: z.array(reportDaySchema),
      /**
       * Delivered plays per local date and hour, only the hours that had any; sums to `delivered`.
       * Only with `?by=hour`: a year-long order has thousands, and only the hour grid reads them.
       */
      hours: z.array(reportHourSchema).optional(),
    }),
  ),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

export const reportCsvHeader = [
  'orderId',
  'ledId',
  'date',
  'booked',
  'delivered',
  'impressions',
  'spendUsd',
];

/** Cents as the CSV writes dollars: 1234.50, no grouping, so a spreadsheet sums them. */
const csvDollars = (cents: number) => (cents / 100).toFixed(2);
export const reportHourCsvHeader = ['orderId', 'ledId', 'date', 'hour', 'delivered', 'impressions'];

/**
 * The same figures as the JSON answer under a header row: one row per order and day, or with
 * `by: 'hour'` one per order, day and hour that had plays.
 */
export function reportCsv(report: CampaignReport, by: 'day' | 'hour' = 'day'): string {
  const rows = [(by === 'hour' ? reportHourCsvHeader : reportCsvHeader).join(',')];
  for (const item of report.items) {
    if (by === 'hour') {
      if (!item.hours) throw new Error('The hourly CSV needs the report read with its hours.');
      for (const h of item.hours) {
        rows.push([item.orderId, item.ledId, h.date, h.hour, h.delivered, h.impressions].join(','));
      }
      continue;
    }
    for (const day of item.days) {
      rows.push(
        [
          item.orderId,
          item.ledId,
          day.date,
          day.booked,
          day.delivered,
          day.impressions,
          csvDollars(day.spendCents),
        ].join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * The campaign's days, oldest first: booked, delivered and impressions summed over its screens.
 * The report page's charts and the printable report read the same figures.
 */
export function campaignDays(report: CampaignReport) {
  const days = new Map<string, { booked: number; delivered: number; impressions: number }>();
  for (const item of report.items) {
    for (const day of item.days) {
      const entry = days.get(day.date) ?? { booked: 0, delivered: 0, impressions: 0 };
      entry.booked += day.booked;
      entry.delivered += day.delivered;
      entry.impressions += day.impressions;
      days.set(day.date, entry);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, entry]) => ({ date, ...entry }));
}
