const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatPrice(price: number): string {
  return dollars.format(price);
}

/** The spec shows durations with an 's' suffix: 15s. */
export function formatDuration(seconds: number): string {
  return `${seconds}s`;
}
