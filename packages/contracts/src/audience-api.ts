import { z } from 'zod';
import { blankOr } from './auth-fields';
import { hoursPerWeek } from './audience';

/** The largest hourly audience a profile may claim: far above any screen in Dubai. */
export const maxOtsPerHour = 1_000_000;
/** A CSV profile is a few kilobytes; this bounds the parser's work. */
export const maxProfileCsvBytes = 64 * 1024;

export const profileMessages = {
  count: (found: number) =>
    `A profile has ${hoursPerWeek} values (7 rows of 24 hours, Monday first); found ${found}`,
  notNumber: (where: string, text: string) =>
    `${where}: “${text.slice(0, 20)}” is not a non-negative number`,
  tooLarge: (where: string) =>
    `${where}: at most ${maxOtsPerHour.toLocaleString('en-US')} per hour`,
  empty: 'Choose a CSV file with the profile',
} as const;

/** How each seeded profile was made: every input of the arithmetic, stated. */
export const audienceAssumptionsSchema = z.object({
  /** The public figure (or stated assumption) the traffic base comes from. */
  basis: z.string(),
  /** Vehicles or people passing the site in an average day. */
  trafficBase: z.number(),
  unit: z.enum(['vehicles', 'people']),
  /** Share of the traffic travelling towards the face. */
  directionalSplit: z.number(),
  /** People per vehicle (1 for people on foot). */
  occupancy: z.number(),
  /** Share of those passing who can see the face. */
  visibilityFactor: z.number(),
  /** trafficBase × directionalSplit × occupancy × visibilityFactor. */
  dailyOts: z.number(),
  /** The hourly and weekly shape used to spread the day. */
  pattern: z.string(),
  /** Monday-first multipliers of the average day (they average 1). */
  dayFactors: z.array(z.number()).length(7),
});
export type AudienceAssumptions = z.infer<typeof audienceAssumptionsSchema>;

export const audienceEstimateSchema = z.object({
  slotSeconds: z.number().int(),
  playsPerSpotPerDay: z.number().int(),
  impressionsPerSpotPerDay: z.number(),
  impressionsPerPlay: z.number(),
  peak: z.object({
    weekday: z.number().int(),
    hour: z.number().int(),
    impressionsPerPlay: z.number(),
  }),
  averageDailyOts: z.number(),
});

export const audienceProfileSchema = z.object({
  ledId: z.number().int(),
  billboardName: z.string(),
  timezone: z.string(),
  /** OTS per hour, Monday 00:00 first, in the screen's zone. */
  hourly: z.array(z.number()).length(hoursPerWeek),
  source: z.string(),
  methodVersion: z.string(),
  impressionsMethodVersion: z.string(),
  formula: z.string(),
  assumptions: audienceAssumptionsSchema.nullable(),
  updatedAt: z.string(),
  estimate: audienceEstimateSchema,
});
export type AudienceProfile = z.infer<typeof audienceProfileSchema>;

const hourValue = z
  .number({ error: 'Must be a non-negative number' })
  .finite('Must be a non-negative number')
  .min(0, 'Must be a non-negative number')
  .max(maxOtsPerHour, `At most ${maxOtsPerHour} per hour`);

/** The console's grid: 168 values and where they come from. */
export const audienceProfileInputSchema = z.object({
  hourly: z
    .array(hourValue, { error: 'Required' })
    .length(hoursPerWeek, `Must have ${hoursPerWeek} values (7 days × 24 hours)`),
  source: z
    .string({ error: 'Required' })
    .trim()
    .min(3, 'Say where the figures come from')
    .max(300, 'Must be at most 300 characters'),
});
export type AudienceProfileInput = z.infer<typeof audienceProfileInputSchema>;

export const audienceCsvQuerySchema = z.object({
  source: blankOr(z.string().max(300, 'Must be at most 300 characters')),
});

const dayLabel = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$/i;

function cellsOf(line: string): string[] {
  return line.split(/[,;\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * Reads a profile from CSV: 7 rows of 24 values (Monday first), or 168 values one per line. A
 * header row and a first column of day names are allowed. Every problem is named by row and column.
 */
export function parseProfileCsv(
  text: string,
): { ok: true; hourly: number[] } | { ok: false; message: string; errors: Record<string, string> } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length === 0) {
    return { ok: false, message: profileMessages.empty, errors: { file: profileMessages.empty } };
  }
  const hourly: number[] = [];
  const errors: Record<string, string> = {};
  lines.forEach((line, lineIndex) => {
    const cells = cellsOf(line);
    // A header: no cell of it is a number (e.g. "day,0,1,…" starts with a label and has hours, so
    // it is recognised by its first cell and the absence of a day name).
    if (lineIndex === 0 && !dayLabel.test(cells[0] ?? '') && Number.isNaN(Number(cells[0]))) return;
    const values = dayLabel.test(cells[0] ?? '') ? cells.slice(1) : cells;
    const offset = cells.length - values.length;
    values.forEach((cell, cellIndex) => {
      if (cell === '' && cellIndex === values.length - 1) return;
      const where = `Row ${lineIndex + 1}, column ${cellIndex + offset + 1}`;
      const value = /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : Number.NaN;
      if (Object.keys(errors).length >= 10) return;
      if (!Number.isFinite(value))
        errors[`row${lineIndex + 1}.col${cellIndex + offset + 1}`] = profileMessages.notNumber(
          where,
          cell,
        );
      else if (value > maxOtsPerHour)
        errors[`row${lineIndex + 1}.col${cellIndex + offset + 1}`] =
          profileMessages.tooLarge(where);
      else hourly.push(value);
    });
  });
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0]!;
    return { ok: false, message: first, errors };
  }
  if (hourly.length !== hoursPerWeek) {
    const message = profileMessages.count(hourly.length);
    return { ok: false, message, errors: { file: message } };
  }
  return { ok: true, hourly };
}

/** The profile as the console downloads it: a header row, then one row per day. */
export function profileToCsv(hourly: readonly number[]): string {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const header = [
    'day',
    ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
  ];
  const rows = days.map((day, d) => [day, ...hourly.slice(d * 24, d * 24 + 24).map(String)]);
  return [header, ...rows].map((row) => row.join(',')).join('\n') + '\n';
}
