import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../app';
import { buildOrder } from '../builders';
import { matrix, type MatrixRequest } from './authorization-matrix.table';
import { callerFor, roles, type Caller, useFixturesApp } from './fixtures';
import { callStream } from './stream-call';

const { t, fx } = useFixturesApp();

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function urlFor(template: string, request: MatrixRequest): string {
  const url = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
  return request.query ? `${url}?${request.query}` : url;
}

async function call(key: string, caller: Caller) {
  const [method, template] = key.split(' ') as [string, string];
  const request = (await matrix[key]!.request?.(fx, caller)) ?? {};
  if (matrix[key]!.stream) return callStream(t.app, urlFor(template, request), caller.cookie);
  const res = await t.app.inject({
    method: method as 'GET',
    url: urlFor(template, request),
    headers: { ...request.headers, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    ...(request.payload ? { payload: request.payload } : {}),
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
  });
  return res;
}

describe('authorization matrix', () => {
  it('has one row per registered route, and no row without a route', () => {
    const registered = t.app.routeList.map(keyOf).sort();
    expect(registered.filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it.each(Object.keys(matrix))('%s', async (key) => {
    const answers: Record<string, number> = {};
    for (const role of roles) {
      const res = await call(key, await callerFor(fx, role));
      answers[role] = res.statusCode;
      if (res.statusCode >= 400) {
        expect(res.json(), `${role}: ${res.body}`).toMatchObject({ message: expect.any(String) });
      }
    }
    const expected = Object.fromEntries(roles.map((role, i) => [role, matrix[key]!.expect[i]]));
    expect(answers).toEqual(expected);
  });

  it("lists B's own orders and notifications, never A's", async () => {
    const b = await callerFor(fx, 'customerB');
    const own = await buildOrder(fx.db, { customerId: fx.b.id });
    const get = (url: string) => t.app.inject({ url, headers: { cookie: b.cookie! } });
    const orders = (await get('/api/order/getAll')).json() as { id: number }[];
    expect(orders.map((order) => order.id)).toContain(own.id);
    expect(orders.map((order) => order.id)).not.toContain(fx.order.id);
    const notifications = (await get('/api/notification/getAll')).json() as { id: number }[];
    expect(notifications.map((n) => n.id)).not.toContain(fx.notification.id);
  });

  it('has no development routes in production', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-secret-of-sixteen-plus',
      WEB_DIST_DIR: t.config.WEB_DIST_DIR!,
    });
    try {
      const keys = production.app.routeList.map(keyOf);
      expect(t.app.routeList.map(keyOf).filter((key) => !keys.includes(key))).toEqual([
        'GET /api/dev/outbox',
      ]);
      const res = await production.app.inject({ url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
