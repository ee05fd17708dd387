import type { Notification } from '@screenspot/contracts/notification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, notifications } from '../../db/schema';
import { useTestContext } from '../../../test/app';
import { buildCustomer, buildOrder, injectAs } from '../../../test/builders';
import { notifyOrderEvent } from './service';

const { t, as } = useTestContext();

async function notificationsFor(customerId: number) {
  return t.database.db
    .insert(notifications)
    .values([
      { customerId, title: 'First', message: 'Older one', createdAt: new Date('2024-06-01') },
      { customerId, title: 'Second', message: 'Newer one', createdAt: new Date('2024-06-02') },
    ])
    .returning();
}

describe('GET /api/notification/getAll', () => {
  it('lists only the customer own notifications, newest first', async () => {
    const db = t.database.db;
    const a = await buildCustomer(db);
    const b = await buildCustomer(db);
    const [older, newer] = await notificationsFor(a.id);
    await notificationsFor(b.id);

    const res = await as(a.id, 'GET', '/api/notification/getAll');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: newer!.id, title: 'Second', message: 'Newer one', isRead: false, orderId: null },
      { id: older!.id, title: 'First', message: 'Older one', isRead: false, orderId: null },
    ]);
  });

  it('lists the newest 100 of a busy account', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const start = Date.parse('2024-01-01T00:00:00Z');
    await db.insert(notifications).values(
      Array.from({ length: 105 }, (_, i) => ({
        customerId: customer.id,
        title: `Notice ${i}`,
        message: 'Order update',
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const res = await as(customer.id, 'GET', '/api/notification/getAll');
    const titles = (res.json() as { title: string }[]).map((n) => n.title);
    expect(titles).toHaveLength(100);
    expect(titles[0]).toBe('Notice 104');
    expect(titles.at(-1)).toBe('Notice 5');
  });

  it('needs a signed-in customer', async () => {
    for (const url of ['/api/notification/getAll', '/api/notification/unreadCount']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification/readAll',
      payload: { id: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/notification/readAll', () => {
  it('marks the customer own notification read, form-encoded or JSON', async () => {
    const db = t.database.db;
    const a = await buildCustomer(db);
    const [older, newer] = await notificationsFor(a.id);

    const count = await as(a.id, 'GET', '/api/notification/unreadCount');
    expect(count.json()).toEqual({ count: 2 });

    const form = await injectAs(t.app, db, a.id, {
      method: 'POST',
      url: '/api/notification/readAll',
      payload: `id=${newer!.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({
      id: newer!.id,
      title: 'Second',
      message: 'Newer one',
      isRead: true,
      orderId: null,
    });

    const json = await as(a.id, 'POST', '/api/notification/readAll', { id: older!.id });
    expect(json.json().isRead).toBe(true);
    const after = await as(a.id, 'GET', '/api/notification/unreadCount');
    expect(after.json()).toEqual({ count: 0 });
  });

  it("answers 404 for another customer's notification and leaves it unread", async () => {
    const db = t.database.db;
    const a = await buildCustomer(db);
    const b = await buildCustomer(db);
    const [ofB] = await notificationsFor(b.id);

    const res = await as(a.id, 'POST', '/api/notification/readAll', { id: ofB!.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'notFound.notification',
      message: 'This notification was not found.',
    });
    const list = await as(b.id, 'GET', '/api/notification/getAll');
    expect(list.json().every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    const readersList = await as(a.id, 'GET', '/api/notification/getAll');
    expect(readersList.json()).toEqual([]);
  });

  it('refuses a missing or malformed id with 400', async () => {
    const db = t.database.db;
    const a = await buildCustomer(db);
    for (const payload of [
      {},
      { id: '' },
      { id: 'abc' },
      { id: -1 },
      { id: 1.5 },
      { id: '99999999999' },
      { id: { a: 1 } },
    ]) {
      const res = await as(a.id, 'POST', '/api/notification/readAll', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.id).toBe('Must be a positive whole number');
    }
    const missing = await as(a.id, 'POST', '/api/notification/readAll', { id: 999999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('an order notice in the language of the moment (decision 0059)', () => {
  it('reads a notice made in English in Arabic once the customer switches, its time included', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const order = await buildOrder(db, { customerId: customer.id });
    await notifyOrderEvent(db, order.id, 'scheduled', {
      startsAt: new Date('2026-12-01T06:00:00Z'),
    });
    const list = () => as(customer.id, 'GET', '/api/notification/getAll');

    const [english] = (await list()).json() as Notification[];
    expect(english!.title).toMatch(/^[\x20-\x7e’]+$/);
    expect(english!.message).toContain('10:00');

    await db.update(customers).set({ language: 'ar' }).where(eq(customers.id, customer.id));
    const [arabic] = (await list()).json() as Notification[];
    expect(arabic!.id).toBe(english!.id);
    expect(arabic!.title).toMatch(/[\u0600-\u06FF]/);
    expect(arabic!.message).toMatch(/[\u0600-\u06FF]/);
    expect(arabic!.message).toMatch(/10:00|١٠:٠٠/);

    // Marking it read answers it in the same words.
    const read = await as(customer.id, 'POST', '/api/notification/readAll', { id: english!.id });
    expect(read.json()).toMatchObject({ id: english!.id, title: arabic!.title, isRead: true });
  });

  it('keeps the words of a notice made without its event', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const order = await buildOrder(db, { customerId: customer.id });
    await db.insert(notifications).values({
      customerId: customer.id,
      orderId: order.id,
      kind: 'approved',
      title: 'Kept as written',
      message: 'Made before notices kept their event.',
    });
    await db.update(customers).set({ language: 'ar' }).where(eq(customers.id, customer.id));
    const res = await as(customer.id, 'GET', '/api/notification/getAll');
    expect(res.json()).toMatchObject([{ title: 'Kept as written' }]);
  });
});
