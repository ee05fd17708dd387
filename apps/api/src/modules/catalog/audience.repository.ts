import { and, asc, between, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { screenLoopColumns } from '../../db/screen-loop';
import { audienceProfiles, screens, segments } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

const profileColumns = {
  screenId: screens.id,
  billboardName: screens.name,
  ...screenLoopColumns,
  ...columnsOf(audienceProfiles, 'hourly', 'source', 'methodVersion', 'assumptions', 'updatedAt'),
};

/** The screen and its profile; the profile's fields are null when it has none. */
export async function findScreenProfile(db: Db, screenId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(screens)
    .leftJoin(audienceProfiles, eq(audienceProfiles.screenId, screens.id))
    .where(eq(screens.id, screenId));
  return row;
}

export async function hourlyProfiles(db: Db, screenIds: number[]) {
  if (screenIds.length === 0) return [];
  return db
    .select(columnsOf(audienceProfiles, 'screenId', 'hourly'))
    .from(audienceProfiles)
    .where(inArray(audienceProfiles.screenId, screenIds));
}

export async function saveProfile(
  db: Db,
  profile: {
    screenId: number;
    hourly: number[];
    source: string;
    methodVersion: string;
    updatedBy: number;
  },
) {
  const values = { ...profile, assumptions: null, updatedAt: new Date() };
  await db
    .insert(audienceProfiles)
    .values(values)
    .onConflictDoUpdate({ target: audienceProfiles.screenId, set: values });
}

export type CandidateFilter = {
  location?: string;
  categoryId?: number;
  box?: { minLat: number; maxLat: number; minLng: number; maxLng: number };
  limit: number;
};

/** Screens that have an audience profile, in an area (text or bounding box) and segment. */
export async function candidateScreens(db: Db, filter: CandidateFilter) {
  const conditions: SQL[] = [];
  if (filter.location) {
    const escaped = filter.location.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(ilike(screens.location, `%${escaped}%`));
  }
  if (filter.categoryId !== undefined) conditions.push(eq(screens.segmentId, filter.categoryId));
  if (filter.box) {
    conditions.push(
      between(screens.latitude, filter.box.minLat, filter.box.maxLat),
      between(screens.longitude, filter.box.minLng, filter.box.maxLng),
    );
  }
  return db
    .select({
      id: screens.id,
      billboardName: screens.name,
      billboardNameAr: screens.nameAr,
      ...columnsOf(screens, 'location', 'locationAr', 'latitude', 'longitude'),
      categoryId: screens.segmentId,
      segment: segments.value,
      segmentAr: segments.valueAr,
    })
    .from(screens)
    .innerJoin(audienceProfiles, eq(audienceProfiles.screenId, screens.id))
    .leftJoin(segments, eq(segments.id, screens.segmentId))
    .where(and(...conditions))
    .orderBy(asc(screens.id))
    .limit(filter.limit);
}
