import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { buildCustomer, sessionCookie, useOperator } from '../../test/builders';
import { customers } from '../db/schema';
import { makeOperator } from '../modules/account/operators';
import { matrix } from '../../test/security/authorization-matrix.table';

const t = useTestApp();
const asOperator = useOperator(t);
let customerCookie: string;

beforeAll(async () => {
  const db = t.database.db;
  customerCookie = await sessionCookie(db, (await buildCustomer(db)).id);
});

/**
 * Every operator route, taken from the authorization matrix (which has one row per registered
 * route), with 1 for each :param. No body: the role check answers before any body is read.
 */
const routes = Object.keys(matrix)
  .filter((key) => key.includes(' /api/admin/'))
  .map((key) => {
    const [method, template] = key.split(' ') as [HTTPMethods, string];
    return { method, url: template.replace(/:\w+/g, '1') };
  });

describe('every /api/admin route checks the role on the server', () => {
  it("takes the console's routes from the matrix", () => {
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/me' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/admin/screens/1/image' });
  });

  it.each(routes)('$method $url: 401 for a visitor, 403 for a customer', async (route) => {
    const visitor = await t.app.inject(route);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'signInToContinue', message: expect.any(String) });

    const customer = await t.app.inject({ ...route, headers: { cookie: customerCookie } });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe('This area is for operators only.');
  });

  it('lets an operator in', async () => {
    const res = await asOperator({ method: 'GET', url: '/api/admin/summary' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      underReview: expect.any(Number),
      openContactRequests: expect.any(Number),
      darkScreens: expect.any(Number),
    });
  });

  it('answers unknown admin paths with 404 JSON for operators', async () => {
    const res = await asOperator({ method: 'GET', url: '/api/admin/nothing-here' });
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
