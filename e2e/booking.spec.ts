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
