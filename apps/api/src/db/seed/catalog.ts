import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { billboardImages, billboards, categories } from '../schema';
import { etagOf, screenImageSvg } from './screen-image';
import { screensData, segments, type ScreenSeed } from './screens-data';

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

/** Segments, screens and their images; runs only on an empty catalogue. */
export async function seedCatalog(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(categories);
  if (count > 0) return false;

  await db.transaction(async (tx) => {
    const insertedSegments = await tx
      .insert(categories)
      .values(segments.map((value) => ({ value })))
      .returning();
    const segmentId = new Map(insertedSegments.map((row) => [row.value, row.id]));
    const inserted = await tx
      .insert(billboards)
      .values(
        screensData.map((screen) => ({
          billboardName: screen.name,
          location: screen.location,
          latitude: screen.lat,
          longitude: screen.lng,
          priceCents: screen.price * 100,
          screens: screen.screens,
          size: screen.size,
          mediaType: screen.mediaType,
          durationSeconds: screen.duration,
          categoryId: segmentId.get(screen.segment) ?? null,
          // Malls keep about a fifth of the loop for their own content; roadside screens one slot.
          loopSlots: 12,
          houseSlots: screen.segment === 'Malls & Retail' ? 2 : 1,
          ...describeScreen(screen),
        })),
      )
      .returning({ id: billboards.id, name: billboards.billboardName, size: billboards.size });
    await tx.insert(billboardImages).values(
      inserted.map((row) => {
        const bytes = Buffer.from(screenImageSvg({ name: row.name, size: row.size, seed: row.id }));
        return { billboardId: row.id, contentType: 'image/svg+xml', bytes, etag: etagOf(bytes) };
      }),
    );
  });
  return true;
}
