import type { AdminOrder } from '@screenspot/contracts/admin-orders';
import { daypartIds, type DaypartId } from '@screenspot/contracts/booking';
import i18next from 'i18next';
import { dayInDubai, formatterFor, ltrIn } from '../../i18n/format';
import { formatMoney as formatMoneyValue } from '../../lib/money';

/**
 * The console's formats in the language in use (en-AE or ar-AE), like lib/money.ts: components
 * calling them re-render on a language change through their own useTranslation().
 */
const language = () => i18next.resolvedLanguage ?? i18next.language ?? 'en';
const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'admin', ...options });

/** 25 Nov 2026, 23:40 (Dubai): the console's moments in the screens' zone, whatever the browser's. */
export const formatDateTime = (iso: string) => formatterFor(language()).dubaiTime(iso);
/** A moment's day as Dubai's calendar has it. */
export const formatDate = (iso: string, options?: Intl.DateTimeFormatOptions) =>
  formatterFor(language()).date(iso, { ...(options ?? dayInDubai), timeZone: dayInDubai.timeZone });
/** 25 Nov, a calendar day given as YYYY-MM-DD. */
export const formatDay = (date: string, options?: Intl.DateTimeFormatOptions) =>
  formatterFor(language()).day(date, options);
/** 25 Nov – 1 Dec, or 25 Nov alone for one day. */
export const formatDays = (start: string, end: string, options?: Intl.DateTimeFormatOptions) =>
  formatterFor(language()).days(start, end, options);
export const formatNumber = (value: number) => formatterFor(language()).number(value);

export { formatMoney } from '../../lib/money';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "5 min", "3 h", "2 days": how long something has been waiting. */
export function formatAge(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return t('format.justNow');
  if (minutes < 60) return t('format.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('format.hours', { count: hours });
  return t('format.days', { count: Math.round(hours / 24) });
}

/** "Evening, Night": dayparts by their short names, in the language in use. */
export function daypartNames(ids: readonly string[]): string {
  return ids
    .map((id) =>
      (daypartIds as readonly string[]).includes(id) ? t(`daypart.${id as DaypartId}`) : id,
    )
    .join(t('format.listSeparator'));
}

/** "evening, night": dayparts as the API lists them (ids in English, names in Arabic). */
export function daypartIdList(ids: readonly string[]): string {
  return ids
    .map((id) =>
      (daypartIds as readonly string[]).includes(id) ? t(`daypartLower.${id as DaypartId}`) : id,
    )
    .join(t('format.listSeparator'));
}

/** "25 Nov – 1 Dec · Evening, Night · 2 per loop": a booked order's schedule in one line. */
export function scheduleSummary(schedule: NonNullable<AdminOrder['schedule']>): string {
  return t('format.schedule', {
    dates: formatDays(schedule.startDate, schedule.endDate),
    dayparts: daypartNames(schedule.dayparts),
    spots: schedule.spotsPerLoop,
  });
}

/** What the order costs, in cents: its frozen total with VAT when booked, else the screen's price. */
export function orderPriceCents(order: Pick<AdminOrder, 'price' | 'schedule'>): number {
  return order.schedule ? order.schedule.totalCents : Math.round(order.price * 100);
}

/** What the order costs, written out for a sentence (`<Money>` shows it on its own). */
export function orderPrice(order: Pick<AdminOrder, 'price' | 'schedule'>): string {
  return formatMoneyValue(orderPriceCents(order) / 100);
}

/** A price, number or code kept left to right inside a sentence of the console's language. */
export function ltr(text: string | number): string {
  return ltrIn(language(), text);
}
