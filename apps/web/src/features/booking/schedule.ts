import { localDate, type DaypartId } from '@screenspot/contracts/booking';

/** What a customer picks for one screen: dates (Asia/Dubai), dayparts and spots in every loop. */
export type ScheduleChoice = {
  startDate: string;
  endDate: string;
  dayparts: DaypartId[];
  spotsPerLoop: number;
};

export function dubaiToday(): string {
  return localDate(new Date());
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A calendar date as a local Date for the picker (midnight in the browser's zone). */
export function toPickerDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function fromPickerDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
