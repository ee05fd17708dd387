import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactRequests, contentEntries, contentMedia } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { buildCustomer, buildOrder, useOperator } from '../../../test/builders';
import { tinyPng } from '../../../test/security/fixtures';

const t = useTestApp();
const inject = useOperator(t);

describe('customers', () => {
  it('lists and searches customers with their order counts, and shows one with orders', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db, { companyName: 'Falcon Outdoor LLC', name: 'Hamdan' });
    const order = await buildOrder(db, { customerId: customer.id });
    await buildCustomer(db);

    const found = await inject({ method: 'GET', url: '/api/admin/customers?q=falcon%20outdoor' });
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        id: customer.id,
        email: customer.email,
        orderCount: 1,
        confirmed: true,
        role: 'customer',
      }),
    ]);
    expect(found.json().items[0]).not.toHaveProperty('passwordHash');
    expect(
      (await inject({ method: 'GET', url: `/api/admin/customers?q=${customer.email}` })).json()
        .total,
    ).toBe(1);

    const detail = await inject({ method: 'GET', url: `/api/admin/customers/${customer.id}` });
    expect(detail.json().orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await inject({ method: 'GET', url: '/api/admin/customers/999999' })).statusCode).toBe(
      404,
    );
    expect((await inject({ method: 'GET', url: '/api/admin/customers?size=abc' })).statusCode).toBe(
      400,
    );
  });
});

describe('contact requests', () => {
  it('lists open requests newest first and marks them handled and back', async () => {
    const db = t.database.db;
    const [older, newer] = await db
      .insert(contactRequests)
      .values([
        {
          email: 'a@example.com',
          name: 'Aisha',
          surname: 'K',
          message: 'Prices for Marina?',
          createdAt: new Date('2024-03-01'),
        },
        {
          email: 'b@example.com',
          name: 'Badr',
          surname: 'S',
          message: 'Can I book 3 screens?',
          createdAt: new Date('2024-03-02'),
        },
      ])
      .returning();

    const open = (await inject({ method: 'GET', url: '/api/admin/contact-requests' })).json();
    expect(open.map((r: { id: number }) => r.id)).toEqual([newer!.id, older!.id]);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/summary' })).json().openContactRequests,
    ).toBe(2);

    const handled = await inject({
      method: 'PATCH',
      url: `/api/admin/contact-requests/${older!.id}`,
      payload: { handled: 'true' },
    });
    expect(handled.json()).toMatchObject({ handled: true, handledAt: expect.any(String) });
    expect(
      (await inject({ method: 'GET', url: '/api/admin/contact-requests' })).json(),
    ).toHaveLength(1);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/contact-requests?handled=handled' })).json(),
    ).toHaveLength(1);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/contact-requests?handled=all' })).json(),
    ).toHaveLength(2);

    const reopened = await inject({
      method: 'PATCH',
      url: `/api/admin/contact-requests/${older!.id}`,
      payload: { handled: false },
    });
    expect(reopened.json()).toMatchObject({ handled: false, handledAt: null });

    expect(
      (
        await inject({
          method: 'PATCH',
          url: '/api/admin/contact-requests/999999',
          payload: { handled: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/admin/contact-requests/${older!.id}`,
          payload: { handled: 'maybe' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/contact-requests?handled=soon' })).statusCode,
    ).toBe(400);
  });
});

/** A content entry, stored as the content service keeps it. */
async function storeEntry(collection: string, attributes: Record<string, unknown>) {
  const [entry] = await t.database.db
    .insert(contentEntries)
    .values({ collection, attributes })
    .returning();
  return entry!;
}

describe('content', () => {
  it('edits an entry by the paths the stored row has, keeping types', async () => {
    const db = t.database.db;
    const entry = await storeEntry('ai-drivens', {
      title: 'AI-Driven Display Selector',
      description: 'Let our AI pick the screens.',
      image: { data: { id: 1, attributes: { url: '/images/ai.webp', mime: 'image/webp' } } },
    });

    const list = (
      await inject({ method: 'GET', url: '/api/admin/content?collection=ai-drivens' })
    ).json();
    const mine = list.find((e: { id: number }) => e.id === entry.id);
    expect(mine.fields).toEqual([
      { path: 'title', value: 'AI-Driven Display Selector', kind: 'text' },
      { path: 'description', value: 'Let our AI pick the screens.', kind: 'longText' },
      { path: 'image.data.attributes.url', value: '/images/ai.webp', kind: 'image' },
    ]);

    const media = await inject({
      method: 'POST',
      url: '/api/admin/content/media?fileName=promo.png',
      payload: tinyPng,
      headers: { 'content-type': 'image/png' },
    });
    expect(media.statusCode).toBe(201);
    expect(media.json().url).toBe(`/cms/uploads/${media.json().id}`);
    const [stored] = await db
      .select()
      .from(contentMedia)
      .where(eq(contentMedia.id, media.json().id));
    expect(stored).toMatchObject({ fileName: 'promo.png', contentType: 'image/png' });

    const saved = await inject({
      method: 'PATCH',
      url: `/api/admin/content/${entry.id}`,
      payload: {
        values: { title: 'Find screens with AI', 'image.data.attributes.url': media.json().url },
      },
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, entry.id));
    expect(row!.attributes).toEqual({
      title: 'Find screens with AI',
      description: 'Let our AI pick the screens.',
      image: { data: { id: 1, attributes: { url: media.json().url, mime: 'image/webp' } } },
    });

    const preview = await inject({
      method: 'GET',
      url: `/api/admin/content/media/${media.json().id}`,
    });
    expect(preview.headers['content-type']).toBe('image/png');
  });

  it('replaces a seeded picture (stored by reference) with an upload, which the site then serves', async () => {
    const [whatIs] = (
      await inject({ method: 'GET', url: '/api/admin/content?collection=whatisleds' })
    ).json() as { id: number; fields: { path: string; value: string; kind: string }[] }[];
    const pictures = whatIs!.fields.filter((field) => field.path.startsWith('image1.'));
    // Its picture and its description; not its stored size or its raw id as numbers to type.
    expect(pictures.map(({ path, kind }) => ({ path, kind }))).toEqual([
      { path: 'image1.alternativeText', kind: 'text' },
      { path: 'image1.mediaId', kind: 'image' },
    ]);
    expect(pictures[1]!.value).toMatch(/^\/cms\/uploads\/\d+$/);

    const missing = await inject({
      method: 'PATCH',
      url: `/api/admin/content/${whatIs!.id}`,
      payload: { values: { 'image1.mediaId': '/cms/uploads/999999' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'image1.mediaId': 'This image was not found.' });

    const media = await inject({
      method: 'POST',
      url: '/api/admin/content/media?fileName=what-is.png',
      payload: tinyPng,
      headers: { 'content-type': 'image/png' },
    });
    const saved = await inject({
      method: 'PATCH',
      url: `/api/admin/content/${whatIs!.id}`,
      payload: { values: { 'image1.mediaId': media.json().url } },
    });
    expect(saved.statusCode).toBe(200);
    const site = await t.app.inject({ url: '/cms/api/whatisleds?populate=*' });
    const image = site.json().data[0].attributes.image1.data;
    expect(image.id).toBe(media.json().id);
    expect(image.attributes).toMatchObject({
      url: `/uploads/${media.json().id}-what-is.png`,
      width: null,
    });
    const served = await t.app.inject({ url: `/cms${image.attributes.url}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses unknown collections, fields and entries, and non-image media', async () => {
    const db = t.database.db;
    const entry = await storeEntry('contacts', { title: 'Contact us', phone: '+971 4 000 0000' });
    expect(
      (await inject({ method: 'GET', url: '/api/admin/content?collection=pages' })).statusCode,
    ).toBe(400);
    const unknownField = await inject({
      method: 'PATCH',
      url: `/api/admin/content/${entry.id}`,
      payload: { values: { title: 'Hi', script: '<script>' } },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors).toEqual({ script: 'This entry has no such field' });
    const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, entry.id));
    expect(row!.attributes.title).toBe('Contact us');

    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/admin/content/${entry.id}`,
          payload: { values: {} },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: '/api/admin/content/999999',
          payload: { values: { title: 'x' } },
        })
      ).statusCode,
    ).toBe(404);
    const notImage = await inject({
      method: 'POST',
      url: '/api/admin/content/media',
      payload: 'plain text',
      headers: { 'content-type': 'image/png' },
    });
    expect(notImage.statusCode).toBe(415);
  });
});
