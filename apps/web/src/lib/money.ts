import { displayMinor, type DisplayCurrency } from '@screenspot/contracts/currency';
import i18next from 'i18next';

/**
 * The product's one money format, everywhere (finder, orders, booking, console): the chosen
 * currency with thousands separators, minor units shown only when there are any: $1,250 and
 * $275.50, never $276; AED 4,590.63 for a customer who chose dirhams (converted at the peg once,
 * by `displayMinor`). English reads en-AE (the same as en-US: $1,250); Arabic reads ar-AE
 * (1,250 US$). Without a language, the one in use; without a currency, dollars (`useFormat` gives the
 * customer's).
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, currency: DisplayCurrency, digits: number) {
  const locale = language === 'ar' ? 'ar-AE' : 'en-AE';
  const key = locale + currency + digits;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, found);
  }
  return found;
}

const languageInUse = () => i18next.resolvedLanguage ?? i18next.language ?? 'en';

export function formatMoney(
  dollars: number,
  language: string = languageInUse(),
  currency: DisplayCurrency = 'USD',
): string {
  const minor = displayMinor(Math.round(dollars * 100), currency);
  return numberFormat(language, currency, minor % 100 === 0 ? 0 : 2).format(minor / 100);
}

/** Amounts the API keeps in whole cents (quotes, totals, VAT). */
export function formatCents(cents: number, language?: string): string {
  return formatMoney(cents / 100, language);
}
