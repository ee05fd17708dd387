import type { Language } from '@screenspot/contracts/language';

/** Money as the API's documents, notices and histories write it, cents always: $1,234.00. */
export function documentMoney(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Money inside a sentence the site shows, as its pages write it: cents only when there are any
 * ($1,000 and $4,904.60; 4,904.60 US$ in Arabic, isolated left to right so "US$" stays after its
 * number inside the Arabic around it).
 */
export function siteMoney(cents: number, language: Language): string {
  const fraction = cents % 100 === 0 ? 0 : 2;
  const text = new Intl.NumberFormat(language === 'ar' ? 'ar-AE' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(cents / 100);
  return language === 'ar' ? `\u2066${text}\u2069` : text;
}
