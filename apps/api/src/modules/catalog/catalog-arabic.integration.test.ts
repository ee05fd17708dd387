import type { Screen, Segment } from '@screenspot/contracts/screen';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { screenFormInput, useOperator } from '../../../test/builders';
import { queryRows } from '../../db/client';
import { screens } from '../../db/schema';

const t = useTestApp();
const operator = useOperator(t);

const arabic = /[\u0600-\u06FF]/;

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return { body: res.json() as T, res };
}

describe('screens and segments in Arabic', () => {
  it('answers English by default and unchanged for English requests', async () => {
    const plain = await t.app.inject({ url: '/api/leds/getAll' });
    for (const headers of [{ 'accept-language': 'en' }, { 'accept-language': 'en-US,en;q=0.9' }]) {
      expect((await t.app.inject({ url: '/api/leds/getAll', headers })).body).toBe(plain.body);
    }
    expect((await t.app.inject({ url: '/api/leds/getAll?locale=en' })).body).toBe(plain.body);
    expect(plain.body).not.toMatch(arabic);
    expect(plain.headers.vary).toMatch(/accept-language/i);
  });

  it('answers every seeded screen with Arabic name, location, title and description', async () => {
    const { body: en } = await get<Screen[]>('/api/leds/getAll');
    const { body: ar } = await get<Screen[]>('/api/leds/getAll?locale=ar');
    expect(ar).toHaveLength(en.length);
    ar.forEach((screen, index) => {
      const english = en[index]!;
      expect(screen.id).toBe(english.id);
      for (const key of ['billboardName', 'location', 'title', 'description'] as const) {
        expect(screen[key], `${english.billboardName} ${key}`).toMatch(arabic);
      }
      // Numbers, sizes and formats are the same in both.
      expect({ ...screen, billboardName: '', location: '', title: '', description: '' }).toEqual({
        ...english,
        billboardName: '',
        location: '',
        title: '',
        description: '',
      });
    });
    const marina = ar.find(
      (screen) =>
        en.find((e) => e.id === screen.id)!.billboardName === 'Dubai Marina Walk Promenade',
    );
    expect(marina!.location).toContain('دبي مارينا');
  });

  it('takes the language from Accept-Language when no locale is given, locale first', async () => {
    const { body: byHeader } = await get<Screen[]>('/api/leds/getAll?size=3&page=0', {
      'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8',
    });
    expect(byHeader[0]!.billboardName).toMatch(arabic);
    const { body: weighted } = await get<Screen[]>('/api/leds/getAll?size=3&page=0', {
      'accept-language': 'fr;q=1, en;q=0.9, ar;q=0.8',
    });
    expect(weighted[0]!.billboardName).not.toMatch(arabic);
    const { body: explicit } = await get<Screen[]>('/api/leds/getAll?size=3&page=0&locale=en', {
      'accept-language': 'ar',
    });
    expect(explicit[0]!.billboardName).not.toMatch(arabic);
  });

  it('answers one screen and the segments in Arabic', async () => {
    const { body: en } = await get<Screen[]>('/api/leds/getAll?size=1&page=0');
    const { body: one } = await get<Screen>(`/api/leds?ledId=${en[0]!.id}&locale=ar`);
    expect(one.billboardName).toMatch(arabic);
    expect(one.id).toBe(en[0]!.id);

    const { body: segments } = await get<Segment[]>('/api/leds/getCategories?locale=ar');
    expect(segments.map((segment) => segment.value)).toContain('مراكز التسوق والتجزئة');
    for (const segment of segments) expect(segment.value).toMatch(arabic);
    const { body: english } = await get<Segment[]>('/api/leds/getCategories');
    expect(english.map((segment) => segment.value)).toContain('Malls & Retail');
    expect(new Set(segments.map((s) => s.categoryId))).toEqual(
      new Set(english.map((s) => s.categoryId)),
    );
  });

  it('finds screens by Arabic name and location', async () => {
    const byName = await get<Screen[]>(
      `/api/leds/getAll?locale=ar&boardName=${encodeURIComponent('سوق الذهب')}`,
    );
    expect(byName.body.map((screen) => screen.billboardName)).toEqual(['بوابة سوق الذهب']);

    const byLocation = await get<Screen[]>(
      `/api/leds/getAll?location=${encodeURIComponent('دبي مارينا')}`,
    );
    expect(byLocation.body.length).toBeGreaterThanOrEqual(2);
    // Found by the Arabic text, answered in the asked language (here English).
    expect(byLocation.body.map((screen) => screen.billboardName)).toContain(
      'Marina Mall Waterfront',
    );

    const pins = await get<unknown[]>(
      `/api/leds/pins?location=${encodeURIComponent('دبي مارينا')}`,
    );
    expect(pins.body).toHaveLength(byLocation.body.length);

    // A Latin-letter search matches the English texts as before.
    const latin = await get<Screen[]>('/api/leds/getAll?location=marina&locale=ar');
    expect(latin.body.length).toBeGreaterThanOrEqual(2);
  });

  it('finds Arabic however either side spells it: alef forms, ة/ه, ى/ي, tatweel, diacritics', async () => {
    const ids = async (query: string) =>
      (await get<Screen[]>(`/api/leds/getAll?locale=ar&${query}`)).body.map((s) => s.id).sort();
    const location = (text: string) => ids(`location=${encodeURIComponent(text)}`);
    const name = (text: string) => ids(`boardName=${encodeURIComponent(text)}`);

    const dubai = await location('دبي');
    expect(dubai.length).toBeGreaterThanOrEqual(3);
    expect(await location('دبى')).toEqual(dubai);
    expect(await location('دُبَـــي')).toEqual(dubai);

    const emirates = await name('الإمارات');
    expect(emirates.length).toBeGreaterThanOrEqual(1);
    expect(await name('الامارات')).toEqual(emirates);
    expect(await name('الآمارات')).toEqual(emirates);

    const internetCity = await location('مدينة دبي للإنترنت');
    expect(internetCity.length).toBeGreaterThanOrEqual(1);
    expect(await location('مدينه دبى للانترنت')).toEqual(internetCity);

    // The stored side is folded too, and follows an edit: a name saved with ى and a hamza is found
    // by a search typed without them.
    const [screen] = await t.database.db
      .select({ id: screens.id, nameAr: screens.nameAr })
      .from(screens)
      .where(eq(screens.id, dubai[0]!));
    const rename = (nameAr: string | null) =>
      t.database.db.update(screens).set({ nameAr }).where(eq(screens.id, screen!.id));
    await rename('شاشة مُلتقى الأصدقاء');
    try {
      expect(await name('ملتقي الاصدقاء')).toEqual([screen!.id]);
      expect(await name('شاشه')).toContain(screen!.id);
    } finally {
      await rename(screen!.nameAr);
    }
  });

  it('searches the folded Arabic through its trigram index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from screens
            where name ilike ${'%الامارات%'} or name_ar_folded ilike ${'%الامارات%'}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('screens_name_ar_folded_trgm_idx');
  });

  it('refuses an unknown locale with a JSON 400', async () => {
    for (const url of [
      '/api/leds/getAll?locale=fr',
      '/api/leds/getCategories?locale=xx',
      '/api/leds?ledId=1&locale=de',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('falls back to English for a screen without Arabic texts', async () => {
    const [row] = await t.database.db
      .insert(screens)
      .values({
        name: 'Hatta Dam Lookout',
        location: 'Hatta',
        latitude: 24.8,
        longitude: 56.13,
        priceCents: 10000,
        title: 'Totem at Hatta',
        description: 'A totem by the dam.',
        size: '1080x1920',
        mediaType: 'Digital Totem',
        durationSeconds: 15,
      })
      .returning();
    const { body } = await get<Screen>(`/api/leds?ledId=${row!.id}&locale=ar`);
    expect(body).toMatchObject({ billboardName: 'Hatta Dam Lookout', location: 'Hatta' });
    await t.database.db.delete(screens).where(eq(screens.id, row!.id));
  });
});

describe('the console edits Arabic screen and segment texts', () => {
  it('saves, shows and clears a screen’s Arabic texts', async () => {
    const created = await operator({
      method: 'POST',
      url: '/api/admin/screens',
      payload: screenFormInput({
        billboardName: 'Creek Tower Arabic',
        location: 'Dubai Creek Harbour',
        price: 200,
        title: 'Portrait LED',
        description: 'A tall screen.',
        billboardNameAr: '  برج الخور  ',
        locationAr: 'مرسى خور دبي',
        titleAr: 'شاشة عمودية',
        descriptionAr: 'شاشة طويلة تطل على الممشى.',
      }),
    });
    expect(created.statusCode).toBe(201);
    const screen = created.json();
    expect(screen).toMatchObject({ billboardNameAr: 'برج الخور', locationAr: 'مرسى خور دبي' });
    const { body: ar } = await get<Screen>(`/api/leds?ledId=${screen.id}&locale=ar`);
    expect(ar).toMatchObject({
      billboardName: 'برج الخور',
      description: 'شاشة طويلة تطل على الممشى.',
    });
    const { body: en } = await get<Screen>(`/api/leds?ledId=${screen.id}`);
    expect(en.billboardName).toBe('Creek Tower Arabic');

    // Left out, the Arabic texts stay; empty, one is removed and English shows.
    const {
      billboardNameAr: _n,
      locationAr: _l,
      titleAr: _t,
      descriptionAr: _d,
      ...english
    } = screen;
    const kept = await operator({
      method: 'PUT',
      url: `/api/admin/screens/${screen.id}`,
      payload: { ...english, categoryId: '', title: 'Portrait LED 2' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().titleAr).toBe('شاشة عمودية');
    const cleared = await operator({
      method: 'PUT',
      url: `/api/admin/screens/${screen.id}`,
      payload: { ...english, categoryId: '', titleAr: '' },
    });
    expect(cleared.json().titleAr).toBeNull();
    const { body: fallback } = await get<Screen>(`/api/leds?ledId=${screen.id}&locale=ar`);
    expect(fallback.title).toBe('Portrait LED');
  });

  it('saves a segment’s Arabic name', async () => {
    const created = await operator({
      method: 'POST',
      url: '/api/admin/segments',
      payload: { value: 'Hotels', valueAr: 'الفنادق' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ value: 'Hotels', valueAr: 'الفنادق' });
    const { body } = await get<Segment[]>('/api/leds/getCategories?locale=ar');
    expect(body.map((segment) => segment.value)).toContain('الفنادق');
    const renamed = await operator({
      method: 'PUT',
      url: `/api/admin/segments/${created.json().categoryId}`,
      payload: { value: 'Hotels & Resorts' },
    });
    expect(renamed.json()).toMatchObject({ value: 'Hotels & Resorts', valueAr: 'الفنادق' });
  });
});
