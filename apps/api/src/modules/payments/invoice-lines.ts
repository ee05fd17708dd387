import type { DaypartId } from '@screenspot/contracts/booking';
import type { QuoteItem } from '@screenspot/contracts/booking-api';
import { shareOutCents } from '@screenspot/contracts/payment';

/**
 * The price unit on every document: one spot, in one daypart, for one day. An order's line per
 * daypart has quantity = spots per loop × days (spot-days) and the daypart's whole-cent price as
 * its unit, so quantity × unit is the line's net, exactly as the quote summed it.
 */
export type DaypartLine = {
  daypart: DaypartId;
  /** Spot-days: spots per loop × the days this daypart is booked. */
  quantity: number;
  unitCents: number;
  plays: number;
  netCents: number;
  vatCents: number;
};

/** An order's lines, one per daypart with booked days, from the quote frozen on it. */
export function daypartLines(quote: {
  spotsPerLoop: number;
  vatCents: number;
  breakdown: Pick<
    QuoteItem['breakdown'][number],
    'daypart' | 'unitCents' | 'playsPerCell' | 'cells' | 'amountCents'
  >[];
}): DaypartLine[] {
  const booked = quote.breakdown.filter((line) => line.cells > 0);
  // The order's VAT was rounded once on its whole net; its lines share it out to the cent.
  const vat = shareOutCents(
    quote.vatCents,
    booked.map((line) => line.amountCents),
  );
  return booked.map((line, i) => {
    const quantity = quote.spotsPerLoop * line.cells;
    return {
      daypart: line.daypart,
      quantity,
      unitCents: line.unitCents,
      plays: line.playsPerCell * line.cells,
      // The quote's amount is unit × spots × days by construction (contracts' quoteSchedule).
      netCents: quantity * line.unitCents,
      vatCents: vat[i]!,
    };
  });
}

/** A whole-cent unit price as documents print it, 2 decimals: 142.50. */
export function printedUnit(unitPriceCents: string | number): string {
  const cents = Number(unitPriceCents);
  // Invoices issued before the one-unit rule kept a fractional unit; they print as issued.
  return (cents / 100).toFixed(Number.isInteger(cents) ? 2 : 4);
}

/**
 * A credit line's unit price, from its net and spot-days: whole cents when the line is one
 * daypart's spot-days; none (a dash) for an amount that is not counted in spots.
 */
export function unitOf(line: { spots: number; netCents: number }): string | null {
  return line.spots > 0 && line.netCents % line.spots === 0
    ? String(line.netCents / line.spots)
    : null;
}
