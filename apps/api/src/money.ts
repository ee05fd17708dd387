import {
  defaultDisplayCurrency,
  displayMinor,
  type DisplayCurrency,
} from '@screenspot/contracts/currency';
import type { Language } from '@screenspot/contracts/language';

/**
 * Money as the API's documents, notices and histories write it, minor units always: $1,234.00, or
 * AED 4,531.87 for a reader who chose dirhams (the one conversion, `displayMinor`, decision 0048).
 */
export function documentMoney(
  cents: number,
  currency: DisplayCurrency = defaultDisplayCurrency,
): string {
  const minor = displayMinor(cents, currency);
  const amount = (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return currency === 'AED' ? `AED ${amount}` : `$${amount}`;
}

/**
 * Money inside a sentence the site shows, as its pages write it: minor units only when there are
 * any ($1,000 and $4,904.60; 4,904.60 US$ in Arabic, isolated left to right so "US$" stays after
 * its number inside the Arabic around it). Dirhams read AED 3,672.50 (in Arabic, with the
 * dirham's sign), converted once at the peg.
 */
export function siteMoney(
  cents: number,
  language: Language,
  currency: DisplayCurrency = defaultDisplayCurrency,
): string {
  return siteAmount(displayMinor(cents, currency), language, currency);
}

/** An amount already in the currency's minor unit (a round "AED 1,000"), as `siteMoney` writes it. */
export function siteAmount(minor: number, language: Language, currency: DisplayCurrency): string {
  const fraction = minor % 100 === 0 ? 0 : 2;
  const text = new Intl.NumberFormat(language === 'ar' ? 'ar-AE' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(minor / 100);
  return language === 'ar' ? `\u2066${text}\u2069` : text;
}
