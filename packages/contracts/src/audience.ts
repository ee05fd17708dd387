/**
 * Audience estimates (DOMAIN.md, "Audience and impressions"). A screen's profile holds 168 values:
 * the opportunities to see (OTS, people passing within sight) in each hour of a week, Monday 00:00
 * first, in the screen's zone. One play of a slot reaches the share of that hour's audience that
 * passes while it runs (Broadsign's prorated rule):
 *
 *   impressions per play = OTS in that hour × slot seconds ÷ 3600
 *
 * Everything here is shared by the API (quotes, recommendations) and the web app (the method page),
 * so the figure a customer reads is the figure the server computed.
 */
import {
  addDays,
  dayparts,
  openMinutesWithin,
  playsPerSpot,
  sellableDayparts,
  soldDaypartIds,
  type DaypartId,
  type SoldDaypartId,
  type ScreenLoop,
} from './booking';

export const hoursPerWeek = 168;
export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The version of the impressions formula printed beside every figure. */
export const impressionsMethodVersion = 'prorated-ots/1';
/** How a profile was made: from public traffic figures, or counted and supplied by the operator. */
export const profileMethods = {
  publicTraffic: 'dubai-public-traffic/1',
  operatorSupplied: 'operator-supplied/1',
} as const;

export const impressionsFormulaText =
  'impressions per play = OTS in that hour × slot seconds ÷ 3600; a cell’s plays are spread over its hours by open minutes';

/** Where the method, its inputs and a worked example are published. */
export const audienceMethodPath = '/audience-method';

/** Monday-first day of the week (0 = Monday) of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The profile index of an hour of a cell's date. Hours 24 and 25 belong to the night daypart that
 * started on this date but fall on the next calendar day, so they read the next day's values.
 */
export function weekHourIndex(date: string, hourOfDay: number): number {
  const day = (weekdayOf(date) + Math.floor(hourOfDay / 24)) % 7;
  return day * 24 + (hourOfDay % 24);
}

/** Dubai keeps UTC+4 all year: the profile index of an instant. */
export function weekHourAt(at: Date): number {
  const local = new Date(at.getTime() + 4 * 3_600_000);
  return ((local.getUTCDay() + 6) % 7) * 24 + local.getUTCHours();
}

export function impressionsPerPlay(otsPerHour: number, slotSeconds: number): number {
  return (otsPerHour * slotSeconds) / 3600;
}

/** The hours of a daypart on this screen (0–25) and the open minutes in each. */
export function daypartHours(
  screen: Pick<ScreenLoop, 'openingHours'>,
  daypart: DaypartId,
): { hour: number; openMinutes: number }[] {
  return windowHours(screen, dayparts[daypart]);
}

/** The hours a window (minutes after midnight, up to 48 h) touches, and the open minutes in each. */
export function windowHours(
  screen: Pick<ScreenLoop, 'openingHours'>,
  window: { start: number; end: number },
): { hour: number; openMinutes: number }[] {
  const hours: { hour: number; openMinutes: number }[] = [];
  for (let hour = Math.floor(window.start / 60); hour * 60 < window.end; hour += 1) {
    const from = Math.max(window.start, hour * 60);
    const to = Math.min(window.end, hour * 60 + 60);
    const openMinutes = openMinutesWithin(from, to, screen.openingHours);
    if (openMinutes > 0) hours.push({ hour, openMinutes });
  }
  return hours;
}

/**
 * Impressions of one cell: its plays (the quote's whole loops × spots) spread over the daypart's
 * hours in proportion to the open minutes of each, each play counting that hour's prorated OTS.
 */
export function cellImpressions(
  screen: ScreenLoop,
  hourly: readonly number[],
  date: string,
  daypart: SoldDaypartId,
  spots: number,
  /** A Ramadan daypart's window that date, and its plays (a fixed daypart's are its own). */
  ramadan?: { start: number; end: number; plays: number },
): number {
  const hours = ramadan ? windowHours(screen, ramadan) : daypartHours(screen, daypart as DaypartId);
  const openMinutes = hours.reduce((sum, h) => sum + h.openMinutes, 0);
  const plays = ramadan ? ramadan.plays : playsPerSpot(screen, daypart as DaypartId) * spots;
  if (openMinutes === 0 || plays === 0) return 0;
  let total = 0;
  for (const { hour, openMinutes: minutes } of hours) {
    const playsInHour = (plays * minutes) / openMinutes;
    const ots = hourly[weekHourIndex(date, hour)] ?? 0;
    total += playsInHour * impressionsPerPlay(ots, screen.durationSeconds);
  }
  return total;
}

export type AudienceEstimate = {
  slotSeconds: number;
  /** One spot's plays on an average day, over the dayparts the screen sells. */
  playsPerSpotPerDay: number;
  /** One spot's impressions on an average day of the week. */
  impressionsPerSpotPerDay: number;
  /** Average impressions of one play over the week's open hours. */
  impressionsPerPlay: number;
  peak: { weekday: number; hour: number; impressionsPerPlay: number };
  /** People passing in a day, averaged over the week. */
  averageDailyOts: number;
};

// A Monday: the reference week every per-weekday figure is computed on.
const referenceMonday = '2024-01-01';

/** What one spot on the screen delivers on an average day, from its profile. */
export function estimateAudience(screen: ScreenLoop, hourly: readonly number[]): AudienceEstimate {
  const sold = sellableDayparts(screen.openingHours);
  let weekImpressions = 0;
  for (let day = 0; day < 7; day += 1) {
    const date = addDays(referenceMonday, day);
    for (const daypart of sold)
      weekImpressions += cellImpressions(screen, hourly, date, daypart, 1);
  }
  const playsPerDay = sold.reduce((sum, id) => sum + playsPerSpot(screen, id), 0);
  const impressionsPerDay = weekImpressions / 7;
  let peak = { weekday: 0, hour: 0, impressionsPerPlay: 0 };
  for (let day = 0; day < 7; day += 1) {
    const date = addDays(referenceMonday, day);
    for (const daypart of sold) {
      for (const { hour } of daypartHours(screen, daypart)) {
        const index = weekHourIndex(date, hour);
        const perPlay = impressionsPerPlay(hourly[index] ?? 0, screen.durationSeconds);
        if (perPlay > peak.impressionsPerPlay) {
          peak = { weekday: Math.floor(index / 24), hour: index % 24, impressionsPerPlay: perPlay };
        }
      }
    }
  }
  return {
    slotSeconds: screen.durationSeconds,
    playsPerSpotPerDay: playsPerDay,
    impressionsPerSpotPerDay: impressionsPerDay,
    impressionsPerPlay: playsPerDay > 0 ? impressionsPerDay / playsPerDay : 0,
    peak,
    averageDailyOts: hourly.reduce((sum, value) => sum + value, 0) / 7,
  };
}

/** Impressions of a priced schedule (its cells), whole numbers per daypart and in total. */
export function scheduleImpressions(
  screen: ScreenLoop,
  hourly: readonly number[] | null,
  cells: readonly {
    date: string;
    daypart: SoldDaypartId;
    spots: number;
    plays?: number;
    window?: { start: number; end: number };
  }[],
): { total: number; byDaypart: Record<SoldDaypartId, number> } {
  const exact = Object.fromEntries(soldDaypartIds.map((id) => [id, 0])) as Record<
    SoldDaypartId,
    number
  >;
  if (hourly) {
    for (const cell of cells) {
      const ramadan = cell.window ? { ...cell.window, plays: cell.plays ?? 0 } : undefined;
      exact[cell.daypart] += cellImpressions(
        screen,
        hourly,
        cell.date,
        cell.daypart,
        cell.spots,
        ramadan,
      );
    }
  }
  const byDaypart = Object.fromEntries(
    soldDaypartIds.map((id) => [id, Math.round(exact[id])]),
  ) as Record<SoldDaypartId, number>;
  return {
    total: Math.round(soldDaypartIds.reduce((sum, id) => sum + exact[id], 0)),
    byDaypart,
  };
}

/** Spend per thousand impressions in cents, or null when nothing is estimated. */
export function effectiveCpmCents(subtotalCents: number, impressions: number): number | null {
  return impressions > 0 ? Math.round((subtotalCents * 1000) / impressions) : null;
}
