import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellPriceCents,
  daypartPrices,
  dayOpenMinutes,
  daypartIds,
  daypartOpenMinutes,
  localDate,
  localTime,
  quoteSchedule,
  sellableDayparts,
  fromPriceCents,
  type DaypartId,
} from './booking';
import { vatCents } from './rates';
import { multipliersArb, scheduleArb, screenArb } from './booking.arbitraries';

describe('quote properties', () => {
  it('doubling the spots doubles the plays and the subtotal', () => {
    fc.assert(
      fc.property(screenArb, multipliersArb, scheduleArb, (screen, multipliers, schedule) => {
        const once = quoteSchedule(screen, multipliers, schedule);
        const twice = quoteSchedule(screen, multipliers, {
          ...schedule,
          spotsPerLoop: schedule.spotsPerLoop * 2,
        });
        expect(twice.plays).toBe(once.plays * 2);
        expect(twice.subtotalCents).toBe(once.subtotalCents * 2);
      }),
    );
  });

  it('a quote is the sum of its cells, each sold once, and VAT is 5 % of it rounded', () => {
    fc.assert(
      fc.property(screenArb, multipliersArb, scheduleArb, (screen, multipliers, schedule) => {
        const quote = quoteSchedule(screen, multipliers, schedule);
        const sum = quote.cellList.reduce((total, cell) => total + cell.unitCents * cell.spots, 0);
        expect(quote.subtotalCents).toBe(sum);
        expect(quote.breakdown.reduce((total, line) => total + line.amountCents, 0)).toBe(sum);
        expect(quote.vatCents).toBe(Math.round(quote.subtotalCents * 0.05));
        expect(quote.totalCents).toBe(quote.subtotalCents + quote.vatCents);
        const keys = quote.cellList.map((cell) => `${cell.date}/${cell.daypart}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(quote.cells).toBe(quote.days * schedule.dayparts.length);
      }),
    );
  });

  it('every daypart of a day at ×1 costs the screen price, give or take rounding', () => {
    fc.assert(
      fc.property(screenArb, (screen) => {
        const sold = sellableDayparts(screen.openingHours);
        const day = sold.reduce((total, id) => total + cellPriceCents(screen, id, 10_000), 0);
        expect(Math.abs(day - screen.priceCents)).toBeLessThanOrEqual(sold.length);
      }),
    );
  });

  it('the "from" price is a true minimum: at most every daypart price, and one of them', () => {
    fc.assert(
      fc.property(screenArb, multipliersArb, (screen, multipliers) => {
        const from = fromPriceCents(screen, multipliers);
        const prices = daypartPrices(screen, multipliers);
        expect(prices.map((line) => line.daypart)).toEqual(sellableDayparts(screen.openingHours));
        for (const line of prices) expect(from).toBeLessThanOrEqual(line.priceCents);
        expect(prices.map((line) => line.priceCents)).toContain(from);
        // No schedule on the screen costs less per spot and day than the "from" price.
        for (const daypart of sellableDayparts(screen.openingHours)) {
          expect(cellPriceCents(screen, daypart, multipliers[daypart])).toBeGreaterThanOrEqual(
            from,
          );
        }
      }),
    );
  });

  it('a quote line is spots × days × the daypart price, exactly', () => {
    fc.assert(
      fc.property(screenArb, multipliersArb, scheduleArb, (screen, multipliers, schedule) => {
        const quote = quoteSchedule(screen, multipliers, schedule);
        const unit = new Map(
          daypartPrices(screen, multipliers).map((line) => [line.daypart, line.priceCents]),
        );
        for (const line of quote.breakdown) {
          // A daypart the screen is closed in is never sold (the API refuses it) and prices at 0.
          expect(line.unitCents).toBe(unit.get(line.daypart as DaypartId) ?? 0);
          expect(line.amountCents).toBe(schedule.spotsPerLoop * line.cells * line.unitCents);
        }
      }),
    );
  });

  it('VAT rounds half up to the cent', () => {
    expect(vatCents(10)).toBe(1);
    expect(vatCents(9)).toBe(0);
    expect(vatCents(27_600)).toBe(1_380);
  });
});

describe('dayparts and opening hours', () => {
  it('counts the minutes of each daypart the screen is open', () => {
    const hours = { open: '06:00', close: '02:00' };
    expect(daypartIds.map((id) => daypartOpenMinutes(id, hours))).toEqual([240, 360, 360, 240]);
    expect(dayOpenMinutes(hours)).toBe(1200);
    expect(sellableDayparts({ open: '10:00', close: '22:00' })).toEqual(['daytime', 'evening']);
    expect(daypartOpenMinutes('night', { open: '08:00', close: '00:00' })).toBe(120);
  });

  it('computes the local date in Asia/Dubai (UTC+4)', () => {
    expect(localDate(new Date('2027-03-01T19:59:00Z'))).toBe('2027-03-01');
    expect(localDate(new Date('2027-03-01T20:00:00Z'))).toBe('2027-03-02');
    expect(localTime(new Date('2027-03-01T21:30:00Z'))).toBe('01:30');
  });
});
