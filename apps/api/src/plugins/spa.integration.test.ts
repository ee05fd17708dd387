import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

const distDir = mkdtempSync(path.join(tmpdir(), 'screenspot-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>ScreenSpot</title></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'] },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    'src/app/routes/landing.tsx': {
      file: 'assets/landing-c3.js',
      imports: ['_react-b2.js', 'index.html', '_content-d4.js'],
      css: ['assets/landing-e5.css'],
      assets: ['assets/dubai-map-f6.svg', 'assets/hero-billboards-g7.svg'],
    },
    '_content-d4.js': { file: 'assets/content-d4.js', imports: ['_react-b2.js'] },
    'src/app/routes/finder.tsx': {
      file: 'assets/finder-i9.js',
      imports: ['_react-b2.js', '_content-d4.js'],
      css: ['assets/finder-j1.css'],
    },
  }),
);
mkdirSync(path.join(distDir, 'assets'));
const script = 'console.log("ScreenSpot");'.repeat(100);
writeFileSync(path.join(distDir, 'assets', 'app-h8.js'), script);
writeFileSync(path.join(distDir, 'assets', 'app-h8.js.br'), brotliCompressSync(script));
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

  it('announces the landing chunk, its styles and banner on / only', async () => {
    const t = await appWith({});
    const landing = (await t.app.inject({ url: '/' })).body;
    expect(landing).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/landing-c3.js" />',
    );
    expect(landing).toContain('href="/assets/content-d4.js"');
    expect(landing).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/landing-e5.css" />',
    );
    expect(landing).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/assets/hero-billboards-g7.svg" />',
    );
    // Already loaded by the main script, and not the banner.
    expect(landing).not.toContain('react-b2.js');
    expect(landing).not.toContain('dubai-map');

    const contact = (await t.app.inject({ url: '/contact' })).body;
    expect(contact).toContain('name="content-url"');
    expect(contact).not.toContain('modulepreload');
  });

  it("announces each screen's own chunk and styles on its pages", async () => {
    const t = await appWith({});
    for (const url of ['/upload', '/upload/7', '/upload?location=Marina']) {
      const page = (await t.app.inject({ url })).body;
      expect(page).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/finder-i9.js" />',
      );
      expect(page).toContain('href="/assets/content-d4.js"');
      expect(page).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/finder-j1.css" />',
      );
      expect(page).not.toContain('landing-c3.js');
      expect(page).not.toContain('hero-billboards');
    }
    for (const url of ['/upload/7/more', '/nowhere']) {
      expect((await t.app.inject({ url })).body).not.toContain('modulepreload');
    }
  });

  it('sends precompressed build assets to browsers that accept them', async () => {
    const t = await appWith({});
    const compressed = await t.app.inject({
      url: '/assets/app-h8.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-h8.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends every page compressed to browsers that accept it', async () => {
    const t = await appWith({});
    for (const url of ['/', '/upload', '/signUp', '/no-such-page']) {
      const plain = await t.app.inject({ url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      expect(plain.body, url).toContain('<div id="root">');
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode, url).toBe(plain.statusCode);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
    }
  });
});

describe('paths the web app does not have', () => {
  it('answer 404 with the app (it shows its not-found page); its pages answer 200', async () => {
    const t = await appWith({});
    for (const url of ['/no-such-page', '/upload/1/2', '/order', '/tab/a/b']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
    for (const url of ['/', '/upload/3', '/order/9', '/tab/settings', '/signIn', '/admin/orders']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});
