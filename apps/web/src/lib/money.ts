import { displayMinor, type DisplayCurrency } from '@screenspot/contracts/currency';
import i18next from 'i18next';
import { displayCurrency } from './display-currency';

/**
 * The product's one money format, everywhere (finder, orders, booking, console): the chosen
 * currency with thousands separators, minor units shown only when there are any: $1,250 and
 * $275.50, never $276; AED 4,590.63 for a customer who chose dirhams (converted at the peg once,
 * by `displayMinor`). English reads en-AE (the same as en-US: $1,250); Arabic reads ar-AE
 * (1,250 US$). Without a language, the one in use; without a currency, the one chosen.
 */
const formats = new Map<string, { whole: Intl.NumberFormat; withCents: Intl.NumberFormat }>();

function formatsFor(language: string, currency: DisplayCurrency) {
  const locale = language === 'ar' ? 'ar-AE' : 'en-AE';
  const key = `${locale}|${currency}`;
  let found = formats.get(key);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }),
      withCents: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    };
    formats.set(key, found);
  }
  return found;
}

const languageInUse = () => i18next.resolvedLanguage ?? i18next.language ?? 'en';

export function formatMoney(
  dollars: number,
  language: string = languageInUse(),
  currency: DisplayCurrency = displayCurrency(),
): string {
  const { whole, withCents } = formatsFor(language, currency);
  const minor = displayMinor(Math.round(dollars * 100), currency);
  return minor % 100 === 0 ? whole.format(minor / 100) : withCents.format(minor / 100);
}

/** Amounts the API keeps in whole cents (quotes, totals, VAT). */
export function formatCents(cents: number, language?: string, currency?: DisplayCurrency): string {
  return formatMoney(cents / 100, language, currency);
}
