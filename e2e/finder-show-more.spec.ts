import { expect, test, type Page } from './support/test';

const cards = (page: Page) => page.getByRole('list', { name: 'Screens' }).getByRole('listitem');

/** Screens on the map: a pin counts one, a cluster (the server's) counts what it holds. */
async function screensOnMap(page: Page): Promise<number> {
  const texts = await page.locator('.leaflet-marker-pane .leaflet-marker-icon').allInnerTexts();
  return texts.reduce((sum, text) => sum + (Number(text.replace(/\D/g, '')) || 1), 0);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://*.basemaps.cartocdn.com/**', (route) => route.abort());
});

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the list starts with one page of cards; Show more adds the next', async ({
      page,
      request,
    }) => {
      const all = (await (await request.get('/api/leds/getAll')).json()) as { ledId: number }[];
      expect(all.length).toBeGreaterThan(48);
      const firstPage = await request.get('/api/leds/getAll?page=0&size=24');
      expect(firstPage.headers()['x-total-count']).toBe(String(all.length));

      await page.goto('/upload');
      await expect(cards(page)).toHaveCount(24);
      await expect(page.getByText(`${all.length} screens found`)).toBeVisible();
      await expect(page.getByText(`Showing 24 of ${all.length} screens`)).toBeVisible();

      // The map holds every match, not only the cards on screen.
      if (width < 1024) await page.getByRole('button', { name: 'Map', exact: true }).click();
      await expect.poll(() => screensOnMap(page)).toBe(all.length);
      if (width < 1024) await page.getByRole('button', { name: 'List', exact: true }).click();

      const more = page.getByRole('button', { name: 'Show more' });
      await more.click();
      // With the second page in, the end of the list can come near the window on a phone and load
      // the third by itself: either 48 cards with their count line, or every card (the line goes).
      await expect
        .poll(async () => {
          const shown = await cards(page).count();
          if (shown === all.length) return true;
          return (
            shown === 48 &&
            (await page.getByText(`Showing 48 of ${all.length} screens`).isVisible())
          );
        })
        .toBe(true);
      // Cards keep the server's order, none twice.
      const ids = await cards(page)
        .locator('[id^="screen-"]')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.id.slice('screen-'.length))));
      expect(ids.length).toBeGreaterThanOrEqual(48);
      expect(ids).toEqual(all.slice(0, ids.length).map((s) => s.ledId));

      // The last page: by the button, unless scrolling has already brought it.
      await more.click({ timeout: 5_000 }).catch(() => undefined);
      await expect(cards(page)).toHaveCount(all.length);
      await expect(more).toHaveCount(0);
    });

    test('scrolling to the end of the list loads the next cards', async ({ page }) => {
      await page.goto('/upload');
      await expect(cards(page)).toHaveCount(24);
      await cards(page).nth(23).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await expect(cards(page)).toHaveCount(48);
    });

    test('a new search starts again from its first page', async ({ page, request }) => {
      const dubai = (await (await request.get('/api/leds/getAll?location=dubai')).json()) as {
        billboardName: string;
      }[];
      await page.goto('/upload');
      await expect(cards(page)).toHaveCount(24);
      // Scrolling the button into view can load the next pages by themselves before the click
      // lands (the button then goes); the poll below checks that a second page came either way.
      await page
        .getByRole('button', { name: 'Show more' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      // On a tall window the end of the list may come into view and load a third page too.
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(48);
      await page.getByLabel('Location', { exact: true }).fill('dubai');
      await expect(page.getByText(`${dubai.length} screens found`)).toBeVisible();
      await expect(cards(page)).toHaveCount(Math.min(24, dubai.length));
      await expect(cards(page).first()).toContainText(dubai[0]!.billboardName);
    });
  });
}
