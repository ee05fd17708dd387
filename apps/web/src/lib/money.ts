/**
 * The product's one money format, everywhere (finder, orders, booking, console): US dollars with
 * thousands separators, cents shown only when there are any: $1,250 and $275.50, never $276.
 */
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(dollars: number): string {
  const cents = Math.round(dollars * 100);
  return cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100);
}

/** Amounts the API keeps in whole cents (quotes, totals, VAT). */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}
