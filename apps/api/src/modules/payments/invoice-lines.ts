import { soldDaypartIds, type SoldDaypartId } from '@screenspot/contracts/booking';
import { vatCents, vatRateBasisPoints } from '@screenspot/contracts/rates';
import type { QuoteItem } from '@screenspot/contracts/booking-api';
import { shareOutCents } from '@screenspot/contracts/payment';

/**
 * The price unit on every document: one spot, in one daypart, for one day. An order's line per
 * daypart has quantity = spots per loop × days (spot-days) and the daypart's whole-cent price as
 * its unit, so quantity × unit is the line's net, exactly as the quote summed it.
 */
export type DaypartLine = {
  daypart: SoldDaypartId;
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

/**
 * What an invoice line stores of a daypart line: its spot-days, plays and whole-cent unit, its net,
 * the VAT rate and VAT it was charged, and their total.
 */
export function invoiceLineAmounts(line: Omit<DaypartLine, 'vatCents'>, lineVatCents: number) {
  return {
    dayparts: [line.daypart],
    spots: line.quantity,
    plays: line.plays,
    unitPriceCents: String(line.unitCents),
    netCents: line.netCents,
    vatRateBasisPoints,
    vatCents: lineVatCents,
    totalCents: line.netCents + lineVatCents,
  };
}

type PricedSchedule = {
  spotsPerLoop: number;
  breakdown: Pick<
    QuoteItem['breakdown'][number],
    'daypart' | 'unitCents' | 'playsPerCell' | 'cells'
  >[];
};

/** A daypart's change between two schedules, signed: spot-days × unit = net, plays likewise. */
export type DifferenceLine = Omit<DaypartLine, 'vatCents'>;

/**
 * What a schedule change adds (+) or removes (−) per daypart, in spot-days at the daypart's unit
 * price. A daypart whose unit price is the same on both sides is one line of the difference in
 * spot-days; one whose price changed is taken off at the old price and added at the new. The nets
 * add up to the new subtotal less the old, exactly.
 */
export function differenceLines(before: PricedSchedule, after: PricedSchedule): DifferenceLine[] {
  const line = (schedule: PricedSchedule, daypart: SoldDaypartId, sign: 1 | -1) => {
    const found = schedule.breakdown.find((l) => l.daypart === daypart && l.cells > 0);
    if (!found) return null;
    const quantity = sign * schedule.spotsPerLoop * found.cells;
    return {
      daypart,
      quantity,
      unitCents: found.unitCents,
      plays: sign * found.playsPerCell * found.cells,
      netCents: quantity * found.unitCents,
    };
  };
  return soldDaypartIds.flatMap((daypart) => {
    const was = line(before, daypart, -1);
    const is = line(after, daypart, 1);
    if (was && is && was.unitCents === is.unitCents) {
      const quantity = is.quantity + was.quantity;
      if (quantity === 0) return [];
      const plays = is.plays + was.plays;
      return [
        { daypart, quantity, unitCents: is.unitCents, plays, netCents: quantity * is.unitCents },
      ];
    }
    return [was, is].filter((l): l is DifferenceLine => l !== null);
  });
}

/**
 * VAT of signed lines that must add up to a given VAT (the difference of two orders' VAT, each
 * rounded once): 5 % of each line, the cent or two of rounding on the line with the largest net.
 */
export function lineVats(lines: { netCents: number }[], totalVatCents: number): number[] {
  const vats = lines.map((l) => Math.sign(l.netCents) * vatCents(Math.abs(l.netCents)));
  const largest = lines.reduce(
    (best, l, i) => (Math.abs(l.netCents) > Math.abs(lines[best]!.netCents) ? i : best),
    0,
  );
  if (vats.length > 0) vats[largest]! += totalVatCents - vats.reduce((sum, v) => sum + v, 0);
  return vats;
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
