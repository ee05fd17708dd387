import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { screenImages, screens, segments } from '../schema';
import { etagOf, screenImageSvg } from './screen-image';
import { screensData, segmentValues, type ScreenSeed } from './screens-data';
import { describeScreenAr, segmentsAr } from './screens-data-ar';

const audiences: Record<ScreenSeed['segment'], string> = {
  'Highways & Main Roads': 'commuters and drivers on one of the busiest corridors in the emirate',
  'Malls & Retail': 'shoppers at the moment they are ready to buy',
  'Business Districts': 'executives, professionals and decision makers during the working day',
  'Waterfront & Beach': 'residents and tourists enjoying the waterfront day and night',
  'Airport & Travel': 'travellers arriving in and departing from Dubai',
  'Residential Communities': 'families close to home, every day of the week',
  'Entertainment & Leisure': 'visitors out for culture, dining and entertainment',
};

export function describeScreen(screen: ScreenSeed): { title: string; description: string } {
  const orientation =
    screen.size.startsWith('1080x') || screen.size.startsWith('720x') ? 'portrait' : 'landscape';
  return {
    title: `${screen.mediaType} at ${screen.location.split(',')[0]}`,
    description:
      `A high-brightness ${orientation} ${screen.mediaType.toLowerCase()} reaching ${audiences[screen.segment]}. ` +
      `${screen.screens > 1 ? `${screen.screens} synchronised faces` : 'One prominent face'} at ${screen.size}, ` +
      `running ads of up to ${screen.duration} seconds in a loop from 6 am to 2 am.`,
  };
}

/**
 * Arabic names and texts for a catalogue seeded before they existed: only seeded segments and
 * screens (matched by their English name) that have none yet.
 */
async function fillArabic(db: Db): Promise<void> {
  const names = screensData.map((screen) => screen.name);
  const [missing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(screens)
    .where(and(inArray(screens.name, names), isNull(screens.nameAr)));
  if (!missing?.count) return;
  for (const segment of segmentValues) {
    await db
      .update(segments)
      .set({ valueAr: segmentsAr[segment] })
      .where(and(eq(segments.value, segment), isNull(segments.valueAr)));
  }
  for (const screen of screensData) {
    const ar = describeScreenAr(screen);
    const en = describeScreen(screen);
    await db
      .update(screens)
      .set({
        nameAr: ar.nameAr,
        locationAr: ar.locationAr,
      })
      .where(and(eq(screens.name, screen.name), isNull(screens.nameAr)));
    // The generated title and description only while the English ones are still the seeded ones.
    await db
      .update(screens)
      .set({ titleAr: ar.titleAr, descriptionAr: ar.descriptionAr })
      .where(
        and(
          eq(screens.name, screen.name),
          eq(screens.title, en.title),
          eq(screens.description, en.description),
          isNull(screens.titleAr),
        ),
      );
  }
}

/** Segments, screens and their images in English and Arabic; runs only on an empty catalogue. */
export async function seedCatalog(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(segments);
  if (count > 0) {
    await fillArabic(db);
    return false;
  }

  await db.transaction(async (tx) => {
    const insertedSegments = await tx
      .insert(segments)
      .values(segmentValues.map((value) => ({ value, valueAr: segmentsAr[value] })))
      .returning();
    const segmentIds = new Map(insertedSegments.map((row) => [row.value, row.id]));
    const inserted = await tx
      .insert(screens)
      .values(
        screensData.map((screen) => ({
          name: screen.name,
          location: screen.location,
          latitude: screen.lat,
          longitude: screen.lng,
          priceCents: screen.price * 100,
          screens: screen.screens,
          size: screen.size,
          mediaType: screen.mediaType,
          durationSeconds: screen.duration,
          segmentId: segmentIds.get(screen.segment) ?? null,
          // Malls keep about a fifth of the loop for their own content; roadside screens one slot.
          loopSlots: 12,
          houseSlots: screen.segment === 'Malls & Retail' ? 2 : 1,
          ...describeScreen(screen),
          ...describeScreenAr(screen),
        })),
      )
      .returning({ id: screens.id, name: screens.name, size: screens.size });
    await tx.insert(screenImages).values(
      inserted.map((row) => {
        const bytes = Buffer.from(screenImageSvg({ name: row.name, size: row.size, seed: row.id }));
        return { screenId: row.id, contentType: 'image/svg+xml', bytes, etag: etagOf(bytes) };
      }),
    );
  });
  return true;
}
