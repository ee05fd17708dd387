import i18next from 'i18next';

/**
 * The product's one money format, everywhere (finder, orders, booking, console): US dollars with
 * thousands separators, cents shown only when there are any: $1,250 and $275.50, never $276.
 * English reads en-AE (the same as en-US: $1,250); Arabic reads ar-AE (1,250 US$). Without a
 * language, the one in use.
 */
const formats = new Map<string, { whole: Intl.NumberFormat; withCents: Intl.NumberFormat }>();

function formatsFor(language: string) {
  const locale = language === 'ar' ? 'ar-AE' : 'en-AE';
  let found = formats.get(locale);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
      withCents: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    };
    formats.set(locale, found);
  }
  return found;
}

const languageInUse = () => i18next.resolvedLanguage ?? i18next.language ?? 'en';

export function formatMoney(dollars: number, language: string = languageInUse()): string {
  const { whole, withCents } = formatsFor(language);
  const cents = Math.round(dollars * 100);
  return cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100);
}

/** Amounts the API keeps in whole cents (quotes, totals, VAT). */
export function formatCents(cents: number, language?: string): string {
  return formatMoney(cents / 100, language);
}
