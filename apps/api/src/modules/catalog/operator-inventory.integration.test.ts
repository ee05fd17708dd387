import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDate } from '@screenspot/contracts/booking';
import { screenImages, screens, bookingCells, segments } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { buildCustomer, buildOrder, screenFormInput, useOperator } from '../../../test/builders';

const t = useTestApp();
const inject = useOperator(t);

const screen = screenFormInput();

/** The console's upload of a screen's image: the bytes as sent, with the type they claim. */
const putImage = (screenId: number, payload: Buffer | string | undefined, contentType: string) =>
  inject({
    method: 'PUT',
    url: `/api/admin/screens/${screenId}/image`,
    payload,
    headers: { 'content-type': contentType },
  });

// The smallest valid images of each accepted kind, and things that only pretend to be one.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const jpeg = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  ...Array(32).fill(0),
]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([
    0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0,
  ]),
]);

describe('screens', () => {
  it('creates, reads, edits and deletes a screen', async () => {
    const created = await inject({ method: 'POST', url: '/api/admin/screens', payload: screen });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      billboardName: 'Creek Harbour Tower',
      price: 275.5,
      categoryId: null,
      openOrders: 0,
      imageEtag: null,
    });
    const [row] = await t.database.db.select().from(screens).where(eq(screens.id, body.id));
    expect(row!.priceCents).toBe(27550);

    const [segment] = await t.database.db.select().from(segments).limit(1);
    const edited = await inject({
      method: 'PUT',
      url: `/api/admin/screens/${body.id}`,
      payload: {
        ...screen,
        price: '300',
        duration: '20',
        categoryId: segment!.id,
        latitude: '25.21',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      price: 300,
      duration: 20,
      categoryId: segment!.id,
      latitude: 25.21,
    });

    const found = await inject({
      method: 'GET',
      url: `/api/admin/screens?q=creek%20harbour%20tower`,
    });
    expect(found.json().items.map((s: { id: number }) => s.id)).toEqual([body.id]);

    expect(
      (await inject({ method: 'DELETE', url: `/api/admin/screens/${body.id}` })).statusCode,
    ).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/admin/screens/${body.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad screen input with field messages', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/admin/screens',
      payload: {
        ...screen,
        billboardName: ' ',
        latitude: 'north',
        size: 'large',
        price: 1.234,
        duration: 0,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'billboardName',
      'duration',
      'latitude',
      'price',
      'size',
    ]);
    const unknownSegment = await inject({
      method: 'POST',
      url: '/api/admin/screens',
      payload: { ...screen, categoryId: 999999 },
    });
    expect(unknownSegment.statusCode).toBe(400);
    expect(unknownSegment.json().errors.categoryId).toBeDefined();
    expect(
      (await inject({ method: 'PUT', url: '/api/admin/screens/999999', payload: screen }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete a screen with open orders (409), or with past ones', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const open = (
      await inject({ method: 'POST', url: '/api/admin/screens', payload: screen })
    ).json();
    await buildOrder(db, { customerId: customer.id, screenId: open.id, statusCode: 1 });
    const res = await inject({ method: 'DELETE', url: `/api/admin/screens/${open.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('1 open order');
    expect(
      (await inject({ method: 'GET', url: `/api/admin/screens/${open.id}` })).json().openOrders,
    ).toBe(1);

    const closed = (
      await inject({ method: 'POST', url: '/api/admin/screens', payload: screen })
    ).json();
    await buildOrder(db, { customerId: customer.id, screenId: closed.id, statusCode: 3 });
    expect(
      (await inject({ method: 'DELETE', url: `/api/admin/screens/${closed.id}` })).statusCode,
    ).toBe(409);
    expect((await inject({ method: 'DELETE', url: '/api/admin/screens/999999' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a smaller loop while a future daypart has more spots sold or held than it leaves', async () => {
    const db = t.database.db;
    const created = (
      await inject({ method: 'POST', url: '/api/admin/screens', payload: screen })
    ).json();
    const [row] = await db.select().from(screens).where(eq(screens.id, created.id));
    const inAWeek = localDate(new Date(Date.now() + 7 * 86_400_000));
    // Five spots sold and one held on one evening next week.
    await db
      .insert(bookingCells)
      .values({ screenId: created.id, date: inAWeek, daypart: 'evening', booked: 5, held: 1 });
    const needed = 6 + row!.houseSlots;

    const tooSmall = await inject({
      method: 'PUT',
      url: `/api/admin/screens/${created.id}`,
      payload: { ...screen, loopSlots: needed - 1 },
    });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().errors.loopSlots).toBe(
      `At least ${needed} with ${row!.houseSlots} house slots`,
    );
    const kept = (await inject({ method: 'GET', url: `/api/admin/screens/${created.id}` })).json();
    expect(kept.loopSlots).toBe(screen.loopSlots);

    const enough = await inject({
      method: 'PUT',
      url: `/api/admin/screens/${created.id}`,
      payload: { ...screen, loopSlots: needed },
    });
    expect(enough.statusCode).toBe(200);
    expect(enough.json().loopSlots).toBe(needed);
  });
});

describe('screen images', () => {
  it('stores JPEG, PNG and WebP judged by their bytes, with an ETag', async () => {
    const [target] = await t.database.db.select().from(screens).limit(1);
    for (const [bytes, type] of [
      [png, 'image/png'],
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await putImage(target!.id, bytes, 'application/octet-stream');
      expect(res.statusCode, type).toBe(200);
      const [image] = await t.database.db
        .select()
        .from(screenImages)
        .where(eq(screenImages.screenId, target!.id));
      expect(image!.contentType).toBe(type);
      expect(image!.etag).toBe(res.json().etag);
      expect(Buffer.from(image!.bytes).equals(bytes)).toBe(true);
    }
    const served = await inject({ method: 'GET', url: `/api/admin/screens/${target!.id}/image` });
    expect(served.headers['content-type']).toBe('image/webp');
    const again = await inject({
      method: 'GET',
      url: `/api/admin/screens/${target!.id}/image`,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 415 for a file that is not an image, whatever it claims', async () => {
    const [target] = await t.database.db.select().from(screens).limit(1);
    const [before] = await t.database.db
      .select()
      .from(screenImages)
      .where(eq(screenImages.screenId, target!.id));
    const cases: [Buffer | string, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
      [Buffer.from('just some text pretending'), 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif'],
      ['{"a":1}', 'application/json'],
    ];
    for (const [payload, type] of cases) {
      const res = await putImage(target!.id, payload, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe('Upload a JPEG, PNG or WebP image.');
    }
    const [after] = await t.database.db
      .select()
      .from(screenImages)
      .where(eq(screenImages.screenId, target!.id));
    expect(after!.etag).toBe(before!.etag);
  });

  it('refuses empty, oversized and unknown-screen uploads', async () => {
    const empty = await putImage(1, undefined, 'image/png');
    expect(empty.statusCode).toBe(400);
    const huge = await putImage(
      1,
      Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
      'image/png',
    );
    expect(huge.statusCode).toBe(413);
    const unknown = await putImage(999999, png, 'image/png');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('segments', () => {
  it('creates, renames and deletes; names are unique regardless of case', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/admin/segments',
      payload: { value: 'Stadiums & Arenas' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().categoryId;
    expect(created.json()).toEqual({
      categoryId: id,
      value: 'Stadiums & Arenas',
      valueAr: null,
      screenCount: 0,
    });

    const dup = await inject({
      method: 'POST',
      url: '/api/admin/segments',
      payload: { value: 'stadiums & arenas' },
    });
    expect(dup.statusCode).toBe(409);
    const renamed = await inject({
      method: 'PUT',
      url: `/api/admin/segments/${id}`,
      payload: { value: 'Stadiums' },
    });
    expect(renamed.json().value).toBe('Stadiums');
    expect(
      (await inject({ method: 'POST', url: '/api/admin/segments', payload: { value: '' } }))
        .statusCode,
    ).toBe(400);

    const withScreen = (
      await inject({
        method: 'POST',
        url: '/api/admin/screens',
        payload: { ...screen, categoryId: id },
      })
    ).json();
    const list = (await inject({ method: 'GET', url: '/api/admin/segments' })).json();
    expect(list.find((s: { categoryId: number }) => s.categoryId === id).screenCount).toBe(1);

    expect((await inject({ method: 'DELETE', url: `/api/admin/segments/${id}` })).statusCode).toBe(
      204,
    );
    expect(
      (await inject({ method: 'GET', url: `/api/admin/screens/${withScreen.id}` })).json()
        .categoryId,
    ).toBeNull();
    expect((await inject({ method: 'DELETE', url: `/api/admin/segments/${id}` })).statusCode).toBe(
      404,
    );
  });
});
