import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

const distDir = mkdtempSync(path.join(tmpdir(), 'screenspot-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>ScreenSpot</title></head><body><div id="root"></div></body></html>',
);
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(distDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp({ WEB_DIST_DIR: distDir, ...env });
  apps.push(t);
  return t;
}

describe('CONTENT_URL reaches the web app', () => {
  it('is /cms by default, in a meta tag of every page, with a same-origin CSP', async () => {
    const t = await appWith({});
    for (const url of ['/', '/contact', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="content-url" content="/cms" />');
    }
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self'(;|$)/);
  });

  it('points at another origin, escaped, and the CSP lets the app read it', async () => {
    const t = await appWith({ CONTENT_URL: 'https://content.example.com/strapi/?a="b"&c=<d>' });
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain(
      'content="https://content.example.com/strapi/?a=&quot;b&quot;&amp;c=&lt;d&gt;"',
    );
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/connect-src 'self' https:\/\/content\.example\.com(;|$)/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/content\.example\.com/);
    expect(csp).toContain("script-src 'self';");
  });

  it('drops a trailing slash and refuses a value that is neither a path nor a URL', async () => {
    const t = await appWith({ CONTENT_URL: 'http://127.0.0.1:1337/' });
    expect((await t.app.inject({ url: '/' })).body).toContain('content="http://127.0.0.1:1337"');
    await expect(buildTestApp({ CONTENT_URL: 'ftp://example.com' })).rejects.toThrow(/CONTENT_URL/);
    await expect(buildTestApp({ CONTENT_URL: '//example.com' })).rejects.toThrow(/CONTENT_URL/);
  });
});
