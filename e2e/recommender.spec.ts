import { expect, test, type Page } from './support/test';
import { signedInCustomer } from './support/accounts';
import { axeScan, expectInside, localPage, expectNoHorizontalScroll } from './support/pages';

async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
}

test('the display selector proposes, explains and books a campaign (1440 px)', async ({
  browser,
}) => {
  const page = await localPage(browser, 1440);
  await signedInCustomer(page);
  await page.goto('/recommend');
  await expect(
    page.getByRole('heading', {
      name: 'Find the screens that reach the most people for your budget',
    }),
  ).toBeVisible();

  await typeInto(page, 'Budget (USD, VAT included)', '8000');
  await page.getByLabel('Radius').selectOption('5');
  await page.getByRole('button', { name: 'Propose screens' }).click();

  const results = page.getByRole('region', { name: 'Proposed campaign' });
  await expect(results).toBeVisible();
  const items = results.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  await expect(items.first()).toContainText(
    /Chosen because: [\d.]+K? impressions per \$1,000, .* within [\d.]+ km of your point/,
  );
  await expect(results.getByText(/of your \$8,000 budget \(VAT included\)/)).toBeVisible();
  // The proposal's numbered pins are on the map.
  await expect(page.locator('.leaflet-marker-icon').filter({ hasText: '1' }).first()).toBeVisible();

  const scan = await axeScan(page).include('main').exclude('.leaflet-container').analyze();
  expect(scan.violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('recommender-1440.png'), fullPage: true });

  const count = await items.count();
  await results.getByRole('button', { name: /^Book this proposal/ }).click();
  await expect(results.getByText(/^Booked: campaign #\d+\./)).toBeVisible();
  const campaigns = (await (await page.request.get('/api/campaigns')).json()) as {
    name: string;
    orders: unknown[];
    quote: { totalCents: number };
  }[];
  expect(campaigns[0]!.name).toBe('Display selector proposal');
  expect(campaigns[0]!.orders).toHaveLength(count);
  expect(campaigns[0]!.quote.totalCents).toBeLessThanOrEqual(800_000);
  await page.screenshot({ path: test.info().outputPath('recommender-booked-1440.png') });
});

test('on a phone, an area search proposes screens there; a visitor is asked to sign in (360 px)', async ({
  browser,
}) => {
  const page = await localPage(browser, 360);
  await page.goto('/recommend');
  await page.getByText('In an area').click();
  await typeInto(page, 'Area', 'Marina');
  await typeInto(page, 'Budget (USD, VAT included)', '3000');
  await page.getByRole('button', { name: 'Propose screens' }).click();
  const results = page.getByRole('region', { name: 'Proposed campaign' });
  await expect(results).toBeVisible();
  await expect(results.getByRole('listitem').first()).toContainText('in “Marina”');
  await expect(results.getByRole('link', { name: 'Sign in to book this proposal' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recommender-360.png'), fullPage: true });

  await typeInto(page, 'Budget (USD, VAT included)', '5');
  await page.getByRole('button', { name: 'Propose screens' }).click();
  await expect(page.getByText('At least $50')).toBeVisible();
});

test('in Arabic on a phone, the proposal reads in Arabic and its booking button keeps inside its box (360 px)', async ({
  browser,
}) => {
  const page = await localPage(browser, 360);
  await page.addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
  await signedInCustomer(page);
  await page.goto('/recommend');
  await page.getByRole('button', { name: 'اقترح شاشات' }).click();
  const results = page.getByRole('region', { name: 'الحملة المقترحة' });
  await expect(results).toBeVisible();
  // The service's sentences come in the page's language, not in English.
  await expect(results.getByRole('listitem').first()).toContainText(
    /^.*سبب الاختيار: .* مشاهدة لكل /,
  );
  await expect(results.getByRole('listitem').first()).not.toContainText('Chosen because');
  await expect(results).toContainText('من ميزانيتك البالغة');
  const book = results.getByRole('button', { name: /^احجز هذا الاقتراح/ });
  await expectInside(book.locator('..'), book);
  await expectNoHorizontalScroll(page, 360);
});
