/*
 * The rates money depends on, in one place for the API and the web: UAE VAT and the dirham's peg
 * to the dollar. Amounts are whole cents (or fils); each conversion rounds once, half up.
 */

/** UAE VAT: 5 %, in basis points (as invoices record it, per line). */
export const vatRateBasisPoints = 500;

/** The dirham's fixed peg: AED 3.6725 to the dollar, as printed on invoices. */
export const aedPerUsd = '3.6725';

/** The same peg in ten-thousandths, for integer arithmetic: 1 cent = 3.6725 fils. */
const filsPerCentTenThousandths = 36_725;

/** VAT of a net amount, rounded half up to the cent. */
export function vatCents(netCents: number): number {
  return Math.round((netCents * vatRateBasisPoints) / 10_000);
}

/** Cents to fils at the peg, rounded to the fils. */
export function centsToFils(cents: number): number {
  return Math.round((cents * filsPerCentTenThousandths) / 10_000);
}

/**
 * Fils to cents at the peg, rounded down to the cent: an amount given in dirhams (a budget) never
 * buys more in dollars than it is worth.
 */
export function filsToCentsDown(fils: number): number {
  return Math.floor((fils * 10_000) / filsPerCentTenThousandths);
}
