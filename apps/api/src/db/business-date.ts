import { sql } from 'drizzle-orm';
import { plays } from './schema';

/**
 * A play's business date in Dubai (YYYY-MM-DD): the date of the cell it belongs to. The night
 * (22:00–02:00) belongs to the date it starts on, so the two hours after midnight count for the day
 * before, as the booked plays of that night do.
 */
export const playBusinessDate = sql<string>`to_char(((${plays.startedAt} at time zone 'Asia/Dubai') - interval '2 hours')::date, 'YYYY-MM-DD')`;
