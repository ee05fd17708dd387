import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { buildCustomer, buildOperator, sessionCookie } from '../../test/builders';
import { customers } from '../db/schema';
import { makeOperator } from '../modules/account/operators';

const t = useTestApp();
let customerCookie: string;
let operatorCookie: string;

beforeAll(async () => {
  const db = t.database.db;
  customerCookie = await sessionCookie(db, (await buildCustomer(db)).id);
  operatorCookie = await sessionCookie(db, (await buildOperator(db)).id);
});

/** Every operator route; bodies are valid so that only the role decides the answer. */
const routes: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/admin/me' },
  { method: 'GET', url: '/api/admin/summary' },
  { method: 'GET', url: '/api/admin/moderation' },
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: '/api/admin/orders/1' },
  { method: 'GET', url: '/api/admin/orders/1/video' },
  { method: 'POST', url: '/api/admin/orders/1/approve' },
  { method: 'POST', url: '/api/admin/orders/1/reject', payload: { reason: 'Blurry' } },
  { method: 'POST', url: '/api/admin/orders/1/status', payload: { status: 5 } },
  { method: 'GET', url: '/api/admin/screens' },
  { method: 'GET', url: '/api/admin/screens/1' },
  { method: 'POST', url: '/api/admin/screens', payload: {} },
  { method: 'PUT', url: '/api/admin/screens/1', payload: {} },
  { method: 'DELETE', url: '/api/admin/screens/1' },
  { method: 'PUT', url: '/api/admin/screens/1/image', payload: { not: 'an image' } },
  { method: 'GET', url: '/api/admin/screens/1/image' },
  { method: 'GET', url: '/api/admin/segments' },
  { method: 'POST', url: '/api/admin/segments', payload: { value: 'Stadiums' } },
  { method: 'PUT', url: '/api/admin/segments/1', payload: { value: 'Stadiums' } },
  { method: 'DELETE', url: '/api/admin/segments/1' },
  { method: 'GET', url: '/api/admin/customers' },
  { method: 'GET', url: '/api/admin/customers/1' },
  { method: 'GET', url: '/api/admin/contact-requests' },
  { method: 'PATCH', url: '/api/admin/contact-requests/1', payload: { handled: true } },
  { method: 'GET', url: '/api/admin/content?collection=advantages' },
  { method: 'PATCH', url: '/api/admin/content/1', payload: { values: { title: 'x' } } },
  { method: 'POST', url: '/api/admin/content/media', payload: { not: 'an image' } },
  { method: 'GET', url: '/api/admin/content/media/1' },
];

describe('every /api/admin route checks the role on the server', () => {
  it('covers real routes', () => {
    for (const route of routes) {
      const path = route.url.split('?')[0]!.replace(/\/\d+/g, '/:id');
      expect(t.app.hasRoute({ method: route.method, url: path }), `${route.method} ${path}`).toBe(
        true,
      );
    }
  });

  it.each(routes)('$method $url: 401 for a visitor, 403 for a customer', async (route) => {
    const visitor = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: expect.any(String) });

    const customer = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
      headers: { cookie: customerCookie },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe('This area is for operators only.');
  });

  it('lets an operator in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { cookie: operatorCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      underReview: expect.any(Number),
      openContactRequests: expect.any(Number),
    });
  });

  it('answers unknown admin paths with 404 JSON for operators', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/nothing-here',
      headers: { cookie: operatorCookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('making operators (npm run operator -- create)', () => {
  it('creates an operator who can use the console', async () => {
    const db = t.database.db;
    const made = await makeOperator(db, {
      email: ' New.Operator@Example.com ',
      password: 'Console#2024',
    });
    expect(made).toMatchObject({ email: 'new.operator@example.com', created: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: await sessionCookie(db, made.id) },
    });
    expect(res.json()).toMatchObject({ id: made.id, email: 'new.operator@example.com' });
  });

  it('promotes an existing confirmed customer and ends the sessions it had', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const before = await sessionCookie(db, customer.id);
    const made = await makeOperator(db, { email: customer.email, password: 'Console#2024' });
    expect(made).toEqual({ id: customer.id, email: customer.email, created: false });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { cookie: before },
    });
    expect(old.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { cookie: await sessionCookie(db, customer.id) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses to promote an unconfirmed sign-up', async () => {
    const db = t.database.db;
    const pending = await buildCustomer(db, { confirmedAt: null });
    await expect(
      makeOperator(db, { email: pending.email, password: 'Console#2024' }),
    ).rejects.toThrow(/has not confirmed/);
    const [row] = await db.select().from(customers).where(eq(customers.id, pending.id));
    expect(row!.role).toBe('customer');
  });

  it('refuses a weak password or a malformed email', async () => {
    await expect(
      makeOperator(t.database.db, { email: 'x@example.com', password: 'short' }),
    ).rejects.toThrow();
    await expect(
      makeOperator(t.database.db, { email: 'nope', password: 'Console#2024' }),
    ).rejects.toThrow();
  });
});
