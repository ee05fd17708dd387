import { readFileSync } from 'node:fs';
import {
  defaultAdvantages,
  defaultAiDriven,
  defaultContacts,
  defaultDisplays,
  defaultHowToUseSteps,
  defaultWhatIs,
} from '@screenspot/contracts/content-defaults';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { contentEntries, contentMedia } from '../schema';
import { etagOf } from './screen-image';

type SeedImage = { fileName: string; width: number; height: number; alternativeText: string };

const images = {
  ledBillboard: {
    fileName: 'led-billboard.svg',
    width: 640,
    height: 480,
    alternativeText: 'An LED billboard beside a highway in Dubai at dusk, playing a video ad',
  },
  platform: {
    fileName: 'booking-platform.svg',
    width: 640,
    height: 480,
    alternativeText: 'The ScreenSpot app on a laptop and a phone: screens on a map and a booking',
  },
  aiSelector: {
    fileName: 'ai-selector.svg',
    width: 640,
    height: 480,
    alternativeText: 'The AI selector ranking three Dubai screens by match for a campaign',
  },
} satisfies Record<string, SeedImage>;

function readImage(fileName: string): Buffer {
  return readFileSync(new URL(`./content-media/${fileName}`, import.meta.url));
}

/** Numbered pairs title1/description1 … as the how-to-use collection stores them. */
function numberedSteps(steps: { title: string; description: string }[]): Record<string, string> {
  return Object.fromEntries(
    steps.flatMap((step, index) => [
      [`title${index + 1}`, step.title],
      [`description${index + 1}`, step.description],
    ]),
  );
}

/** Landing and contact copy for the content service; runs only when it has no entries. */
export async function seedContent(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentEntries);
  if (count > 0) return false;

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentMedia)
      .values(
        Object.values(images).map((image) => {
          const bytes = readImage(image.fileName);
          return {
            fileName: image.fileName,
            contentType: 'image/svg+xml',
            bytes,
            etag: etagOf(bytes),
          };
        }),
      )
      .returning({ id: contentMedia.id, fileName: contentMedia.fileName });
    const reference = (image: SeedImage) => ({
      mediaId: inserted.find((row) => row.fileName === image.fileName)!.id,
      width: image.width,
      height: image.height,
      alternativeText: image.alternativeText,
    });

    await tx.insert(contentEntries).values([
      { collection: 'advantages', attributes: { ...defaultAdvantages } },
      { collection: 'displays', attributes: { ...defaultDisplays } },
      {
        collection: 'whatisleds',
        attributes: {
          ...defaultWhatIs,
          image1: reference(images.ledBillboard),
          image2: reference(images.platform),
        },
      },
      {
        collection: 'ai-drivens',
        attributes: { ...defaultAiDriven, image: reference(images.aiSelector) },
      },
      { collection: 'howtouses', attributes: numberedSteps(defaultHowToUseSteps) },
      { collection: 'contacts', attributes: { ...defaultContacts } },
    ]);
  });
  return true;
}
