import { describe, expect, it } from 'vitest';
import { testPassword } from '../builders';
import { postForm } from '../accounts';
import { matrix } from './authorization-matrix.table';
import { callerFor, roles, type Role, useFixturesApp } from './fixtures';
import { callMatrixRow } from './matrix-call';

const { t, fx } = useFixturesApp();

/** The catalogue is the same for everyone: browsers may keep it briefly, signed in or not. */
const publicRoutes = [
  'GET /api/leds/getCategories',
  'GET /api/leds/getAll',
  'GET /api/leds/pins',
  'GET /api/leds/pins/clusters',
  'GET /api/files',
  // A campaign's proof link opens without signing in (its answers are no-store all the same).
  'GET /api/proof/:token',
  'GET /api/proof/:token/proof.csv',
  'GET /api/proof/:token/screenshots/:screenshotId',
];

/** A GET by one of the fixtures' signed-in callers. */
async function getAs(role: Exclude<Role, 'visitor'>, url: string) {
  const { cookie } = await callerFor(fx, role);
  return t.app.inject({ url, headers: { cookie: cookie! } });
}

const apiRoutes = () =>
  t.app.routeList
    .map((route) => `${route.method} ${route.url}`)
    .filter((key) => key.split(' ')[1]!.startsWith('/api/'));

describe('Cache-Control on API answers', () => {
  it('every API route of the route table is exercised here', () => {
    const keys = apiRoutes();
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !(key in matrix))).toEqual([]);
  });

  it('is no-store on every answer to a signed-in customer or operator, and on every private route', async () => {
    const notPrivate: string[] = [];
    const checked = new Set<string>();
    for (const key of apiRoutes()) {
      for (const role of roles) {
        const res = await callMatrixRow(t.app, fx, key, await callerFor(fx, role));
        expect(res.statusCode, `${role} ${key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        checked.add(`${role} ${key} ${res.statusCode}`);
        if (res.headers['cache-control'] !== 'no-store') {
          notPrivate.push(`${role} ${key} -> ${String(res.headers['cache-control'])}`);
        }
      }
    }
    // Only the public catalogue may be kept, and only as public (it sets no cookie, names nobody).
    const unexpected = notPrivate.filter(
      (entry) => !publicRoutes.some((route) => entry.includes(` ${route} -> public`)),
    );
    expect(unexpected).toEqual([]);
    // Signed-in answers with 2xx were really produced (the check above is not about 401s only).
    expect(
      [...checked].filter((entry) => / 20\d$/.test(entry) && !entry.startsWith('visitor')).length,
    ).toBeGreaterThan(100);
  }, 120_000);

  it('is no-store on the answer that signs in (it sets the session cookie)', async () => {
    const res = await postForm(t.app, '/api/login', {
      username: fx.a.email,
      password: testPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a console route reached through a percent-encoded path', async () => {
    const res = await getAs('operator', '/%61pi/admin/me');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue cacheable for signed-in customers too', async () => {
    const res = await getAs('customerA', '/api/leds/getCategories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=/);
  });
});
