import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../adapters/storage/storage';
import {
  screens,
  notifications,
  orders,
  orderStatusHistory,
  outboxMessages,
} from '../../db/schema';
import { useTestApp } from '../../../test/app';
import {
  buildCustomer,
  buildOperator,
  buildOrder,
  buildScreen,
  injectAs,
} from '../../../test/builders';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof buildOperator>>;

beforeAll(async () => {
  operator = await buildOperator(t.database.db, { name: 'Noura' });
});

const asOperator = (options: InjectOptions) => injectAs(t.app, t.database.db, operator.id, options);

async function outboxTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=500' });
  return (res.json() as { to: string; subject: string; body: string }[]).filter(
    (m) => m.to === email,
  );
}

/** The customer's notifications, oldest first. */
function notificationsOf(customerId: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(notifications.id);
}

async function screenName(id: number) {
  const [row] = await t.database.db.select().from(screens).where(eq(screens.id, id));
  return row!.name;
}

/** A new customer and an order of theirs, under review unless told otherwise. */
async function customerWithOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  const customer = await buildCustomer(t.database.db);
  const order = await buildOrder(t.database.db, { customerId: customer.id, ...overrides });
  return { customer, order };
}

describe('moderation queue', () => {
  it('lists orders under review, oldest first, with the screen limits', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const newer = await buildOrder(db, {
      customerId: customer.id,
      createdAt: new Date('2024-05-02'),
    });
    const older = await buildOrder(db, {
      customerId: customer.id,
      createdAt: new Date('2024-05-01'),
    });
    await buildOrder(db, { customerId: customer.id, statusCode: 1 });

    const res = await asOperator({ method: 'GET', url: '/api/admin/moderation' });
    expect(res.statusCode).toBe(200);
    const queue = res.json() as { id: number; statusCode: number; screen: { duration: number } }[];
    const ids = queue.map((o) => o.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.every((o) => o.statusCode === 0)).toBe(true);
    expect(queue[0]!.screen.duration).toBeGreaterThan(0);
  });
});

describe('approve and reject', () => {
  it('approves: status, history row, notification and email', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db, { name: 'Mariam' });
    const order = await buildOrder(db, { customerId: customer.id });
    const name = await screenName(order.screenId);

    const res = await asOperator({ method: 'POST', url: `/api/admin/orders/${order.id}/approve` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.statusCode).toBe(1);
    expect(detail.statusMessage).toBe('Approved, awaiting payment');
    expect(detail.nextStatuses).toEqual([2, 5]);
    expect(detail.history).toEqual([
      expect.objectContaining({
        fromStatus: 0,
        toStatus: 1,
        reason: null,
        changedBy: { id: operator.id, email: operator.email, name: 'Noura' },
      }),
    ]);

    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
    expect(history[0]!.changedBy).toBe(operator.id);

    const rows = await notificationsOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toContain(name);
    expect(rows[0]!.message).toContain(name);
    expect(rows[0]!.isRead).toBe(false);
    expect(rows[0]!.orderId).toBe(order.id);

    const mail = await outboxTo(customer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(rows[0]!.title);
    expect(mail[0]!.body).toContain('Hello Mariam');

    // The customer sees it through their own call.
    const own = await injectAs(t.app, db, customer.id, {
      method: 'GET',
      url: '/api/notification/getAll',
    });
    expect(own.json()).toEqual([
      {
        id: rows[0]!.id,
        title: rows[0]!.title,
        message: rows[0]!.message,
        isRead: false,
        orderId: order.id,
      },
    ]);
  });

  it('names the screen in the notice and email as an Arabic-speaking customer reads it', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db, { language: 'ar', name: 'مريم' });
    const screen = await buildScreen(db, { name: 'Marina Gate', nameAr: 'بوابة المارينا' });
    const order = await buildOrder(db, { customerId: customer.id, screenId: screen.id });
    const res = await asOperator({ method: 'POST', url: `/api/admin/orders/${order.id}/approve` });
    expect(res.statusCode).toBe(200);
    const [row] = await notificationsOf(customer.id);
    expect(row!.title).toBe('تمت الموافقة على الفيديو الخاص بك لشاشة بوابة المارينا');
    const [mail] = await outboxTo(customer.email);
    expect(mail!.subject).toBe(row!.title);
    expect(mail!.body).not.toContain('Marina Gate');
  });

  it('rejects with the reason in the order, history, notification and email', async () => {
    const db = t.database.db;
    const { customer, order } = await customerWithOrder();
    const reason = 'The logo flashes faster than three times a second.';

    const res = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/reject`,
      payload: { reason: `  ${reason} ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 3, statusReason: reason, nextStatuses: [] });
    expect(res.json().history[0]).toMatchObject({ fromStatus: 0, toStatus: 3, reason });

    const [row] = await notificationsOf(customer.id);
    expect(row!.message).toContain(reason);
    expect(row!.message).not.toContain('..');
    expect(row!.title).toContain(await screenName(order.screenId));
    const mail = await outboxTo(customer.email);
    expect(mail[0]!.body).toContain(reason);
    expect(mail[0]!.body).not.toContain('..');
    expect(mail[0]!.body).toMatch(new RegExp(`http://localhost:\\d+/order/${order.id}`));
    const [stored] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, customer.email));
    expect(stored!.html).toContain(`/order/${order.id}"`);
  });

  it('refuses a rejection without a reason and changes nothing', async () => {
    const db = t.database.db;
    const { customer, order } = await customerWithOrder();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await asOperator({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/reject`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.reason).toBeDefined();
    }
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.statusCode).toBe(0);
    expect(await notificationsOf(customer.id)).toEqual([]);
  });

  it('answers 409 for a move the transitions do not allow, and writes nothing', async () => {
    const db = t.database.db;
    const { customer, order: rejected } = await customerWithOrder({ statusCode: 3 });

    const approve = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${rejected.id}/approve`,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toContain('cannot become');

    const approved = await buildOrder(db, { customerId: customer.id, statusCode: 1 });
    const back = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${approved.id}/status`,
      payload: { status: 0 },
    });
    expect(back.statusCode).toBe(409);
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, approved.id));
    expect(history).toEqual([]);
    expect(await notificationsOf(customer.id)).toEqual([]);
  });

  it('moves along the transitions with history, telling the customer it is paid and completed', async () => {
    const { customer, order } = await customerWithOrder({ statusCode: 1 });
    const paid = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: '2', reason: 'Bank transfer received' },
    });
    expect(paid.statusCode).toBe(200);
    const done = await asOperator({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 4 },
    });
    expect(done.json().history.map((h: { toStatus: number }) => h.toStatus)).toEqual([2, 4]);
    expect(done.json().history[0].reason).toBe('Bank transfer received');
    const notices = await notificationsOf(customer.id);
    expect(notices.map((n) => [n.kind, n.orderId])).toEqual([
      ['paid', order.id],
      ['completed', order.id],
    ]);
    const mail = await outboxTo(customer.email);
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Order #${order.id} is paid`,
        expect.stringContaining('is completed'),
      ]),
    );
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const db = t.database.db;
    const { order } = await customerWithOrder();
    const [a, b] = await Promise.all([
      asOperator({ method: 'POST', url: `/api/admin/orders/${order.id}/approve` }),
      asOperator({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/reject`,
        payload: { reason: 'No' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
  });

  it('answers bad ids and statuses with 4xx JSON', async () => {
    expect(
      (await asOperator({ method: 'POST', url: '/api/admin/orders/999999/approve' })).statusCode,
    ).toBe(404);
    expect(
      (await asOperator({ method: 'POST', url: '/api/admin/orders/abc/approve' })).statusCode,
    ).toBe(400);
    expect(
      (await asOperator({ method: 'POST', url: '/api/admin/orders/99999999999/approve' }))
        .statusCode,
    ).toBe(400);
    const bad = await asOperator({
      method: 'POST',
      url: '/api/admin/orders/1/status',
      payload: { status: 9 },
    });
    expect(bad.statusCode).toBe(400);
    const noReason = await asOperator({
      method: 'POST',
      url: '/api/admin/orders/1/status',
      payload: { status: 3 },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Required');
  });
});

describe('orders list', () => {
  it('filters by status and searches by customer email, name and screen', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db, { name: 'Zainab', surname: 'Qureshi' });
    const paid = await buildOrder(db, { customerId: customer.id, statusCode: 2 });
    await buildOrder(db, { customerId: customer.id, statusCode: 0 });

    const byEmail = await asOperator({
      method: 'GET',
      url: `/api/admin/orders?q=${customer.email.toUpperCase()}`,
    });
    expect(byEmail.json().total).toBe(2);
    const byName = await asOperator({
      method: 'GET',
      url: '/api/admin/orders?q=zainab%20qureshi&status=2',
    });
    expect(byName.json().items.map((o: { id: number }) => o.id)).toEqual([paid.id]);
    const byScreen = await asOperator({
      method: 'GET',
      url: `/api/admin/orders?q=${encodeURIComponent(await screenName(paid.screenId))}&status=2`,
    });
    expect(byScreen.json().items.map((o: { id: number }) => o.id)).toContain(paid.id);
    const none = await asOperator({ method: 'GET', url: '/api/admin/orders?q=%25%25nobody' });
    expect(none.json()).toMatchObject({ items: [], total: 0 });

    for (const query of ['status=9', 'status=x', 'size=0', 'size=1000', 'page=-1']) {
      expect(
        (await asOperator({ method: 'GET', url: `/api/admin/orders?${query}` })).statusCode,
      ).toBe(400);
    }
  });
});

function memoryStorage(files: Record<string, Buffer>): Storage {
  return {
    writeTemp: async () => ({ tempKey: 'tmp', size: 0 }),
    commit: async () => {},
    remove: async () => {},
    stat: async (key) => (files[key] ? { size: files[key].length } : null),
    read: async (key, range) => {
      const bytes = files[key]!;
      return Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]).pipe(
        new PassThrough(),
      );
    },
    heartbeat: async () => {},
    sweepTemp: async () => 0,
  };
}

describe('order video', () => {
  it('streams the video with Range support through the storage adapter', async () => {
    const db = t.database.db;
    const { customer, order } = await customerWithOrder();
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    t.app.deps.storage = memoryStorage({ [order.videoKey]: bytes });
    const video = (headers: { range?: string } = {}) =>
      asOperator({ method: 'GET', url: `/api/admin/orders/${order.id}/video`, headers });

    const whole = await video();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await video({ range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const outside = await video({ range: 'bytes=5000-' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */1000');

    const missing = await buildOrder(db, { customerId: customer.id });
    expect(
      (await asOperator({ method: 'GET', url: `/api/admin/orders/${missing.id}/video` }))
        .statusCode,
    ).toBe(404);
  });
});
