import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../accounts';
import { buildTestApp, type TestApp } from '../app';
import { buildCustomer, testPassword } from '../builders';

const dist = mkdtempSync(path.join(tmpdir(), 'screenspot-dist-'));
let t: TestApp;
let email: string;

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>ScreenSpot</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("ScreenSpot");');
  // Behind a proxy on this machine, whose X-Forwarded-Proto says how the client reached it.
  t = await buildTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: '127.0.0.1' });
  email = (await buildCustomer(t.database.db)).email;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as a map of directive to its sources. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    (header as string).split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('security headers', () => {
  const everyAnswer = (res: LightMyRequestResponse) => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  };

  it.each([
    ['the web app page', '/upload', 'text/html'],
    ['a built asset', '/assets/index-abc123.js', 'javascript'],
  ])('are on %s: the app’s policy and isolation', async (_what, url, type) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);

    const csp = directives(res);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Scripts only from this origin: no inline script, no eval, no other host.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // The map's tiles come from CARTO's servers; everything else the app loads is its own.
    expect(csp.get('img-src')).toContain('https://*.basemaps.cartocdn.com');
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|\*(;|\s|$)/);
    everyAnswer(res);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it.each([
    ['a JSON answer', '/api/health', 200],
    ['an error', '/api/order/getAll', 401],
  ])('are on %s: a policy that allows nothing, and no page-only headers', async (_w, url, code) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(code);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    everyAnswer(res);
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-xss-protection']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the session cookie', () => {
  const signIn = (headers: Record<string, string> = {}) =>
    postForm(t.app, '/api/login', { username: email, password: testPassword }, headers);

  it('is HttpOnly, SameSite=Lax, for the whole site, and not Secure over http', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^sid=[\w-]{40,};/);
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Lax(;|$)/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/; Secure/);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('is not made Secure by a proxy header: PUBLIC_URL decides (see sessions tests)', async () => {
    const res = await signIn({ 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/; Secure(;|$)/);
  });

  it('is not set by a failed sign-in', async () => {
    const res = await postForm(t.app, '/api/login', { username: email, password: 'Wrong#2024' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is cleared by logout, and the session it named no longer works', async () => {
    const signedIn = await signIn({ 'x-forwarded-proto': 'https' });
    const cookie = `sid=${signedIn.cookies.find((c) => c.name === 'sid')!.value}`;
    const me = () => t.app.inject({ url: '/api/authenticated/customer', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    const res = await postForm(t.app, '/api/logout', {}, { cookie, 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^sid=;/);
    expect(header).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect((await me()).statusCode).toBe(401);
  });
});
