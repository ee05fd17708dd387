import { readFileSync } from 'node:fs';
import {
  defaultAdvantages,
  defaultAiDriven,
  defaultContacts,
  defaultDisplays,
  defaultHowToUseSteps,
  defaultWhatIs,
} from '@screenspot/contracts/content-defaults';
import {
  defaultAdvantagesAr,
  defaultAiDrivenAr,
  defaultContactsAr,
  defaultDisplaysAr,
  defaultHowToUseStepsAr,
  defaultWhatIsAr,
} from '@screenspot/contracts/content-defaults-ar';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { contentEntries, contentMedia } from '../schema';
import { etagOf } from './screen-image';

type SeedImage = {
  fileName: string;
  width: number;
  height: number;
  alternativeText: string;
  alternativeTextAr: string;
};

const images = {
  ledBillboard: {
    fileName: 'led-billboard.svg',
    width: 640,
    height: 480,
    alternativeText: 'An LED billboard beside a highway in Dubai at dusk, playing a video ad',
    alternativeTextAr: 'لوحة إعلانية رقمية بجانب طريق سريع في دبي عند الغروب تعرض إعلاناً مصوراً',
  },
  platform: {
    fileName: 'booking-platform.svg',
    width: 640,
    height: 480,
    alternativeText: 'The ScreenSpot app on a laptop and a phone: screens on a map and a booking',
    alternativeTextAr: 'تطبيق ScreenSpot على حاسوب محمول وهاتف: شاشات على الخريطة وحجز',
  },
  aiSelector: {
    fileName: 'ai-selector.svg',
    width: 640,
    height: 480,
    alternativeText: 'The AI selector ranking three Dubai screens by match for a campaign',
    alternativeTextAr: 'أداة الاختيار بالذكاء الاصطناعي ترتب ثلاث شاشات في دبي حسب ملاءمتها للحملة',
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

const alternativeTextAr = (image: SeedImage) => ({
  alternativeText: image.alternativeTextAr,
});

/** Each collection's Arabic version: the same keys as the English attributes, texts only. */
const arabic: Record<string, Record<string, unknown>> = {
  advantages: { ...defaultAdvantagesAr },
  displays: { ...defaultDisplaysAr },
  whatisleds: {
    ...defaultWhatIsAr,
    image1: alternativeTextAr(images.ledBillboard),
    image2: alternativeTextAr(images.platform),
  },
  'ai-drivens': { ...defaultAiDrivenAr, image: alternativeTextAr(images.aiSelector) },
  howtouses: numberedSteps(defaultHowToUseStepsAr),
  contacts: { ...defaultContactsAr },
};

/**
 * Landing and contact copy for the content service in English and Arabic; runs only when it has
 * no entries. Entries stored before Arabic existed, and never translated since, get the Arabic copy.
 */
export async function seedContent(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentEntries);
  if (count > 0) {
    for (const [collection, ar] of Object.entries(arabic)) {
      await db
        .update(contentEntries)
        .set({ localizations: { ar } })
        .where(
          and(
            eq(contentEntries.collection, collection),
            sql`${contentEntries.localizations} = '{}'::jsonb`,
          ),
        );
    }
    return false;
  }

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
    const localizations = (collection: string) => ({ ar: arabic[collection]! });

    const entries: { collection: string; attributes: Record<string, unknown> }[] = [
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
    ];
    await tx
      .insert(contentEntries)
      .values(
        entries.map((entry) => ({ ...entry, localizations: localizations(entry.collection) })),
      );
  });
  return true;
}
