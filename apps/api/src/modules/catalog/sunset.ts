import { screenUtcOffsetMinutes } from '@screenspot/contracts/booking';
import { resolveDayparts, type ResolvedDaypart } from '@screenspot/contracts/ramadan';
import type { OpeningHours } from '@screenspot/contracts/booking';
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
