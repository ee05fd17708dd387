import { addDays, localDate } from '@screenspot/contracts/booking';

/** Today in Dubai plus some days (YYYY-MM-DD), as the booking page and its date picker count them. */
export function dubaiDay(plusDays: number): string {
  return addDays(localDate(new Date()), plusDays);
}
