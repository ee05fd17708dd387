import { expect, test, type Page } from './support/test';
import { tinyPng } from './support/images';

const tileHost = /^https:\/\/[a-d]\.basemaps\.cartocdn\.com\//;

type Watch = { problems: string[]; tiles: string[] };

/**
 * Collects every sign of a Content-Security-Policy problem: the browser's console report, the
 * securitypolicyviolation event, and any uncaught error. Map tiles get a local image, so a tile
 * the policy allowed shows up as a request here, and one it refused as a violation.
 */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { problems: [], tiles: [] };
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (tileHost.test(url)) {
      seen.tiles.push(url);
      return route.fulfill({ status: 200, contentType: 'image/png', body: tinyPng });
    }
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '127.0.0.1' ? route.continue() : route.abort();
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) seen.problems.push(message.text());
  });
  page.on('pageerror', (error) => seen.problems.push(`uncaught: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => seen.problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return seen;
}

test.describe('the app works under its Content-Security-Policy', () => {
  for (const { url, heading } of [
    { url: '/', heading: /./ },
    { url: '/upload', heading: 'Find Your Perfect Digital Billboard' },
    { url: '/signIn', heading: /sign in/i },
    { url: '/contact', heading: /./ },
  ]) {
    test(url, async ({ page }) => {
      const seen = await watch(page);
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (url === '/upload') {
        // The finder's map drew its tiles: the policy let the tile host through.
        await expect.poll(() => seen.tiles.length).toBeGreaterThan(0);
        await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();
      }
      expect(seen.problems).toEqual([]);
    });
  }
});
