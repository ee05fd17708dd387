import { addDays, openMinutesWithin, screenUtcOffsetMinutes } from '@screenspot/contracts/booking';
import {
  daypartOfPlay,
  isRamadan,
  resolveDayparts,
  type ResolvedDaypart,
} from '@screenspot/contracts/ramadan';
import fc from 'fast-check';
import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { screenDayparts, sunsetMinutes } from './sunset';

// Burj Khalifa's square: the city's own sunset.
const dubai = { latitude: 25.1972, longitude: 55.2744 };
const screen = { ...dubai, openingHours: { open: '06:00', close: '02:00' }, ramadanDayparts: true };

/** suncalc's own sunset for the date, in exact minutes after Dubai's midnight. */
function librarySunset(date: string): number {
  const noon = new Date(Date.parse(`${date}T12:00:00Z`) - screenUtcOffsetMinutes * 60_000);
  const sunset = getTimes(noon, dubai.latitude, dubai.longitude).sunset!;
  const midnight = Date.parse(`${date}T00:00:00Z`) - screenUtcOffsetMinutes * 60_000;
  return (sunset.getTime() - midnight) / 60_000;
}

const window = (windows: ResolvedDaypart[], id: string) => windows.find((w) => w.daypart === id);

describe('Ramadan dates (Umm al-Qura)', () => {
  it('knows the first and last days of Ramadan 1447 and 1448', () => {
    expect(isRamadan('2026-02-17')).toBe(false);
    expect(isRamadan('2026-02-18')).toBe(true);
    expect(isRamadan('2026-03-19')).toBe(true);
    expect(isRamadan('2026-03-20')).toBe(false);
    expect(isRamadan('2027-02-07')).toBe(false);
    expect(isRamadan('2027-02-08')).toBe(true);
  });
});

describe('dayparts that follow sunset', () => {
  it('moves pre_iftar with the sunset between two Ramadan dates 10 days apart', () => {
    const [first, second] = ['2027-02-10', '2027-02-20'];
    const a = window(screenDayparts(first, screen), 'pre_iftar')!;
    const b = window(screenDayparts(second, screen), 'pre_iftar')!;
    // Each ends at the library's sunset, and starts two hours before it.
    expect(Math.abs(a.end - librarySunset(first))).toBeLessThanOrEqual(1);
    expect(Math.abs(b.end - librarySunset(second))).toBeLessThanOrEqual(1);
    expect(a.end - a.start).toBe(120);
    const moved = b.start - a.start;
    expect(Math.abs(moved - (librarySunset(second) - librarySunset(first)))).toBeLessThanOrEqual(1);
    // In February the sun sets a little later each day: the window did move.
    expect(moved).toBeGreaterThan(0);
    // after_iftar: from an hour after sunset to 00:30.
    const after = window(screenDayparts(first, screen), 'after_iftar')!;
    expect(after).toEqual({ daypart: 'after_iftar', start: a.end + 60, end: 24 * 60 + 30 });
  });

  it('keeps the fixed dayparts outside Ramadan, and on screens not switched over', () => {
    const outside = screenDayparts('2027-04-20', screen).map((w) => w.daypart);
    expect(outside).toEqual(['morning', 'daytime', 'evening', 'night']);
    const notSwitched = screenDayparts('2027-02-20', { ...screen, ramadanDayparts: false });
    expect(notSwitched.map((w) => w.daypart)).toEqual(['morning', 'daytime', 'evening', 'night']);
    expect(window(notSwitched, 'evening')).toEqual({ daypart: 'evening', start: 960, end: 1320 });
  });

  it("counts a play at 18:10 on a Ramadan date in that date's pre_iftar", () => {
    const date = '2027-02-20';
    const resolve = (d: string) => screenDayparts(d, screen);
    const at = (hh: number, mm: number) => hh * 60 + mm;
    expect(daypartOfPlay(date, at(18, 10), resolve, addDays(date, -1))).toEqual({
      date,
      daypart: 'pre_iftar',
    });
    // The iftar hour is not sold; 00:15 still belongs to the evening before's after_iftar.
    expect(daypartOfPlay(date, at(18, 45), resolve, addDays(date, -1))).toBeNull();
    expect(daypartOfPlay(addDays(date, 1), at(0, 15), resolve, date)).toEqual({
      date,
      daypart: 'after_iftar',
    });
    // The same minute outside Ramadan is an evening play.
    expect(daypartOfPlay('2027-04-20', at(18, 10), resolve, '2027-04-19')).toEqual({
      date: '2027-04-20',
      daypart: 'evening',
    });
  });

  it('never overlaps, and stays inside the opening hours, on any Ramadan day', () => {
    // Ramadan days from 2026 to 2060, so winter Ramadans (sunset near 17:30) are in the draw.
    const ramadanDays: string[] = [];
    for (let day = '2026-01-01'; day < '2061-01-01'; day = addDays(day, 1)) {
      if (isRamadan(day)) ramadanDays.push(day);
    }
    expect(ramadanDays.length).toBeGreaterThan(1000);
    const hours = fc
      .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 0, max: 47 }))
      .map(([open, close]) => ({
        open: `${String(Math.floor(open / 2)).padStart(2, '0')}:${open % 2 ? '30' : '00'}`,
        close: `${String(Math.floor(close / 2)).padStart(2, '0')}:${close % 2 ? '30' : '00'}`,
      }));
    fc.assert(
      fc.property(
        fc.constantFrom(...ramadanDays),
        hours,
        // Anywhere in the UAE.
        fc.double({ min: 22.6, max: 26.1, noNaN: true }),
        fc.double({ min: 51.5, max: 56.4, noNaN: true }),
        (date, openingHours, latitude, longitude) => {
          const windows = resolveDayparts(
            date,
            { openingHours, ramadanDayparts: true },
            sunsetMinutes(date, latitude, longitude),
          );
          for (const w of windows) {
            expect(w.end).toBeGreaterThan(w.start);
            expect(openMinutesWithin(w.start, w.end, openingHours)).toBe(w.end - w.start);
          }
          const sorted = [...windows].sort((x, y) => x.start - y.start);
          sorted.slice(1).forEach((w, i) => expect(w.start).toBeGreaterThanOrEqual(sorted[i]!.end));
          expect(windows.some((w) => w.daypart === 'evening' || w.daypart === 'night')).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
