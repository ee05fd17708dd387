import { addDays, localDate, type SoldDaypartId } from '@screenspot/contracts/booking';

/** What a customer picks for one screen: dates (Asia/Dubai), dayparts and spots in every loop. */
export type ScheduleChoice = {
  startDate: string;
  endDate: string;
  dayparts: SoldDaypartId[];
  spotsPerLoop: number;
};

export function dubaiToday(): string {
  return localDate(new Date());
}

/**
 * The first run of `days` consecutive dates between `from` and `last` on which `isOpen` holds,
 * or null when there is none.
 */
export function firstOpenRun(
  from: string,
  last: string,
  days: number,
  isOpen: (date: string) => boolean,
): { from: string; to: string } | null {
  let start = from;
  let length = 0;
  for (let date = from; date <= last; date = addDays(date, 1)) {
    if (!isOpen(date)) {
      start = addDays(date, 1);
      length = 0;
      continue;
    }
    length += 1;
    if (length === days) return { from: start, to: date };
  }
  return null;
}
