import { defaultAdvantages, defaultHowToUseSteps } from '@screenspot/contracts/content-defaults';
import {
  defaultAdvantagesAr,
  defaultContactsAr,
  defaultHowToUseStepsAr,
} from '@screenspot/contracts/content-defaults-ar';
import { contentCollections } from '@screenspot/contracts/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { useOperator } from '../../../test/builders';
import { contentEntries } from '../../db/schema';

const t = useTestApp();
const operator = useOperator(t);

type Entry = { id: number; attributes: Record<string, unknown> };
type MediaField = { data: { attributes: Record<string, unknown> } | null };

async function first(url: string): Promise<Entry> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: Entry[] }).data[0]!;
}

describe('GET /cms/api/{collection}?locale=', () => {
  it.each(contentCollections)(
    'answers %s in English by default and for locale=en, the same bytes',
    async (collection) => {
      const plain = await t.app.inject({ url: `/cms/api/${collection}?populate=*` });
      const english = await t.app.inject({ url: `/cms/api/${collection}?populate=*&locale=en` });
      expect(english.statusCode).toBe(200);
      expect(english.body).toBe(plain.body);
      expect(plain.body).not.toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('answers the Arabic version for locale=ar, in the same shape', async () => {
    const advantages = await first('/cms/api/advantages?locale=ar');
    expect(advantages.attributes).toMatchObject(defaultAdvantagesAr);
    expect(advantages.attributes.title2).toBe('سرعة');
    expect(Object.keys(advantages.attributes).sort()).toEqual(
      Object.keys((await first('/cms/api/advantages')).attributes).sort(),
    );

    const steps = (await first('/cms/api/howtouses?locale=ar')).attributes;
    defaultHowToUseStepsAr.forEach((step, index) => {
      expect(steps[`title${index + 1}`]).toBe(step.title);
      expect(steps[`description${index + 1}`]).toBe(step.description);
    });

    const contacts = (await first('/cms/api/contacts?locale=ar')).attributes;
    expect(contacts).toMatchObject(defaultContactsAr);
    expect(contacts.address).toContain('دبي');
    // Numbers and addresses that are not words stay as they are.
    expect(contacts.phone).toBe('+971 4 123 4567');
  });

  it('shares images between the languages, with Arabic alternative text', async () => {
    const en = (await first('/cms/api/whatisleds?populate=*')).attributes;
    const ar = (await first('/cms/api/whatisleds?populate=*&locale=ar')).attributes;
    const image = (field: unknown) => (field as MediaField).data!.attributes;
    expect(image(ar.image1).url).toBe(image(en.image1).url);
    expect(image(ar.image1).alternativeText).toMatch(/[\u0600-\u06FF]/);
    expect(image(en.image1).alternativeText).toMatch(/LED billboard/);
    // Without populate, media stays out in Arabic too.
    expect((await first('/cms/api/whatisleds?locale=ar')).attributes).not.toHaveProperty('image1');
  });

  it('falls back to English for texts the Arabic version lacks', async () => {
    const db = t.database.db;
    const [entry] = await db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.collection, 'howtouses'));
    const ar = { ...entry!.localizations.ar };
    delete ar.title2;
    ar.description3 = '   ';
    await db
      .update(contentEntries)
      .set({
        localizations: { ar },
        attributes: { ...entry!.attributes, title6: 'Watch it play', description6: 'Live.' },
      })
      .where(eq(contentEntries.id, entry!.id));
    try {
      const steps = (await first('/cms/api/howtouses?locale=ar')).attributes;
      expect(steps.title1).toBe(defaultHowToUseStepsAr[0]!.title);
      expect(steps.title2).toBe(defaultHowToUseSteps[1]!.title);
      expect(steps.description3).toBe(defaultHowToUseSteps[2]!.description);
      expect(steps.title6).toBe('Watch it play');
    } finally {
      await db
        .update(contentEntries)
        .set({ localizations: entry!.localizations, attributes: entry!.attributes })
        .where(eq(contentEntries.id, entry!.id));
    }
  });

  it('answers an entry with no Arabic version at all in English', async () => {
    const [extra] = await t.database.db
      .insert(contentEntries)
      .values({ collection: 'advantages', position: 5, attributes: { ...defaultAdvantages } })
      .returning();
    try {
      const res = await t.app.inject({ url: '/cms/api/advantages?locale=ar' });
      const data = (res.json() as { data: Entry[] }).data;
      expect(data.map((entry) => entry.id)).toContain(extra!.id);
      expect(data.find((entry) => entry.id === extra!.id)!.attributes).toMatchObject(
        defaultAdvantages,
      );
    } finally {
      await t.database.db.delete(contentEntries).where(eq(contentEntries.id, extra!.id));
    }
  });

  it('answers every localisation of each entry for locale=all, English first, paged as Strapi does', async () => {
    const res = await t.app.inject({ url: '/cms/api/advantages?locale=all' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Entry[]; meta: { pagination: Record<string, number> } };
    const entries = (await t.app.inject({ url: '/cms/api/advantages' })).json().data as Entry[];
    expect(body.data).toHaveLength(entries.length * 2);
    expect(body.meta.pagination).toMatchObject({ page: 1, total: entries.length * 2 });
    const [en, ar] = body.data;
    expect(en!.id).toBe(entries[0]!.id);
    expect(ar!.id).toBe(entries[0]!.id);
    expect(en!.attributes).toMatchObject({ ...defaultAdvantages, locale: 'en' });
    expect(ar!.attributes).toMatchObject({ ...defaultAdvantagesAr, locale: 'ar' });
    // A single locale keeps its shape: no locale attribute.
    expect((await first('/cms/api/advantages?locale=ar')).attributes).not.toHaveProperty('locale');
    expect((await first('/cms/api/advantages')).attributes).not.toHaveProperty('locale');

    // A page of one holds one version: the second page is the first entry in Arabic.
    const second = await t.app.inject({
      url: '/cms/api/advantages?locale=all&pagination[page]=2&pagination[pageSize]=1',
    });
    const page = second.json() as { data: Entry[]; meta: { pagination: Record<string, number> } };
    expect(page.data.map((entry) => [entry.id, entry.attributes.locale])).toEqual([
      [entries[0]!.id, 'ar'],
    ]);
    expect(page.meta.pagination).toMatchObject({
      page: 2,
      pageSize: 1,
      pageCount: entries.length * 2,
      total: entries.length * 2,
    });

    // Images are shared; their alternative text follows each version.
    const images = (await t.app.inject({ url: '/cms/api/whatisleds?locale=all&populate=*' })).json()
      .data as Entry[];
    const image = (entry: Entry) => (entry.attributes.image1 as MediaField).data!.attributes;
    expect(image(images[1]!).url).toBe(image(images[0]!).url);
    expect(image(images[0]!).alternativeText).toMatch(/LED billboard/);
    expect(image(images[1]!).alternativeText).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['fr', 'AR', 'ALL', '', 'ar-AE'])('refuses locale=%s with a JSON 400', async (locale) => {
    const res = await t.app.inject({ url: `/cms/api/advantages?locale=${locale}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/locale/i);
  });

  it('refuses an unknown locale in the language of the request', async () => {
    const res = await t.app.inject({
      url: '/cms/api/advantages?locale=fr',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('لغة غير معروفة: استخدم en أو ar أو all');
  });
});

describe('the console edits the Arabic version', () => {
  async function advantagesEntry() {
    const res = await operator({ method: 'GET', url: '/api/admin/content?collection=advantages' });
    expect(res.statusCode).toBe(200);
    return res.json()[0] as {
      id: number;
      fields: { path: string; value: string }[];
      localizations: { ar: Record<string, string> };
      translatable: string[];
    };
  }

  it('lists each field with its Arabic text and saves Arabic without touching English', async () => {
    const entry = await advantagesEntry();
    expect(entry.localizations.ar.title1).toBe(defaultAdvantagesAr.title1);
    expect(entry.translatable).toContain('description4');
    expect(entry.fields.find((field) => field.path === 'title1')!.value).toBe('Targeting');

    const saved = await operator({
      method: 'PATCH',
      url: `/api/admin/content/${entry.id}`,
      payload: { locale: 'ar', values: { title1: 'استهداف ذكي', description1: '' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().localizations.ar.title1).toBe('استهداف ذكي');
    expect(saved.json().localizations.ar).not.toHaveProperty('description1');

    const ar = (await first('/cms/api/advantages?locale=ar')).attributes;
    expect(ar.title1).toBe('استهداف ذكي');
    // An emptied Arabic text falls back to the English one.
    expect(ar.description1).toBe(defaultAdvantages.description1);
    expect((await first('/cms/api/advantages')).attributes).toMatchObject(defaultAdvantages);
  });

  it('refuses Arabic for image fields, unknown paths and unknown locales', async () => {
    const [whatIs] = (
      await operator({ method: 'GET', url: '/api/admin/content?collection=whatisleds' })
    ).json() as { id: number; translatable: string[] }[];
    expect(whatIs!.translatable).toContain('image1.alternativeText');
    expect(whatIs!.translatable).not.toContain('image1.mediaId');
    const mediaPath = await operator({
      method: 'PATCH',
      url: `/api/admin/content/${whatIs!.id}`,
      payload: { locale: 'ar', values: { 'image1.mediaId': '1', nothing: 'x' } },
    });
    expect(mediaPath.statusCode).toBe(400);
    expect(Object.keys(mediaPath.json().errors).sort()).toEqual(['image1.mediaId', 'nothing']);

    const alt = await operator({
      method: 'PATCH',
      url: `/api/admin/content/${whatIs!.id}`,
      payload: { locale: 'ar', values: { 'image1.alternativeText': 'شاشة على الطريق' } },
    });
    expect(alt.statusCode).toBe(200);

    const badLocale = await operator({
      method: 'PATCH',
      url: `/api/admin/content/${whatIs!.id}`,
      payload: { locale: 'fr', values: { title1: 'Bonjour' } },
    });
    expect(badLocale.statusCode).toBe(400);
  });
});
