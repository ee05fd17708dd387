// Random screens, multipliers and schedules for property tests of prices, quotes and documents.
import fc from 'fast-check';
import { daypartIds, type ScreenLoop } from './booking';

export const screenArb = fc.record({
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

export const multipliersArb = fc.record({
  morning: fc.integer({ min: 1_000, max: 100_000 }),
  daytime: fc.integer({ min: 1_000, max: 100_000 }),
  evening: fc.integer({ min: 1_000, max: 100_000 }),
  night: fc.integer({ min: 1_000, max: 100_000 }),
});

export const scheduleArb = fc
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
