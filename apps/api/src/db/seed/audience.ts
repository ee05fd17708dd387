import { profileMethods, hoursPerWeek } from '@screenspot/contracts/audience';
import type { AudienceAssumptions } from '@screenspot/contracts/audience-api';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { audienceProfiles, screens } from '../schema';
import { audienceSeeds, patterns, trafficSources, type AudienceSeed } from './audience-data';

const fridayLabel =
  'Friday: the working-day shape with the 12–14 prayer dip (×0.6) and a later evening (19–23 ×1.15)';

function fridayShape(workday: number[]): number[] {
  return workday.map((value, hour) =>
    hour >= 12 && hour < 14 ? value * 0.6 : hour >= 19 ? value * 1.15 : value,
  );
}

/** The stated inputs of one screen's estimate, as stored beside its profile. */
export function seedAssumptions(seed: AudienceSeed): AudienceAssumptions {
  const pattern = patterns[seed.pattern];
  const mean = pattern.dayFactors.reduce((sum, f) => sum + f, 0) / 7;
  return {
    basis: `${trafficSources[seed.source]}. Here: ${seed.note}.`,
    trafficBase: seed.trafficBase,
    unit: seed.unit,
    directionalSplit: seed.directionalSplit,
    occupancy: seed.occupancy,
    visibilityFactor: seed.visibilityFactor,
    dailyOts: Math.round(
      seed.trafficBase * seed.directionalSplit * seed.occupancy * seed.visibilityFactor,
    ),
    pattern: `${pattern.label}. ${fridayLabel}. Saturday and Sunday use the weekend shape.`,
    dayFactors: pattern.dayFactors.map((f) => Math.round((f / mean) * 1000) / 1000),
  };
}

/** 168 hourly OTS values: each day's OTS (daily OTS × day factor) spread by that day's shape. */
export function seedProfile(seed: AudienceSeed): number[] {
  const assumptions = seedAssumptions(seed);
  const pattern = patterns[seed.pattern];
  const shapes = [0, 1, 2, 3].map(() => pattern.workday);
  shapes.push(fridayShape(pattern.workday), pattern.weekend, pattern.weekend);
  const hourly: number[] = [];
  shapes.forEach((shape, day) => {
    const weight = shape.reduce((sum, value) => sum + value, 0);
    const dayOts = assumptions.dailyOts * assumptions.dayFactors[day]!;
    for (const value of shape) hourly.push(Math.round((dayOts * value) / weight));
  });
  if (hourly.length !== hoursPerWeek) throw new Error('A seeded profile must have 168 hours');
  return hourly;
}

/** Profiles of the seeded screens that have none yet (matched by name). Idempotent. */
export async function seedAudience(db: Db): Promise<number> {
  const missing = await db
    .select({ id: screens.id, name: screens.name })
    .from(screens)
    .leftJoin(audienceProfiles, eq(audienceProfiles.screenId, screens.id))
    .where(isNull(audienceProfiles.screenId));
  const rows = missing.flatMap((screen) => {
    const seed = audienceSeeds[screen.name];
    if (!seed) return [];
    const assumptions = seedAssumptions(seed);
    return [
      {
        screenId: screen.id,
        hourly: seedProfile(seed),
        source: assumptions.basis,
        methodVersion: profileMethods.publicTraffic,
        assumptions,
      },
    ];
  });
  if (rows.length > 0) await db.insert(audienceProfiles).values(rows).onConflictDoNothing();
  return rows.length;
}
