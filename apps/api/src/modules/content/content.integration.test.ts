import { contentCollections } from '@screenspot/contracts/content';
import {
  defaultAdvantages,
  defaultContacts,
  defaultDisplays,
  defaultHowToUseSteps,
} from '@screenspot/contracts/content-defaults';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { contentEntries } from '../../db/schema';

const t = useTestApp();

type Entry = { id: number; attributes: Record<string, unknown> };
type MediaField = { data: { id: number; attributes: Record<string, unknown> } | null };

async function list(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, body: res.json() as { data: Entry[]; meta: { pagination: unknown } } };
}

describe('GET /cms/api/{collection}', () => {
  it.each(contentCollections)('answers %s in the Strapi REST shape', async (collection) => {
    const { res, body } = await list(`/cms/api/${collection}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({ id: expect.any(Number), attributes: expect.any(Object) });
    expect(body.data[0]!.attributes).toMatchObject({
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      publishedAt: expect.any(String),
    });
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } });
  });

  it('serves the seeded advantages and display features', async () => {
    const advantages = (await list('/cms/api/advantages')).body.data[0]!.attributes;
    expect(advantages).toMatchObject(defaultAdvantages);
    expect(advantages.title2).toBe('Speed');
    expect(advantages.description2).toContain('48 hours');
    const displays = (await list('/cms/api/displays')).body.data[0]!.attributes;
    expect(displays).toMatchObject(defaultDisplays);
    expect(displays.footer).toMatch(/fastest way to get on a billboard/);
  });

  it('serves the five how-to-use steps as numbered pairs', async () => {
    const steps = (await list('/cms/api/howtouses')).body.data[0]!.attributes;
    defaultHowToUseSteps.forEach((step, index) => {
      expect(steps[`title${index + 1}`]).toBe(step.title);
      expect(steps[`description${index + 1}`]).toBe(step.description);
    });
    expect(steps.title1).toBe('Choose the region');
    expect(steps.title5).toBe('Get approval from the operator');
    expect(steps.title6).toBeUndefined();
  });

  it('serves the contact details in Dubai', async () => {
    const contacts = (await list('/cms/api/contacts')).body.data[0]!.attributes;
    expect(contacts).toMatchObject(defaultContacts);
    expect(contacts.address).toContain('Dubai');
  });

  it('leaves media out unless asked to populate, like Strapi', async () => {
    const plain = (await list('/cms/api/whatisleds')).body.data[0]!.attributes;
    expect(plain.title1).toBeTruthy();
    expect(plain).not.toHaveProperty('image1');

    const populated = (await list('/cms/api/whatisleds?populate=*')).body.data[0]!.attributes;
    for (const key of ['image1', 'image2']) {
      const media = populated[key] as MediaField;
      expect(media.data?.attributes).toMatchObject({
        url: expect.stringMatching(/^\/uploads\/\d+-[\w-]+\.svg$/),
        mime: 'image/svg+xml',
        width: 640,
        height: 480,
        alternativeText: expect.any(String),
      });
    }
    const ai = (await list('/cms/api/ai-drivens?populate[0]=image')).body.data[0]!.attributes;
    expect((ai.image as MediaField).data?.attributes.url).toMatch(/^\/uploads\//);
  });

  it('pages like Strapi and refuses a bad page size', async () => {
    const [firstContact] = await t.database.db
      .insert(contentEntries)
      .values({ collection: 'contacts', position: 1, attributes: { ...defaultContacts } })
      .returning();
    const { body } = await list('/cms/api/contacts?pagination[page]=2&pagination[pageSize]=1');
    expect(body.meta).toEqual({ pagination: { page: 2, pageSize: 1, pageCount: 2, total: 2 } });
    expect(body.data.map((entry) => entry.id)).toEqual([firstContact!.id]);

    const bad = await t.app.inject({ url: '/cms/api/contacts?pagination[pageSize]=1000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/between 1 and 100/);
    const notNumber = await t.app.inject({ url: '/cms/api/contacts?pagination[page]=abc' });
    expect(notNumber.statusCode).toBe(400);
  });

  it('answers an unknown collection with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/cms/api/banners' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/cms/api/banners');
  });
});

describe('GET /cms/uploads/{file}', () => {
  async function mediaUrl() {
    const { body } = await list('/cms/api/ai-drivens?populate=*');
    return `/cms${(body.data[0]!.attributes.image as MediaField).data!.attributes.url as string}`;
  }

  it('serves a seeded image with caching headers that other origins may embed', async () => {
    const url = await mediaUrl();
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const etag = res.headers.etag as string;
    // Exactly one quoted string: no doubled quotes.
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for unknown ids, wrong names and malformed names', async () => {
    const url = await mediaUrl();
    const id = /\/(\d+)-/.exec(url)![1];
    for (const path of [
      '/cms/uploads/999999-led-billboard.svg',
      `/cms/uploads/${id}-wrong-name.svg`,
      '/cms/uploads/not-a-file',
      '/cms/uploads/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
  });
});
