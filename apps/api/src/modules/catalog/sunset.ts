import {
  addDays,
  cellInstant,
  dayparts,
  loopSeconds,
  openMinutesWithin,
  screenUtcOffsetMinutes,
  type DaypartId,
  type OpeningHours,
  type RamadanDay,
  type ScreenLoop,
} from '@screenspot/contracts/booking';
import {
  isRamadan,
  isRamadanDaypart,
  resolveDayparts,
  type RamadanDaypartId,
  type ResolvedDaypart,
} from '@screenspot/contracts/ramadan';
import { getTimes } from 'suncalc';

/**
 * Sunset at a place on a calendar date, in minutes after that date's local midnight in Dubai,
 * rounded to the minute, from suncalc (the NOAA solar equations). Noon in Dubai is asked for, so
 * the solar day is the date's own.
 */
export function sunsetMinutes(date: string, latitude: number, longitude: number): number {
  const localNoon = new Date(Date.parse(`${date}T12:00:00Z`) - screenUtcOffsetMinutes * 60_000);
  const sunset = getTimes(localNoon, latitude, longitude).sunset;
  if (!sunset) throw new Error(`the sun does not set at ${latitude},${longitude} on ${date}`);
  const midnight = Date.parse(`${date}T00:00:00Z`) - screenUtcOffsetMinutes * 60_000;
  return Math.round((sunset.getTime() - midnight) / 60_000);
}

/** A screen's dayparts on a date, Ramadan's anchored to the sunset at its coordinates. */
export function screenDayparts(
  date: string,
  screen: {
    latitude: number;
    longitude: number;
    openingHours: OpeningHours;
    ramadanDayparts: boolean;
  },
): ResolvedDaypart[] {
  return resolveDayparts(date, screen, sunsetMinutes(date, screen.latitude, screen.longitude));
}

/** What places a screen's Ramadan dayparts: its coordinates, hours and switch. */
export type RamadanPlace = {
  latitude: number;
  longitude: number;
  openingHours: OpeningHours;
  ramadanDayparts: boolean;
};

/** A screen's Ramadan place from its row: its coordinates, opening and closing times, and switch. */
export function ramadanPlace(row: {
  latitude: number;
  longitude: number;
  opensAt: string;
  closesAt: string;
  ramadanDayparts: boolean;
}): RamadanPlace {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: { open: row.opensAt, close: row.closesAt },
    ramadanDayparts: row.ramadanDayparts,
  };
}

/** The first day of the Ramadan a date falls in. */
export function ramadanStart(date: string): string {
  let day = date;
  while (isRamadan(addDays(day, -1))) day = addDays(day, -1);
  return day;
}

/**
 * The screen's resolved windows on its Ramadan dates (when switched to them), with those of that
 * Ramadan's first day, which price its Ramadan dayparts; else null.
 */
export function ramadanDayOf(place: RamadanPlace): RamadanDay {
  const firstDays = new Map<string, ResolvedDaypart[]>();
  return (date) => {
    if (!place.ramadanDayparts || !isRamadan(date)) return null;
    const first = ramadanStart(date);
    let firstDay = firstDays.get(first);
    if (!firstDay) firstDays.set(first, (firstDay = screenDayparts(first, place)));
    return { windows: screenDayparts(date, place), firstDay };
  };
}

/**
 * Where a sold cell lies in time. The fixed dayparts keep their clock windows (`cellStart`,
 * `cellEnd`) on every date; a Ramadan daypart's cell takes its date's resolved window at the
 * screen's sunset, even if the screen was switched back since (a window the hours close entirely
 * is empty, at sunset: nothing plays in it).
 */
export function cellWindows(place: RamadanPlace) {
  // A long flight asks for the same dates again (a date's cells): the calendar and the sun are
  // read once per date.
  const ramadan = oncePerDate(isRamadan);
  const sunset = oncePerDate((date) => sunsetMinutes(date, place.latitude, place.longitude));
  const ramadanWindows = oncePerDate((date) =>
    ramadan(date) ? resolveDayparts(date, { ...place, ramadanDayparts: true }, sunset(date)) : [],
  );
  const resolved = (date: string, daypart: RamadanDaypartId) =>
    ramadanWindows(date).find((w) => w.daypart === daypart) ?? {
      start: sunset(date),
      end: sunset(date),
    };
  /** The window in minutes after the date's local midnight. */
  const window = (date: string, daypart: string): { start: number; end: number } => {
    if (isRamadanDaypart(daypart)) return resolved(date, daypart);
    const fixed = dayparts[daypart as DaypartId];
    // On a switched screen's Ramadan date daytime ends where pre_iftar starts, if that is sooner.
    if (daypart !== 'daytime' || !place.ramadanDayparts || !ramadan(date)) return fixed;
    const preIftar = sunset(date) - 120;
    return { start: fixed.start, end: Math.max(fixed.start, Math.min(fixed.end, preIftar)) };
  };
  return {
    window,
    start: (date: string, daypart: string) => cellInstant(date, window(date, daypart).start),
    end: (date: string, daypart: string) => cellInstant(date, window(date, daypart).end),
  };
}

/** A function of a date that computes each date's answer once. */
function oncePerDate<T>(compute: (date: string) => T): (date: string) => T {
  const answers = new Map<string, T>();
  return (date) => {
    if (answers.has(date)) return answers.get(date)!;
    const answer = compute(date);
    answers.set(date, answer);
    return answer;
  };
}

/** A screen's cells in time, and the plays one spot makes in each (`playsPerSpot` by date). */
export function soldCells(place: RamadanPlace, loop: ScreenLoop) {
  const windows = cellWindows(place);
  // A fixed daypart has the same window almost every date: its open minutes are counted once.
  const openMinutes = new Map<number, number>();
  const seconds = loopSeconds(loop);
  return {
    ...windows,
    playsPerSpot: (date: string, daypart: string): number => {
      const { start, end } = windows.window(date, daypart);
      if (!isRamadanDaypart(daypart)) {
        // The fixed dayparts' open minutes, as the quote counted them (windows within 48 hours).
        const key = start * 4096 + end;
        let open = openMinutes.get(key);
        if (open === undefined) {
          openMinutes.set(key, (open = openMinutesWithin(start, end, loop.openingHours)));
        }
        return seconds > 0 ? Math.floor((open * 60) / seconds) : 0;
      }
      return seconds > 0 ? Math.floor(((end - start) * 60) / seconds) : 0;
    },
  };
}
export type SoldCells = ReturnType<typeof soldCells>;
