import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { demoOperator, signedInCustomer, signInThroughApi } from './support/accounts';
import { localPage } from './support/pages';

type Screen = { ledId: number; billboardName: string };

async function screenNamed(page: Page, name: string): Promise<Screen> {
  const screens = (await (await page.request.get('/api/leds/getAll')).json()) as Screen[];
  return screens.find((s) => s.billboardName === name)!;
}

/** The demo operator's console page of a screen, at 1440 px, and its audience editor. */
async function audienceEditorOf(browser: Browser, name: string) {
  const page = await localPage(browser, 1440);
  await signInThroughApi(page, demoOperator);
  const screen = await screenNamed(page, name);
  await page.goto(`/admin/screens/${screen.ledId}`);
  return { page, screen, editor: page.getByRole('region', { name: 'Audience profile' }) };
}

for (const width of [1440, 360]) {
  test(`a screen's estimated audience links to how it is estimated (${width} px)`, async ({
    browser,
  }) => {
    const page = await localPage(browser, width);
    const screen = await screenNamed(page, 'Internet City Interchange');
    await page.goto(`/upload/${screen.ledId}`);
    const dialog = page.getByRole('dialog');
    const estimate = dialog.getByRole('region', { name: 'Estimated audience' });
    await expect(estimate).toBeVisible();
    await expect(estimate.getByText('Impressions per play')).toBeVisible();
    await estimate.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`finder-audience-${width}.png`) });

    await estimate.getByRole('link', { name: 'How we estimate this' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/audience-method\\?ledId=${screen.ledId}$`));
    await expect(page.getByRole('heading', { name: 'How we estimate this' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Worked example: Internet City Interchange' }),
    ).toBeVisible();
    // The stated inputs of the Al Barsha gate example: 295,000 × 0.5 × 1.6 × 0.4 = 94,400.
    await expect(page.getByText('295,000 × 0.5 × 1.6 × 0.4 =')).toBeVisible();
    await expect(page.getByRole('table', { name: /People within sight each hour/ })).toBeVisible();
    // The example uses the screen's own loop: 12 slots of 15 s, 6 evening hours = 120 plays.
    await expect(page.getByText(/a 12-slot loop of 180 s plays it 120 times/)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`audience-method-${width}.png`),
      fullPage: true,
    });
  });
}

test('an operator edits a profile in the grid and uploads one as CSV', async ({ browser }) => {
  const { page, screen, editor } = await audienceEditorOf(browser, 'Alserkal Avenue Arts');
  await expect(editor.getByText(/dubai-public-traffic\/1/)).toBeVisible();

  const cell = editor.getByRole('textbox', { name: 'Monday 08:00' });
  await cell.fill('1234');
  const source = editor.getByLabel('Source of the figures');
  await source.fill('Gallery door counter, March');
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    editor.getByText(/Saved\. Quotes and the finder use the new figures now/),
  ).toBeVisible();
  await expect(editor.getByText(/operator-supplied\/1/)).toBeVisible();
  const saved = await (await page.request.get(`/api/leds/audience?ledId=${screen.ledId}`)).json();
  expect(saved.hourly[8]).toBe(1234);
  expect(saved.source).toBe('Gallery door counter, March');
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: test.info().outputPath('audience-editor-1440.png'),
    fullPage: true,
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-audience-'));
  const bad = path.join(dir, 'short.csv');
  writeFileSync(bad, Array(100).fill('5').join('\n'));
  await editor.getByLabel('Upload a CSV profile').setInputFiles(bad);
  await expect(
    editor.getByText('A profile has 168 values (7 rows of 24 hours, Monday first); found 100'),
  ).toBeVisible();

  const good = path.join(dir, 'week.csv');
  const rows = Array.from({ length: 7 }, (_, d) =>
    Array.from({ length: 24 }, (_, h) => d * 100 + h),
  );
  writeFileSync(good, rows.map((row) => row.join(',')).join('\n'));
  await editor.getByLabel('Upload a CSV profile').setInputFiles(good);
  await expect(
    editor.getByText('Uploaded week.csv. Quotes and the finder use it now.'),
  ).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Sunday 23:00' })).toHaveValue('623');
});

test('every figure of a busy screen’s profile shows whole in the grid', async ({ browser }) => {
  const { editor } = await audienceEditorOf(browser, 'Trade Centre Gateway');
  const busiest = editor.getByRole('textbox', { name: 'Thursday 08:00' });
  await expect(busiest).toHaveValue(/^\d{5}$/);
  const cut = await editor
    .getByRole('table')
    .getByRole('textbox')
    .evaluateAll((cells: HTMLInputElement[]) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.value),
    );
  expect(cut).toEqual([]);
});

test('the booking price shows the estimated impressions and effective CPM of the schedule', async ({
  browser,
}) => {
  const page = await localPage(browser, 1440);
  await signedInCustomer(page);
  const screen = await screenNamed(page, 'Trade Centre Gateway');
  await page.goto(`/uploadVideo/${screen.ledId}`);
  const schedule = page.getByRole('region', { name: 'Choose when it plays' });
  await expect(schedule.getByTestId('quote-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  const price = schedule.getByRole('definition').filter({ has: page.getByRole('link') });
  await expect(schedule.getByText('Estimated impressions')).toBeVisible();
  await expect(schedule.getByText('Effective CPM (before VAT)')).toBeVisible();
  await expect(price.first().getByRole('link')).toHaveText(/^[\d.,]+K?$/);
  await expect(price.nth(1).getByRole('link')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await schedule.screenshot({ path: test.info().outputPath('booking-quote-audience-1440.png') });
  await price.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/audience-method$/);
  await expect(
    page.getByRole('heading', { name: 'Worked example: a screen by the Al Barsha gate' }),
  ).toBeVisible();
});
