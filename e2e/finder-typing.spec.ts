import { expect, test, type Page } from './support/test';
import { signedInCustomer } from './support/accounts';

// 30 characters, typed at 20 ms a key while the CPU runs four times slower than usual.
const text = 'Business Bay Marina Walk Tower';
const keyDelayMs = 20;

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.beforeEach(async ({ page }) => {
  await page.route('https://*.basemaps.cartocdn.com/**', (route) => route.abort());
});

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the finder fields keep every character typed on a busy CPU', async ({ page }) => {
      expect(text).toHaveLength(30);
      await page.goto('/upload');
      await expect(page.getByRole('list', { name: 'Screens' })).toBeVisible();
      await slowCpu(page);

      const location = page.getByLabel('Location', { exact: true });
      await location.pressSequentially(text, { delay: keyDelayMs });
      await expect(location).toHaveValue(text);
      await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe(text);
      // Once the URL holds the text, the field still does.
      await expect(location).toHaveValue(text);

      const name = page.getByLabel('Billboard name');
      await name.pressSequentially(text, { delay: keyDelayMs });
      await expect(name).toHaveValue(text);
      await expect.poll(() => new URL(page.url()).searchParams.get('boardName')).toBe(text);
      await expect(location).toHaveValue(text);

      // A reload takes the fields from the URL.
      await page.reload();
      await expect(page.getByLabel('Location', { exact: true })).toHaveValue(text);
      await expect(page.getByLabel('Billboard name')).toHaveValue(text);
    });

    test('the header search keeps every character typed on a busy CPU', async ({ page }) => {
      await signedInCustomer(page);
      await page.goto('/');
      if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      const search = page.getByRole('searchbox', { name: 'Search by location' });
      await expect(search).toBeVisible();
      await slowCpu(page);

      await search.pressSequentially(text, { delay: keyDelayMs });
      await expect(search).toHaveValue(text);
      await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe(text);
      await search.press('Enter');
      await expect(page).toHaveURL(
        (url) => url.pathname === '/upload' && url.searchParams.get('location') === text,
      );
      await expect(page.getByLabel('Location', { exact: true })).toHaveValue(text);
    });
  });
}
