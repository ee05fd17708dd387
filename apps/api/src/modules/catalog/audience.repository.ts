import { and, asc, between, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { screenLoopColumns } from '../../db/screen-loop';
import { audienceProfiles, billboards, categories } from '../../db/schema';

const profileColumns = {
  billboardId: billboards.id,
  billboardName: billboards.billboardName,
  ...screenLoopColumns,
  hourly: audienceProfiles.hourly,
  source: audienceProfiles.source,
  methodVersion: audienceProfiles.methodVersion,
  assumptions: audienceProfiles.assumptions,
  updatedAt: audienceProfiles.updatedAt,
};

/** The screen and its profile; the profile's fields are null when it has none. */
export async function findScreenProfile(db: Db, billboardId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(billboards)
    .leftJoin(audienceProfiles, eq(audienceProfiles.billboardId, billboards.id))
    .where(eq(billboards.id, billboardId));
  return row;
}

export async function hourlyProfiles(db: Db, billboardIds: number[]) {
  if (billboardIds.length === 0) return [];
  return db
    .select({ billboardId: audienceProfiles.billboardId, hourly: audienceProfiles.hourly })
    .from(audienceProfiles)
    .where(inArray(audienceProfiles.billboardId, billboardIds));
}

export async function saveProfile(
  db: Db,
  profile: {
    billboardId: number;
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
    .onConflictDoUpdate({ target: audienceProfiles.billboardId, set: values });
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
    conditions.push(ilike(billboards.location, `%${escaped}%`));
  }
  if (filter.categoryId !== undefined)
    conditions.push(eq(billboards.categoryId, filter.categoryId));
  if (filter.box) {
    conditions.push(
      between(billboards.latitude, filter.box.minLat, filter.box.maxLat),
      between(billboards.longitude, filter.box.minLng, filter.box.maxLng),
    );
  }
  return db
    .select({
      id: billboards.id,
      billboardName: billboards.billboardName,
      location: billboards.location,
      latitude: billboards.latitude,
      longitude: billboards.longitude,
      categoryId: billboards.categoryId,
      segment: categories.value,
    })
    .from(billboards)
    .innerJoin(audienceProfiles, eq(audienceProfiles.billboardId, billboards.id))
    .leftJoin(categories, eq(categories.id, billboards.categoryId))
    .where(and(...conditions))
    .orderBy(asc(billboards.id))
    .limit(filter.limit);
}
