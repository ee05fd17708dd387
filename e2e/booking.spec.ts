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
