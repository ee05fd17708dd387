import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousViolations } from './support/pages';
import { actAsSignedIn } from './support/content';

type Screen = { ledId: number; billboardName: string; location: string; categoryId: number };
type Segment = { categoryId: number; value: string };

async function screens(request: APIRequestContext, query = ''): Promise<Screen[]> {
  return (await request.get(`/api/leds/getAll${query}`)).json();
}

/** Screens on the map: a pin counts one, a cluster (the server's) counts what it holds. */
async function screensOnMap(page: Page): Promise<number> {
  const icons = page.locator('.leaflet-marker-pane .leaflet-marker-icon');
  const texts = await icons.allInnerTexts();
  return texts.reduce((sum, text) => sum + (Number(text.replace(/\D/g, '')) || 1), 0);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Screens' }).getByRole('listitem');

// The finder shows this many cards at first; "Show more" adds the rest a page at a time.
const firstPage = 24;
const shownAtFirst = (n: number) => Math.min(n, firstPage);

test.beforeEach(async ({ page }) => {
  // No tile service is reachable here; refuse tiles at once so nothing leaves the machine.
  await page.route('https://*.basemaps.cartocdn.com/**', (route) => route.abort());
});

test('filters by location and segment: cards, pins and the URL follow', async ({
  page,
  request,
}) => {
  const dubai = await screens(request, '?location=dubai');
  const segments: Segment[] = await (await request.get('/api/leds/getCategories')).json();
  const malls = segments.find((s) => s.value === 'Malls & Retail')!;
  const dubaiMalls = dubai.filter((s) => s.categoryId === malls.categoryId);
  expect(dubaiMalls.length).toBeGreaterThan(0);
  expect(dubaiMalls.length).toBeLessThan(dubai.length);

  await page.goto('/upload');
  await expect(
    page.getByRole('heading', { name: 'Find Your Perfect Digital Billboard' }),
  ).toBeVisible();
  const all = await screens(request);
  await expect(cards(page)).toHaveCount(shownAtFirst(all.length));
  await expect(
    page.getByRole('status').filter({ hasText: `${all.length} screens found` }),
  ).toBeVisible();

  await page.getByLabel('Location', { exact: true }).fill('dubai');
  await expect(page).toHaveURL(/[?&]location=dubai/);
  await expect(cards(page)).toHaveCount(shownAtFirst(dubai.length));
  for (const screen of dubai.slice(0, firstPage)) {
    await expect(cards(page).filter({ hasText: screen.billboardName })).toHaveCount(1);
  }
  await expect.poll(() => screensOnMap(page)).toBe(dubai.length);

  const segment = page.getByLabel('Segment');
  await expect(segment.locator('option').nth(1)).toHaveText('Clear Selection');
  await segment.selectOption(String(malls.categoryId));
  await expect(page).toHaveURL(new RegExp(`categoryId=${malls.categoryId}`));
  await expect(cards(page)).toHaveCount(shownAtFirst(dubaiMalls.length));
  await expect.poll(() => screensOnMap(page)).toBe(dubaiMalls.length);

  // The filters survive a reload: they live in the URL.
  await page.reload();
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('dubai');
  await expect(segment).toHaveValue(String(malls.categoryId));
  await expect(cards(page)).toHaveCount(shownAtFirst(dubaiMalls.length));

  // Changing a text filter clears the segment.
  await page.getByLabel('Billboard name').fill('a');
  await expect(segment).toHaveValue('');
  await expect(page).not.toHaveURL(/categoryId=/);

  // 'Clear Selection' shows every segment again.
  await page.getByLabel('Billboard name').fill('');
  await segment.selectOption(String(malls.categoryId));
  await expect(cards(page)).toHaveCount(shownAtFirst(dubaiMalls.length));
  await segment.selectOption({ label: 'Clear Selection' });
  await expect(cards(page)).toHaveCount(shownAtFirst(dubai.length));
});

test('hovering a card highlights its pin, hovering a pin highlights its card', async ({
  page,
  request,
}) => {
  const marina = await screens(request, '?location=marina%20walk');
  expect(marina.length).toBeGreaterThan(0);
  await page.goto('/upload');
  await page.getByLabel('Location', { exact: true }).fill('marina walk');
  await expect(cards(page)).toHaveCount(shownAtFirst(marina.length));
  await expect(page.locator('.leaflet-marker-icon[title]').first()).toBeVisible();

  const first = marina[0]!;
  const pin = page.locator(`.leaflet-marker-icon[title^="Screen ${first.ledId},"]`);
  await cards(page).filter({ hasText: first.billboardName }).hover();
  await expect(pin).toHaveClass(/pinActive/);
  await page.mouse.move(0, 0);
  await expect(pin).not.toHaveClass(/pinActive/);

  await pin.hover();
  await expect(page.locator(`#screen-${first.ledId}`)).toHaveAttribute('data-highlighted', 'true');
  await pin.click();
  await expect(page.locator('.leaflet-popup-content')).toContainText(first.billboardName);
  await expect(page.locator('.leaflet-popup-content')).toContainText(first.location);
});

test('at a low zoom crowded screens are clusters with their count; a click splits them', async ({
  page,
  request,
}) => {
  const all = await screens(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/leds/pins/clusters')) asked.push(r.url());
  });
  await page.goto('/upload');
  const clusters = page.locator('.leaflet-marker-icon[title$="screens here: zoom in"]');
  await expect(clusters.first()).toBeVisible();
  // The city's view holds every screen, most of them in clusters, not one marker each.
  await expect.poll(() => screensOnMap(page)).toBe(all.length);
  const markers = page.locator('.leaflet-marker-pane .leaflet-marker-icon');
  expect(await markers.count()).toBeLessThan(all.length / 2);
  // The map never asked for every pin: only for the clusters of its view.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((url) => /[?&]bbox=[^&]+/.test(url) && /[?&]zoom=\d+/.test(url))).toBe(true);

  const counts = (await clusters.allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
  const largest = Math.max(...counts);
  expect(largest).toBeGreaterThan(1);
  await clusters.nth(counts.indexOf(largest)).click();
  // Zoomed in on its screens: they come apart into smaller clusters and single pins, all in view.
  await expect
    .poll(async () => {
      const now = (await clusters.allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')));
      return Math.max(0, ...now) < largest && (await markers.count()) > 1;
    })
    .toBe(true);
  expect(await screensOnMap(page)).toBeGreaterThanOrEqual(largest);
  await expect(page.locator('.leaflet-marker-icon[title^="Screen "]').first()).toBeVisible();
});

test('a card opens the detail modal; closing keeps the filters', async ({ page, request }) => {
  const [screen] = await screens(request, '?location=deira');
  const detail = await (await request.get(`/api/leds?ledId=${screen!.ledId}`)).json();
  await page.goto('/upload?location=deira');
  // Opening the details must not rebuild the page behind the modal (list, map, scroll).
  await page.locator('.leaflet-container').evaluate((map) => map.setAttribute('data-probe', '1'));
  await page.getByRole('link', { name: screen!.billboardName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/upload/${screen!.ledId}\\?location=deira$`));

  const dialog = page.getByRole('dialog', { name: screen!.billboardName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: detail.title })).toBeVisible();
  await expect(dialog).toContainText(detail.description);
  await expect(dialog).toContainText(`$${detail.price}`);
  await expect(dialog).toContainText('*Pricing may vary based on selected time slots');
  for (const column of ['Screens', 'Size', 'Media Type', 'Duration']) {
    await expect(dialog.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(
    dialog.getByRole('cell', { name: `${detail.duration}s`, exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('cell', { name: detail.size })).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/upload\?location=deira$/);
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('deira');
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-probe', '1');
  await expect(page.getByRole('link', { name: screen!.billboardName, exact: true })).toBeFocused();
});

test('a direct /upload/{id} URL opens the modal; Escape returns to /upload', async ({
  page,
  request,
}) => {
  const [, screen] = await screens(request);
  await page.goto(`/upload/${screen!.ledId}`);
  const dialog = page.getByRole('dialog', { name: screen!.billboardName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(cards(page).first()).toBeVisible();
});

test('an unknown screen id says so instead of breaking the page', async ({ page }) => {
  await page.goto('/upload/987654');
  const dialog = page.getByRole('dialog', { name: 'Screen not found' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('Book leads to /uploadVideo/{ledId} from a card and from the modal', async ({
  page,
  request,
}) => {
  const [first, second] = await screens(request);
  await page.goto('/upload');
  await page.getByRole('link', { name: `Book ${first!.billboardName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/uploadVideo/${first!.ledId}$`));

  await page.goto(`/upload/${second!.ledId}`);
  await page.getByRole('dialog').getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(new RegExp(`/uploadVideo/${second!.ledId}$`));
});

test("a nonsense search shows 'No results found'", async ({ page }) => {
  await page.goto('/upload');
  await page.getByLabel('Billboard name').fill('qzxv nothing like this');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Billboard name')).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
});

test('Search opens the searching modal, which closes once results are in', async ({ page }) => {
  await page.goto('/upload');
  await page.getByLabel('Location', { exact: true }).fill('downtown');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Searching for Free Displays...' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Hang tight! Our AI is finding the best options tailored just for you.',
  );
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(cards(page).first()).toContainText(/downtown/i);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the header search lands on the finder with the location applied', async ({
  page,
  request,
}) => {
  // The header shows its search to a signed-in customer; this test is about the finder, whichever
  // sign-in flow stands behind the header.
  await actAsSignedIn(page);
  const jbr = await screens(request, '?location=jbr');
  expect(jbr.length).toBeGreaterThan(0);

  await page.goto('/');
  const search = page.getByRole('search').getByPlaceholder('Search');
  await search.fill('JBR');
  await page.getByRole('button', { name: 'Search screens' }).click();
  await expect(page).toHaveURL(/\/upload\?location=JBR$/);
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('JBR');
  await expect(cards(page)).toHaveCount(shownAtFirst(jbr.length));
});

test('without map tiles the list and filters still work, and errors stay few', async ({ page }) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  page.on('pageerror', (error) => failures.push(error.message));
  let tilesAsked = 0;
  page.on('request', (request) => {
    if (request.url().includes('.basemaps.cartocdn.com/')) tilesAsked += 1;
  });
  await page.goto('/upload');
  await expect(page.getByText('Map imagery is unavailable right now.')).toBeVisible();
  // How many tiles the first views asked for depends on how fast they failed (the count is read
  // once it holds still); once the map has given up, panning, zooming and filtering must not ask
  // for any again.
  let lastCount = -1;
  await expect
    .poll(
      () => {
        const settled = tilesAsked === lastCount;
        lastCount = tilesAsked;
        return settled;
      },
      { intervals: [300], timeout: 15_000 },
    )
    .toBe(true);
  const askedBeforeGivingUp = tilesAsked;
  expect(askedBeforeGivingUp).toBeGreaterThanOrEqual(6);
  await page.locator('.leaflet-control-zoom-in').click();
  await page.locator('.leaflet-control-zoom-in').click();
  await page.getByLabel('Location', { exact: true }).fill('airport');
  await expect(cards(page).first()).toContainText(/airport/i);
  await page.waitForTimeout(500);
  expect(tilesAsked).toBe(askedBeforeGivingUp);
  // The only errors are the refused tiles themselves.
  expect(failures.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
});

test('the finder and its detail modal pass an accessibility scan', async ({ page, request }) => {
  await page.goto('/upload');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const [screen] = await screens(request);
  await page.goto(`/upload/${screen!.ledId}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('list and map take turns through the toggle', async ({ page }) => {
    await page.goto('/upload');
    await expect(cards(page).first()).toBeVisible();
    const map = page.locator('.leaflet-container');
    await expect(map).toBeHidden();
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(map).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(cards(page).first()).toBeHidden();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(cards(page).first()).toBeVisible();
  });
});
