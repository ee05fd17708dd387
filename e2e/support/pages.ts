import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Download, type Locator, type Page } from '@playwright/test';

/** A page at the given width that reaches only the local service (no map tiles, no fonts). */
export async function localPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === 'localhost' || host === '127.0.0.1' ? route.continue() : route.abort();
  });
  return context.newPage();
}

/**
 * A link opened by someone with no account, in a browser context of its own at `width` that
 * accepts downloads: the page, on the shared service unless another is named.
 */
export async function openedWithoutAccount(
  browser: Browser,
  link: string,
  width: number,
  baseURL = process.env.E2E_BASE_URL,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

/** That the page does not scroll sideways at `width`; a failure names what sticks out. */
export async function expectNoHorizontalScroll(page: Page, width: number) {
  const { scrollWidth, overflowing } = await page.evaluate((limit) => {
    // What sticks out of the window, to name it when the page scrolls sideways.
    const overflowing = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > limit + 1 || box.left < -1);
      })
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scrollWidth: document.documentElement.scrollWidth, overflowing };
  }, width);
  expect(scrollWidth, `wider than the window: ${overflowing.join(', ')}`).toBeLessThanOrEqual(
    width,
  );
}

/** A spec's folder for its screenshots in test-results/, for a person to look at. */
export function shotsFolder(name: string): string {
  return path.resolve(import.meta.dirname, '..', '..', 'test-results', name);
}

/** A full-page screenshot in test-results/ for a person to look at (nothing compares it). */
export function fullPageShot(page: Page, name: string) {
  return page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/** Where the screenshots at both widths go: SCREENSHOT_DIR, or a folder in the system's temp. */
const designShots = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'screenspot-shots');

/**
 * Full-page screenshots at the desktop and phone widths the product is designed for, named
 * `name-1440.png` and `name-360.png`, for a person to look at; the page is left at the desktop's.
 */
export async function shotsAtDesignWidths(page: Page, name: string) {
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: path.join(designShots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** That `inner` stands within `outer`'s width: nothing runs past its box's edges. */
export async function expectInside(outer: Locator, inner: Locator) {
  const [box, part] = [(await outer.boundingBox())!, (await inner.boundingBox())!];
  expect(part.x).toBeGreaterThanOrEqual(box.x);
  expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width);
}

/** A page of the service in a browser whose own clock reads in another zone than Dubai's. */
export async function pageInZone(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, timezoneId });
  return context.newPage();
}

/**
 * A page in a browser whose date at the instant `iso` differs from Dubai's: before 14:00 in Dubai
 * it is still the day before in Pago Pago (UTC−11); from 14:00 it is already the next day in
 * Kiritimati (UTC+14).
 */
export async function pageOnAnotherDay(browser: Browser, iso: string): Promise<Page> {
  const dubaiHour = (new Date(iso).getUTCHours() + 4) % 24;
  const page = await pageInZone(
    browser,
    dubaiHour < 14 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati',
  );
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(dayIn(zone, iso)).not.toBe(dayIn('Asia/Dubai', iso));
  return page;
}

/** An instant's day as the web writes it in English (26 Nov 2026), in the given zone. */
export function dayIn(timeZone: string, iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/**
 * An axe scan of the page, with the same rules and the same violations as axe's default run, at
 * about 60 % of its cost:
 * - it runs in the page itself (`setLegacyMode`), instead of opening a blank page (a renderer
 *   process of its own) to merge the results of each frame: the app's pages have no frames;
 * - only violations are worked out node by node (axe's `resultTypes`): passes and inapplicable
 *   rules are kept to one node each.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/**
 * Serious and critical axe findings on the whole page (or the part `scope` keeps), with the rule's
 * help and its targets.
 */
export async function seriousViolations(
  page: Page,
  scope: (scan: AxeBuilder) => AxeBuilder = (scan) => scan,
) {
  const results = await scope(axeScan(page)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Slows the browser's uploads so their progress can be seen and heard moving. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** A day as the product writes it in English: "20 Dec 2026". */
export const writtenDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** A download is a PDF file with the name given. */
export async function expectPdfDownload(download: Download, filename: string) {
  expect(download.suggestedFilename()).toBe(filename);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}
