// Every screen is in Dubai: booked days, dayparts, deadlines and reports are read in its time. A
// module of its own, so that formatting a date in the web app does not bring the booking model.
export const screenTimezone = 'Asia/Dubai';
/** Dubai keeps UTC+4 all year (no daylight saving). */
export const screenUtcOffsetMinutes = 4 * 60;

const inScreenZone = (at: Date) => new Date(at.getTime() + screenUtcOffsetMinutes * 60_000);

/** The screen's local date of an instant. */
export function localDate(at: Date): string {
  return inScreenZone(at).toISOString().slice(0, 10);
}

/** The screen's local clock of an instant, on 24 hours: "01:30". */
export function localTime(at: Date): string {
  return inScreenZone(at).toISOString().slice(11, 16);
}
