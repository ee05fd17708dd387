import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { buildCustomer, sessionCookie } from '../../test/builders';

// A build with a render of its own: it echoes what the server asked for, and counts its calls.
const distDir = mkdtempSync(path.join(tmpdir(), 'screenspot-ssr-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  [
    '<!doctype html><html><head>',
    '<script type="module" crossorigin src="/assets/boot-a1.js"></script>',
    '<title>ScreenSpot</title>',
    '<meta name="description" content="Book screens" />',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n'),
);
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/boot-a1.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
    'src/main.tsx': { file: 'assets/main-b2.js', css: ['assets/main-c3.css'] },
    'src/app/routes/sign-in.tsx': {
      file: 'assets/sign-in-d4.js',
      imports: ['src/main.tsx'],
      css: ['assets/auth-e5.css'],
    },
    'src/app/routes/account-tabs.tsx': { file: 'assets/account-f6.js' },
    'src/app/routes/finder.tsx': { file: 'assets/finder-h8.js' },
    'src/app/routes/upload-video.tsx': { file: 'assets/upload-video-g7.js' },
  }),
);
mkdirSync(path.join(distDir, 'ssr'));
writeFileSync(
  path.join(distDir, 'ssr', 'entry-server.js'),
  `export async function render(url, customer, serverFetch) {
  globalThis.screenspotRenders = (globalThis.screenspotRenders ?? 0) + 1;
  if (url.includes('data=yes')) {
    if (!serverFetch) return { head: '', body: '<p>No data</p>', state: '{}', withData: false };
    const answer = await serverFetch('/api/authenticated/customer');
    const text = answer.status === 200 ? (await answer.json()).username : String(answer.status);
    return { head: '', body: '<p>Data: ' + text + '</p>', state: '{}', withData: true };
  }
  return {
    withData: false,
    head: '<title>Page ' + url.replace(/[<&]/g, '') + '</title><meta name="description" content="Rendered"/>',
    body: '<main>Rendered ' + encodeURIComponent(url) + ' for ' + (customer ? customer.username : 'a visitor') + '</main>',
    state: JSON.stringify({ queries: [{ note: '</script><script>alert(1)</script>' }] }),
  };
}
`,
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST_DIR: distDir });
const renders = () => (globalThis as { screenspotRenders?: number }).screenspotRenders ?? 0;
const rendered = (body: string) => body.includes('id="server-state"');

describe('pages rendered on the server', () => {
  it('puts the page in #root, its head in place of the defaults, and its data escaped', async () => {
    const res = await t.app.inject({ url: '/signIn?returnTo=%2Fupload' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><main>Rendered %2FsignIn%3FreturnTo%3D%252Fupload for a visitor</main></div>',
    );
    expect(res.body).toContain('<title>Page /signIn?returnTo=%2Fupload</title>');
    expect(res.body).not.toContain('<title>ScreenSpot</title>');
    expect(res.body).not.toContain('content="Book screens"');
    // The data cannot close its script element.
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(res.body).not.toContain('<script>alert(1)');
    // Styles are stylesheets (the markup is there); the app's chunks come after the first paint.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/main-c3.css" />');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-e5.css" />');
    expect(res.body).toContain(
      '<meta name="app-chunks" content="/assets/main-b2.js /assets/sign-in-d4.js" />',
    );
    expect(res.body).not.toContain('rel="modulepreload"');
  });

  it('renders a page once and answers the same address from memory after that', async () => {
    await t.app.inject({ url: '/signIn?from=memory' });
    const before = renders();
    const again = await t.app.inject({ url: '/signIn?from=memory' });
    expect(rendered(again.body)).toBe(true);
    expect(renders()).toBe(before);
  });

  it("reads a page's data in-process with the visitor's cookie, and renders it for every visit", async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await sessionCookie(t.database.db, customer.id);
    const signedIn = await t.app.inject({ url: '/upload?data=yes', headers: { cookie } });
    expect(signedIn.body).toContain(`<p>Data: ${customer.email}</p>`);
    const visitor = await t.app.inject({ url: '/upload?data=yes' });
    expect(visitor.body).toContain('<p>Data: 401</p>');
    const before = renders();
    await t.app.inject({ url: '/upload?data=yes' });
    expect(renders()).toBe(before + 1);
    // Other screens render their loading state: no data is read for them.
    const signIn = await t.app.inject({ url: '/signIn?data=yes', headers: { cookie } });
    expect(signIn.body).toContain('<p>No data</p>');
  });

  it('leaves a page in Arabic to the browser, chosen by cookie or by Accept-Language', async () => {
    const byHeader = await t.app.inject({
      url: '/signIn',
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
    });
    expect(byHeader.statusCode).toBe(200);
    expect(rendered(byHeader.body)).toBe(false);
    // The browser's page: its chunks preloaded at once, since nothing is on screen to paint first.
    expect(byHeader.body).toContain('<div id="root"></div>');
    expect(byHeader.body).toContain('rel="modulepreload" crossorigin href="/assets/main-b2.js"');

    const byCookie = await t.app.inject({ url: '/signIn', headers: { cookie: 'language=ar' } });
    expect(rendered(byCookie.body)).toBe(false);

    const chosenEnglish = await t.app.inject({
      url: '/signIn',
      headers: { cookie: 'language=en', 'accept-language': 'ar' },
    });
    expect(rendered(chosenEnglish.body)).toBe(true);
    const preferredEnglish = await t.app.inject({
      url: '/signIn',
      headers: { 'accept-language': 'fr-FR, ar;q=0.4, en;q=0.8' },
    });
    expect(rendered(preferredEnglish.body)).toBe(true);
  });

  it('renders the account for its signed-in customer, and leaves a visitor to the app', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await sessionCookie(t.database.db, customer.id);
    const signedIn = await t.app.inject({ url: '/tab/settings', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(`for ${customer.email}</main>`);

    const visitor = await t.app.inject({ url: '/tab/settings' });
    expect(visitor.statusCode).toBe(200);
    expect(rendered(visitor.body)).toBe(false);

    // A customer whose profile is in Arabic gets the page from the browser.
    const arabic = await buildCustomer(t.database.db, { language: 'ar' });
    const arabicCookie = await sessionCookie(t.database.db, arabic.id);
    const res = await t.app.inject({ url: '/signIn', headers: { cookie: arabicCookie } });
    expect(rendered(res.body)).toBe(false);
  });

  it('renders only the pages it knows, and never serves its render code', async () => {
    const notRendered = ['/uploadVideo/5', '/admin', '/player'];
    for (const url of notRendered) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(rendered(res.body), url).toBe(false);
    }
    const unknown = await t.app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(rendered(unknown.body)).toBe(false);
    const code = await t.app.inject({ url: '/ssr/entry-server.js' });
    expect(code.statusCode).toBe(404);
    expect(code.body).not.toContain('screenspotRenders');
  });
});
