import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellPriceCents,
  dayOpenMinutes,
  daypartIds,
  daypartOpenMinutes,
  localDate,
  localTime,
  quoteSchedule,
  sellableDayparts,
  vatCents,
  type ScreenLoop,
} from './booking';

const screenArb = fc.record({
  priceCents: fc.integer({ min: 100, max: 5_000_000 }),
  durationSeconds: fc.constantFrom(10, 15, 20, 30),
  slotsPerLoop: fc.integer({ min: 1, max: 60 }),
  houseSlots: fc.constant(0),
  openingHours: fc.constantFrom(
    { open: '06:00', close: '02:00' },
    { open: '08:00', close: '00:00' },
    { open: '10:00', close: '22:00' },
    { open: '00:00', close: '00:00' },
  ),
}) satisfies fc.Arbitrary<ScreenLoop>;

const multipliersArb = fc.record({
  morning: fc.integer({ min: 1_000, max: 100_000 }),
  daytime: fc.integer({ min: 1_000, max: 100_000 }),
  evening: fc.integer({ min: 1_000, max: 100_000 }),
  night: fc.integer({ min: 1_000, max: 100_000 }),
});

const scheduleArb = fc
  .record({
    start: fc.integer({ min: 0, max: 400 }),
    days: fc.integer({ min: 1, max: 92 }),
    dayparts: fc.subarray([...daypartIds], { minLength: 1 }),
    spotsPerLoop: fc.integer({ min: 1, max: 50 }),
  })
  .map((s) => {
    const day = (n: number) =>
      new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    return {
      startDate: day(s.start),
      endDate: day(s.start + s.days - 1),
      dayparts: s.dayparts,
      spotsPerLoop: s.spotsPerLoop,
    };
  });

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
