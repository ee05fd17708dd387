import { describe, expect, it } from 'vitest';
import { withProductionApp } from '../app';
import { buildOrder } from '../builders';
import { matrix } from './authorization-matrix.table';
import { callerFor, roles, useFixturesApp } from './fixtures';
import { callMatrixRow } from './matrix-call';

const { t, fx } = useFixturesApp();

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('authorization matrix', () => {
  it('has one row per registered route, and no row without a route', () => {
    const registered = t.app.routeList.map(keyOf).sort();
    expect(registered.filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it.each(Object.keys(matrix))('%s', async (key) => {
    const answers: Record<string, number> = {};
    for (const role of roles) {
      const res = await callMatrixRow(t.app, fx, key, await callerFor(fx, role));
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
    await withProductionApp(
      async (production) => {
        const keys = production.app.routeList.map(keyOf);
        expect(t.app.routeList.map(keyOf).filter((key) => !keys.includes(key))).toEqual([
          'GET /api/dev/outbox',
        ]);
        const res = await production.app.inject({ url: '/api/dev/outbox' });
        expect(res.statusCode).toBe(404);
      },
      { WEB_DIST_DIR: t.config.WEB_DIST_DIR! },
    );
  });
});
