import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerCustomer, signInThroughApi } from './support/accounts';
import { makeVideoFile } from './support/videos';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test('a customer picks dates, dayparts and spots, sees the price, uploads and sees the schedule', async ({
  page,
}) => {
  const account = await registerCustomer(page.request);
  await signInThroughApi(page, account);
  await page.goto('/upload');
  await page.getByRole('link', { name: 'Book' }).first().click();
  await expect(page).toHaveURL(/\/uploadVideo\/\d+$/);

  const schedule = page.getByRole('region', { name: 'Choose when it plays' });
  await expect(schedule).toBeVisible();
  await expect(schedule.getByText('Asia/Dubai')).toBeVisible();
  // Defaults: the evening of the next seven days, one spot.
  await expect(schedule.getByRole('checkbox', { name: 'Evening 16–22' })).toBeChecked();
  const total = schedule.getByTestId('quote-total');
  await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
  const before = await total.textContent();

  await schedule.getByRole('checkbox', { name: 'Morning 06–10' }).check();
  await schedule.getByRole('button', { name: 'One spot more' }).click();
  await expect(schedule.getByTestId('spots')).toHaveText('2');
  await expect(total).not.toHaveText(before!);
  await expect(schedule.getByText(/plays a day/)).toBeVisible();
  await expect(schedule.getByText('VAT 5 %')).toBeVisible();
  const price = await total.textContent();

  // The price shown is the server's quote for the same schedule.
  const ledId = Number(/\/uploadVideo\/(\d+)$/.exec(page.url())![1]);
  await expectNoSeriousViolations(page);

  await page
    .locator('input[type=file]')
    .setInputFiles(makeVideoFile('ad.mp4', { seconds: 4, size: '640x360' }));
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/received/, { timeout: 30_000 });

  await page.goto('/tab/announcment');
  const card = page.getByRole('article').first();
  const booked = card.getByRole('definition');
  await expect(card.getByText('Morning 06–10, Evening 16–22')).toBeVisible();
  await expect(card.getByTestId('order-total')).toContainText(price!);
  await expect(booked.filter({ hasText: /^2$/ })).toBeVisible();
  const orders = (await (await page.request.get('/api/order/getAll')).json()) as {
    ledInfo: { ledId: number };
    schedule: { spotsPerLoop: number };
  }[];
  expect(orders[0]!.ledInfo.ledId).toBe(ledId);
  expect(orders[0]!.schedule.spotsPerLoop).toBe(2);
});

test('three screens added from the finder are booked together as one campaign', async ({
  page,
}) => {
  const account = await registerCustomer(page.request);
  await signInThroughApi(page, account);
  await page.goto('/upload');
  const adders = page.getByRole('button', { name: /^Add to campaign: / });
  await expect(adders.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const button = adders.nth(0);
    names.push((await button.getAttribute('aria-label'))!.replace('Add to campaign: ', ''));
    await button.click();
  }
  const tray = page.getByRole('complementary', { name: 'Campaign tray' });
  await expect(tray).toContainText('3 screens in your campaign');
  await expectNoSeriousViolations(page);

  await tray.getByRole('link', { name: 'Book these screens' }).click();
  await expect(page).toHaveURL(/\/campaign$/);
  for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Night 22–02' }).check();
  const total = page.getByTestId('quote-total');
  await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
  const price = await total.textContent();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Book these screens' }).click();

  await expect(page.getByRole('heading', { name: 'Campaign booked' })).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText(price!);
  await expect(page.getByText('Awaiting video')).toHaveCount(3);
  await page
    .getByLabel(`Video for ${names[0]}`)
    .setInputFiles(makeVideoFile('ad.mp4', { seconds: 4, size: '640x360' }));
  await expect(page.getByText('Video sent for review')).toBeVisible();

  const campaigns = (await (await page.request.get('/api/campaigns')).json()) as {
    quote: { totalCents: number };
    orders: { statusCode: number }[];
  }[];
  expect(campaigns).toHaveLength(1);
  expect(campaigns[0]!.orders.map((o) => o.statusCode).sort()).toEqual([0, 6, 6]);
});

test('an operator edits daypart multipliers and a loop, and reads the occupancy calendar', async ({
  page,
}) => {
  await signInThroughApi(page, { email: 'operator@screenspot.ae', password: 'Operator#2024' });
  await page.goto('/admin/booking');
  await expect(page.getByRole('heading', { name: 'Booking' })).toBeVisible();
  const multipliers = page.getByRole('form', { name: 'Daypart multipliers' });
  await expect(multipliers.getByLabel('Evening 16–22')).toHaveValue('1.25');
  await multipliers.getByLabel('Evening 16–22').fill('1.3');
  await multipliers.getByRole('button', { name: 'Save multipliers' }).click();
  await expect(multipliers.getByRole('button', { name: 'Save multipliers' })).toBeDisabled();
  expect(
    ((await (await page.request.get('/api/admin/dayparts')).json()) as { evening: number }).evening,
  ).toBe(1.3);

  const loop = page.getByRole('form', { name: 'Loop settings' });
  await expect(loop.getByLabel('House slots')).not.toHaveValue('');
  const house = await loop.getByLabel('House slots').inputValue();
  await loop.getByLabel('House slots').fill('3');
  await loop.getByRole('button', { name: 'Save loop' }).click();
  await expect(loop.getByRole('button', { name: 'Save loop' })).toBeDisabled();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('columnheader', { name: 'Evening 16–22' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Put the shared e2e database back as it was for the other tests.
  await loop.getByLabel('House slots').fill(house);
  await loop.getByRole('button', { name: 'Save loop' }).click();
  await expect(loop.getByRole('button', { name: 'Save loop' })).toBeDisabled();
  await multipliers.getByLabel('Evening 16–22').fill('1.25');
  await multipliers.getByRole('button', { name: 'Save multipliers' }).click();
  await expect(multipliers.getByRole('button', { name: 'Save multipliers' })).toBeDisabled();
});
