import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import {
  buildCustomer,
  buildOperator,
  buildOrder,
  buildScreen,
  injectAs,
  sessionCookie,
} from '../../../test/builders';
import { orderStatusHistory } from '../../db/schema';

const t = useTestApp();

/** An order whose video file really exists in local storage. */
async function orderWithVideo(customerId: number, bytes: Buffer, createdAt?: Date) {
  const order = await buildOrder(t.database.db, {
    customerId,
    videoBytes: bytes.length,
    ...(createdAt ? { createdAt } : {}),
  });
  const file = path.join(t.dataDir, 'storage', ...order.videoKey.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return order;
}

describe('GET /api/order/getAll', () => {
  it('names each screen in the asked language, as the finder does, and in English otherwise', async () => {
    const customer = await buildCustomer(t.database.db);
    const screen = await buildScreen(t.database.db, {
      name: 'Marina Gate',
      nameAr: 'بوابة المارينا',
      description: 'Facing the marina walk.',
      descriptionAr: 'مطلة على ممشى المارينا.',
    });
    const order = await buildOrder(t.database.db, { customerId: customer.id, screenId: screen.id });
    const read = async (url: string, language?: string) => {
      const res = await injectAs(t.app, t.database.db, customer.id, {
        method: 'GET',
        url,
        headers: language ? { 'accept-language': language } : {},
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return (Array.isArray(body) ? body[0] : body).ledInfo;
    };
    for (const url of ['/api/order/getAll', `/api/order/${order.id}`]) {
      expect(await read(url, 'ar')).toMatchObject({
        billboardName: 'بوابة المارينا',
        description: 'مطلة على ممشى المارينا.',
      });
      expect(await read(url)).toMatchObject({
        billboardName: 'Marina Gate',
        description: 'Facing the marina walk.',
      });
    }
  });

  it("lists only the customer's own orders, newest first, in the spec's shape", async () => {
    const a = await buildCustomer(t.database.db);
    const b = await buildCustomer(t.database.db);
    const older = await buildOrder(t.database.db, {
      customerId: a.id,
      createdAt: new Date('2024-03-01T10:00:00Z'),
    });
    const newer = await buildOrder(t.database.db, {
      customerId: a.id,
      statusCode: 3,
      statusReason: 'The video shows a competitor logo.',
      createdAt: new Date('2024-05-01T10:00:00Z'),
    });
    await buildOrder(t.database.db, { customerId: b.id });

    const res = await injectAs(t.app, t.database.db, a.id, {
      method: 'GET',
      url: '/api/order/getAll?page=0&size=100',
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: newer.id,
      ledInfo: {
        ledId: newer.screenId,
        billboardName: expect.any(String),
        description: expect.any(String),
        price: newer.priceCents / 100,
      },
      createdAt: '2024-05-01T10:00:00.000Z',
      statusCode: 3,
      statusMessage: 'Rejected',
      statusReason: 'The video shows a competitor logo.',
      statusReasonCode: null,
      advert: null,
      videoUrl: `/api/order/${newer.id}/video`,
      videoDurationSeconds: 5,
      schedule: null,
    });
    expect(list[1]).toMatchObject({ statusCode: 0, statusMessage: 'Under review' });
  });

  it('pages with page and size', async () => {
    const c = await buildCustomer(t.database.db);
    for (let day = 1; day <= 3; day += 1) {
      await buildOrder(t.database.db, {
        customerId: c.id,
        createdAt: new Date(`2024-06-0${day}T00:00:00Z`),
      });
    }
    const page1 = await injectAs(t.app, t.database.db, c.id, {
      method: 'GET',
      url: '/api/order/getAll?page=1&size=2',
    });
    expect(page1.json().map((o: { createdAt: string }) => o.createdAt)).toEqual([
      '2024-06-01T00:00:00.000Z',
    ]);
    const all = await injectAs(t.app, t.database.db, c.id, {
      method: 'GET',
      url: '/api/order/getAll',
    });
    expect(all.json()).toHaveLength(3);
  });

  it('answers 401 to a visitor and 400 to malformed paging', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/order/getAll' })).statusCode).toBe(401);
    const c = await buildCustomer(t.database.db);
    for (const query of ['size=0', 'size=101', 'page=-1', 'page=abc']) {
      const res = await injectAs(t.app, t.database.db, c.id, {
        method: 'GET',
        url: `/api/order/getAll?${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/order/:id', () => {
  it("answers the customer's own order and hides another customer's (404)", async () => {
    const a = await buildCustomer(t.database.db);
    const b = await buildCustomer(t.database.db);
    const order = await buildOrder(t.database.db, { customerId: a.id, statusCode: 1 });

    const own = await injectAs(t.app, t.database.db, a.id, {
      method: 'GET',
      url: `/api/order/${order.id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: order.id,
      statusCode: 1,
      statusMessage: 'Approved, awaiting payment',
    });

    const other = await injectAs(t.app, t.database.db, b.id, {
      method: 'GET',
      url: `/api/order/${order.id}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'notFound.order', message: 'This order was not found.' });

    const missing = await injectAs(t.app, t.database.db, a.id, {
      method: 'GET',
      url: '/api/order/99999999',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await injectAs(t.app, t.database.db, a.id, {
      method: 'GET',
      url: '/api/order/abc',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${order.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/order/:id/history', () => {
  it('lists the statuses with dates and the reason to the owner only', async () => {
    const db = t.database.db;
    const owner = await buildCustomer(db);
    const other = await buildCustomer(db);
    const operator = await buildOperator(db);
    const order = await buildOrder(db, { customerId: owner.id });
    await db.insert(orderStatusHistory).values([
      {
        orderId: order.id,
        fromStatus: null,
        toStatus: 0,
        changedBy: owner.id,
        createdAt: new Date('2024-05-01T10:00:00Z'),
      },
      {
        orderId: order.id,
        fromStatus: 0,
        toStatus: 3,
        changedBy: operator.id,
        reason: 'Too dark.',
        createdAt: new Date('2024-05-02T08:30:00Z'),
      },
    ]);
    const url = `/api/order/${order.id}/history`;
    const res = await injectAs(t.app, db, owner.id, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        statusCode: 0,
        statusMessage: 'Under review',
        reason: null,
        at: '2024-05-01T10:00:00.000Z',
        kind: 'status',
        by: 'customer',
      },
      {
        statusCode: 3,
        statusMessage: 'Rejected',
        reason: 'Too dark.',
        at: '2024-05-02T08:30:00.000Z',
        kind: 'status',
        by: 'operator',
      },
    ]);
    // Which operator changed it is not the customer's business; that one did is.
    expect(res.body).not.toContain(operator.email);

    expect((await injectAs(t.app, db, other.id, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await injectAs(t.app, db, owner.id, { method: 'GET', url: '/api/order/x/history' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/order/:id/video', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

  it('serves the whole video and byte ranges to its owner', async () => {
    const a = await buildCustomer(t.database.db);
    const order = await orderWithVideo(a.id, bytes);
    const cookie = await sessionCookie(t.database.db, a.id);
    const url = `/api/order/${order.id}/video`;

    const whole = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const ranged = (range: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie, range } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('1000');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const middle = await ranged('bytes=100-199');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 100-199/1000');
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const open = await ranged('bytes=990-');
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(990))).toBe(true);

    const suffix = await ranged('bytes=-10');
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000');

    const beyond = await ranged('bytes=5000-');
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
    expect(beyond.json().message).toBe('The requested range is not available.');
  });

  it("never serves another customer's video, nor a visitor", async () => {
    const a = await buildCustomer(t.database.db);
    const b = await buildCustomer(t.database.db);
    const order = await orderWithVideo(a.id, bytes);
    const url = `/api/order/${order.id}/video`;

    const other = await injectAs(t.app, t.database.db, b.id, { method: 'GET', url });
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.includes(bytes.subarray(0, 50))).toBe(false);
    const ranged = await injectAs(t.app, t.database.db, b.id, {
      method: 'GET',
      url,
      headers: { range: 'bytes=0-10' },
    });
    expect(ranged.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 404 when the file is gone', async () => {
    const a = await buildCustomer(t.database.db);
    const order = await buildOrder(t.database.db, { customerId: a.id });
    const res = await injectAs(t.app, t.database.db, a.id, {
      method: 'GET',
      url: `/api/order/${order.id}/video`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This video is no longer available.');
  });
});
