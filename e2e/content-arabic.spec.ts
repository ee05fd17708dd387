import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { demoOperator, signInThroughApi } from './support/accounts';

/** Made in the embedded development database at start (its log prints the same line). */

/** A context that reaches only the service under test (map tiles and the like are refused). */
async function localContext(browser: Browser, language?: 'ar'): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === 'localhost' || host === '127.0.0.1' ? route.continue() : route.abort();
  });
  if (language) {
    await context.addInitScript((value) => {
      localStorage.setItem('screenspot.language', value);
    }, language);
  }
  return context;
}

async function operatorPage(browser: Browser): Promise<Page> {
  const page = await (await localContext(browser)).newPage();
  await signInThroughApi(page, demoOperator);
  return page;
}

test('the operator writes Arabic landing copy and an Arabic visitor reads it; English is unchanged', async ({
  browser,
}) => {
  const operator = await operatorPage(browser);
  const stamp = Date.now() % 100_000;
  const heading = `لماذا يثق المعلنون بمنصة ScreenSpot ${stamp}`;
  await operator.goto('/admin/content?collection=advantages');
  const entry = operator.getByRole('form').first();
  const arabicTitle = entry.getByLabel('Title (Arabic)', { exact: true });
  await expect(arabicTitle).toHaveAttribute('dir', 'rtl');
  await expect(arabicTitle).toHaveAttribute('lang', 'ar');
  const english = await entry.getByLabel('Title', { exact: true }).inputValue();
  await arabicTitle.fill(heading);
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText('Saved.')).toBeVisible();

  const visitor = await (await localContext(browser, 'ar')).newPage();
  await visitor.goto('/');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(visitor.getByRole('heading', { name: heading })).toBeVisible();
  // Texts not edited show the seeded Arabic copy.
  await expect(visitor.getByRole('heading', { name: 'سرعة', exact: true })).toBeVisible();

  const englishVisitor = await (await localContext(browser)).newPage();
  await englishVisitor.goto('/');
  await expect(englishVisitor.getByRole('heading', { name: english })).toBeVisible();
  await expect(englishVisitor.getByText(heading)).toHaveCount(0);
});

test('the operator renames a screen in Arabic and an Arabic visitor finds it by that name', async ({
  browser,
}) => {
  const operator = await operatorPage(browser);
  const screens = (await (
    await operator.request.get('/api/leds/getAll?boardName=Gold%20Souk%20Gateway')
  ).json()) as { ledId: number }[];
  const ledId = screens[0]!.ledId;
  const name = `بوابة سوق الذهب ${Date.now() % 100_000}`;

  await operator.goto(`/admin/screens/${ledId}`);
  const arabicName = operator.getByLabel('اسم اللوحة');
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await expect(arabicName).toHaveAttribute('lang', 'ar');
  await arabicName.fill(name);
  await operator.getByRole('button', { name: 'Save changes' }).click();
  await expect(operator.getByText('Saved. The finder shows the change now.')).toBeVisible();

  const visitor = await (await localContext(browser, 'ar')).newPage();
  await visitor.route('https://*.basemaps.cartocdn.com/**', (route) => route.abort());
  await visitor.goto(`/upload?boardName=${encodeURIComponent(name)}`);
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = visitor.getByRole('list').getByRole('listitem').filter({ hasText: name });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('سوق الذهب في ديرة');
});

test('in the Arabic console, English copy reads left to right with its full stop at its end', async ({
  browser,
}) => {
  const operator = await (await localContext(browser, 'ar')).newPage();
  await signInThroughApi(operator, demoOperator);
  const direction = (field: ReturnType<Page['locator']>) =>
    field.evaluate((element) => getComputedStyle(element).direction);

  await operator.goto('/admin/content?collection=advantages');
  const entry = operator.getByRole('form').first();
  // The fields are named in the console's language.
  await expect(entry.getByLabel('الوصف 1', { exact: true })).toHaveValue(/\.$/);
  expect(await direction(entry.getByLabel('الوصف 1', { exact: true }))).toBe('ltr');
  expect(await direction(entry.getByLabel('الوصف 1 (بالعربية)'))).toBe('rtl');

  const screens = (await (
    await operator.request.get('/api/leds/getAll?boardName=Trade%20Centre%20Gateway')
  ).json()) as { ledId: number }[];
  await operator.goto(`/admin/screens/${screens[0]!.ledId}`);
  for (const id of ['billboardName', 'title', 'description', 'location']) {
    expect(await direction(operator.locator(`#screen-${id}`)), id).toBe('ltr');
  }
  expect(await direction(operator.locator('#screen-descriptionAr'))).toBe('rtl');
});
