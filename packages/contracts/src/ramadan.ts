/**
 * Ramadan dayparts (DOMAIN.md §14). During Ramadan the city moves with sunset: traffic peaks before
 * iftar and surges again from about 20:30 to midnight. A screen switched to Ramadan dayparts sells,
 * on each Ramadan date, two windows anchored to that date's sunset in place of its evening and
 * night; its morning and daytime stay. Times are minutes after the date's local midnight in Dubai,
 * as in `booking.ts`; a window past midnight belongs to the date it starts on.
 */

import { dayparts, minutesOfDay, openMinutesWithin, type OpeningHours } from './booking';

export const ramadanDaypartIds = ['pre_iftar', 'after_iftar'] as const;
export type RamadanDaypartId = (typeof ramadanDaypartIds)[number];
export type ResolvedDaypartId = 'morning' | 'daytime' | 'evening' | 'night' | RamadanDaypartId;

export function isRamadanDaypart(id: string): id is RamadanDaypartId {
  return (ramadanDaypartIds as readonly string[]).includes(id);
}

/** pre_iftar: sunset − 2 h → sunset. after_iftar: sunset + 1 h → 00:30. */
export const ramadanWindows = {
  preIftarBeforeSunset: 120,
  afterIftarAfterSunset: 60,
  afterIftarEnd: 24 * 60 + 30,
} as const;

const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  month: 'numeric',
});

/** Whether a calendar date (YYYY-MM-DD) falls in Ramadan, the 9th month of the Umm al-Qura calendar. */
export function isRamadan(date: string): boolean {
  // Noon UTC is the same calendar day in Dubai; the Hijri day is taken as the civil day's.
  const month = umalqura
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'month')?.value;
  return month === '9';
}

/** A daypart's window on one date, cut to the screen's opening hours. */
export type ResolvedDaypart = {
  daypart: ResolvedDaypartId;
  /** Minutes after the date's local midnight (up to 48 h), the opening hours applied. */
  start: number;
  end: number;
};

/**
 * The window of [start, end) that lies inside the opening hours: the open part, when it is one
 * piece (a screen open 06:00–02:00 cuts nothing; one closing at 23:00 shortens the night).
 */
function withinHours(start: number, end: number, hours: OpeningHours): [number, number] | null {
  if (openMinutesWithin(start, end, hours) === 0) return null;
  const open = minutesOfDay(hours.open);
  let close = minutesOfDay(hours.close);
  if (close <= open) close += 1440;
  for (const shift of [0, 1440, -1440]) {
    const from = Math.max(start, open + shift);
    const to = Math.min(end, close + shift);
    if (to > from) return [from, to];
  }
  return null;
}

/**
 * The dayparts a screen sells on a date, in the day's order, each cut to its opening hours (a
 * daypart with no open minute is left out). Outside Ramadan, or for a screen not switched to
 * Ramadan dayparts, they are the fixed four. On a Ramadan date they are morning, daytime (ending
 * no later than pre_iftar starts, when sunset comes early in winter), pre_iftar and after_iftar.
 */
export function resolveDayparts(
  date: string,
  screen: { openingHours: OpeningHours; ramadanDayparts: boolean },
  sunsetMinutes: number,
): ResolvedDaypart[] {
  const fixed = (id: 'morning' | 'daytime' | 'evening' | 'night', end?: number) => ({
    daypart: id,
    start: dayparts[id].start,
    end: end ?? dayparts[id].end,
  });
  const windows =
    screen.ramadanDayparts && isRamadan(date)
      ? (() => {
          const preIftarStart = sunsetMinutes - ramadanWindows.preIftarBeforeSunset;
          return [
            fixed('morning'),
            fixed('daytime', Math.min(dayparts.daytime.end, preIftarStart)),
            { daypart: 'pre_iftar' as const, start: preIftarStart, end: sunsetMinutes },
            {
              daypart: 'after_iftar' as const,
              start: sunsetMinutes + ramadanWindows.afterIftarAfterSunset,
              end: ramadanWindows.afterIftarEnd,
            },
          ];
        })()
      : [fixed('morning'), fixed('daytime'), fixed('evening'), fixed('night')];
  return windows.flatMap((window) => {
    if (window.end <= window.start) return [];
    const open = withinHours(window.start, window.end, screen.openingHours);
    return open ? [{ daypart: window.daypart, start: open[0], end: open[1] }] : [];
  });
}

/**
 * The date and daypart a play at `minutes` after a date's local midnight counts in: that date's
 * window holding it, else (in the small hours) the day before's window running past midnight.
 * Null when the play fell outside every sold window (an iftar hour, or after closing).
 */
export function daypartOfPlay(
  date: string,
  minutes: number,
  resolve: (date: string) => ResolvedDaypart[],
  previousDate: string,
): { date: string; daypart: ResolvedDaypartId } | null {
  const today = resolve(date).find((w) => minutes >= w.start && minutes < w.end);
  if (today) return { date, daypart: today.daypart };
  const carried = resolve(previousDate).find(
    (w) => minutes + 1440 >= w.start && minutes + 1440 < w.end,
  );
  return carried ? { date: previousDate, daypart: carried.daypart } : null;
}
