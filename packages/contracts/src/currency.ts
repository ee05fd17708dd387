// No Zod here: the web app's money formatter reads these on every page.
import { centsToFils } from './rates';

/**
 * The currencies a customer may see prices in. The currency of record stays the US dollar
 * (decision 0048): every amount is kept, quoted, held and invoiced in whole cents, and dirhams are
 * only ever a display of those cents at the peg.
 */
export const displayCurrencies = ['USD', 'AED'] as const;
export type DisplayCurrency = (typeof displayCurrencies)[number];
export const defaultDisplayCurrency: DisplayCurrency = 'USD';

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return displayCurrencies.includes(value as DisplayCurrency);
}

/**
 * An amount in whole cents in the currency's minor unit: cents for USD, fils for AED at 3.6725,
 * rounded once, half up, per amount (`centsToFils`). The one conversion every surface uses, so a
 * price reads the same in the finder, the quote and the invoice's AED column.
 */
export function displayMinor(cents: number, currency: DisplayCurrency): number {
  return currency === 'AED' ? centsToFils(cents) : cents;
}
