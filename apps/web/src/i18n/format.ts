import { screenTimezone } from '@screenspot/contracts/time-zone';
import { deadlineParts } from '@screenspot/contracts/deadline';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DisplayCurrency } from '@screenspot/contracts/currency';
import { useDisplayCurrency } from '../lib/display-currency';
import { formatMoney } from '../lib/money';
import { localeOf } from './languages';

type DateInput = Date | string | number;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // English keeps the product's 24-hour clock (21:05); Arabic reads the UAE's 12-hour one (9:05 م).
  const withClock =
    locale.startsWith('en') && (options.hour || options.timeStyle) && !options.hourCycle
      ? { ...options, hourCycle: 'h23' as const }
      : options;
  const key = `d|${locale}|${JSON.stringify(withClock)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, withClock)));
  return format;
}

/** A moment in Dubai time, as the screens keep it, whatever the browser's zone: 25 Nov 2026, 23:40. */
const inDubai = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: screenTimezone,
} as const;

/** A moment's day as Dubai's calendar has it, whatever the browser's zone: 26 Nov 2026. */
export const dayInDubai = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: screenTimezone,
} as const;

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * Keeps a price, number or code left to right inside a translated sentence: in Arabic it is
 * wrapped in Unicode's left-to-right isolate (what <bdi dir="ltr"> does for an element); English
 * text is left exactly as it is.
 */
export function ltrIn(language: string, text: string | number): string {
  return language === 'ar' ? `\u2066${text}\u2069` : String(text);
}

/**
 * Money, numbers and dates for a language, with Intl and the UAE locales (en-AE, ar-AE); money in
 * the currency the customer chose (dollars unless they chose dirhams).
 */
export function formatterFor(language: string, currency?: DisplayCurrency) {
  const locale = localeOf(language);
  /** A calendar day given as YYYY-MM-DD, read in UTC so it never shifts a day. */
  const day = (
    isoDate: string,
    options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
  ) => dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  return {
    locale,
    /** Cents only when there are any: $1,250 and $275.50 (AED 4,590.63 in dirhams). */
    money: (dollars: number) => formatMoney(dollars, language, currency),
    /** A price or code kept left to right inside a sentence (see ltrIn). */
    ltr: (text: string | number) => ltrIn(language, text),
    /** Whole cents as kept by the API (quotes, totals, VAT). */
    cents: (cents: number) => formatMoney(cents / 100, language, currency),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, options).format(value),
    /** 24 Nov 2026 unless other options are given. */
    date: (
      value: DateInput,
      options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
    ) => dateFormat(locale, options).format(asDate(value)),
    /** 24 Nov 2026, 21:05 unless other options are given. */
    dateTime: (
      value: DateInput,
      options: Intl.DateTimeFormatOptions = {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      },
    ) => dateFormat(locale, options).format(asDate(value)),
    /** A moment in Dubai time with its zone named, whatever the browser's: 25 Nov 2026, 23:40 (Dubai). */
    dubaiTime: (value: DateInput, options: Intl.DateTimeFormatOptions = inDubai) =>
      i18next.t('inDubai', {
        ns: 'common',
        lng: language,
        time: dateFormat(locale, { ...options, timeZone: screenTimezone }).format(asDate(value)),
      }),
    /**
     * A deadline (a hold's end, a payment's due moment) as every page, invoice and notice writes
     * it, from the contracts' deadlineParts: 26 Nov 2026, 16:00 (Dubai time).
     */
    deadline: (value: DateInput) =>
      i18next.t('deadline', {
        ns: 'common',
        lng: language,
        ...deadlineParts(asDate(value), language),
      }),
    day,
    /** 3 Jan – 5 Jan, or 3 Jan alone for a one-day range (both given as YYYY-MM-DD). */
    days: (start: string, end: string, options?: Intl.DateTimeFormatOptions) =>
      start === end ? day(start, options) : `${day(start, options)} – ${day(end, options)}`,
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

/**
 * The formatter of the language and currency in use; components re-render when either changes.
 */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const currency = useDisplayCurrency();
  return formatterFor(i18n.resolvedLanguage ?? i18n.language, currency);
}
