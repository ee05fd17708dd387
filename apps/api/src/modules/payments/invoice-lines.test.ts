import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellEnd,
  quoteSchedule,
  type DaypartId,
  type SoldDaypartId,
} from '@screenspot/contracts/booking';
import { multipliersArb, scheduleArb, screenArb } from '@screenspot/contracts/booking.arbitraries';
import { shareOutCents } from '@screenspot/contracts/payment';
import { daypartLines, differenceLines, lineVats, printedUnit, unitOf } from './invoice-lines';

describe('invoice lines: one per order and daypart, in spot-days at a whole-cent unit', () => {
  it('quantity × unit is each line’s net to the cent, and the lines add up to the order', () => {
    fc.assert(
      fc.property(
        screenArb,
        multipliersArb,
        scheduleArb,
        // Part of the schedule may have ended when it was booked: some cells are not sold.
        fc.date({ min: new Date('2027-01-01T00:00:00Z'), max: new Date('2028-03-01T00:00:00Z') }),
        (screen, multipliers, schedule, now) => {
          const onSale = (date: string, daypart: SoldDaypartId) =>
            cellEnd(date, daypart as DaypartId).getTime() > now.getTime();
          const quote = quoteSchedule(screen, multipliers, schedule, onSale);
          const lines = daypartLines({ ...quote, spotsPerLoop: schedule.spotsPerLoop });
          for (const line of lines) {
            expect(Number.isInteger(line.unitCents)).toBe(true);
            expect(line.quantity * line.unitCents).toBe(line.netCents);
            expect(line.quantity % schedule.spotsPerLoop).toBe(0);
          }
          expect(new Set(lines.map((line) => line.daypart)).size).toBe(lines.length);
          expect(lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(quote.subtotalCents);
          expect(lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(
            quote.cells > 0 ? quote.vatCents : 0,
          );
          expect(lines.reduce((sum, line) => sum + line.plays, 0)).toBe(quote.plays);
        },
      ),
    );
  });

  it('a schedule change’s lines are spot-days × unit = net and add up to the difference', () => {
    fc.assert(
      fc.property(
        screenArb,
        multipliersArb,
        multipliersArb,
        scheduleArb,
        scheduleArb,
        (screen, oldMultipliers, newMultipliers, was, is) => {
          const before = {
            ...quoteSchedule(screen, oldMultipliers, was),
            spotsPerLoop: was.spotsPerLoop,
          };
          const after = {
            ...quoteSchedule(screen, newMultipliers, is),
            spotsPerLoop: is.spotsPerLoop,
          };
          const lines = differenceLines(before, after);
          for (const line of lines) {
            expect(line.quantity).not.toBe(0);
            expect(line.quantity * line.unitCents).toBe(line.netCents);
          }
          const net = after.subtotalCents - before.subtotalCents;
          expect(lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(net);
          expect(lines.reduce((sum, line) => sum + line.plays, 0)).toBe(after.plays - before.plays);
          const vat = after.vatCents - before.vatCents;
          const vats = lineVats(lines, vat);
          if (lines.length > 0) expect(vats.reduce((sum, v) => sum + v, 0)).toBe(vat);
          lines.forEach((line, i) => {
            expect(Math.abs(vats[i]! - line.netCents * 0.05)).toBeLessThanOrEqual(lines.length);
          });
        },
      ),
    );
  });

  it('shares an order’s VAT over its lines within a cent of each line’s own 5 %', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 4 }),
        (nets) => {
          const total = nets.reduce((sum, net) => sum + net, 0);
          const vat = Math.round(total * 0.05);
          const shares = shareOutCents(vat, nets);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(vat);
          nets.forEach((net, i) => {
            expect(Number.isInteger(shares[i])).toBe(true);
            expect(Math.abs(shares[i]! - net * 0.05)).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
  });

  it('prints a unit price with 2 decimals; one issued before the rule keeps its 4', () => {
    expect(printedUnit('14250')).toBe('142.50');
    expect(printedUnit(5805)).toBe('58.05');
    expect(printedUnit('5805.0000')).toBe('58.05');
    expect(printedUnit('5804.6667')).toBe('58.0467');
  });

  it('reads a credit line’s unit from its net and spot-days, and none for an amount', () => {
    expect(unitOf({ spots: 6, netCents: 6 * 14_250 })).toBe('14250');
    expect(unitOf({ spots: 0, netCents: 900 })).toBeNull();
    expect(unitOf({ spots: 3, netCents: 1_000 })).toBeNull();
  });
});
