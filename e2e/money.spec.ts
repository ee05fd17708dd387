import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { signedInCustomer } from './support/accounts';
import { makeVideoFile, scheduleFields } from './support/videos';
import { dubaiPlaces, listedScreen } from './support/screens';

test('a $275.50 screen starts from its cheapest daypart’s $41.33 on its card and detail, the order card its own total, and the console $275.50', async ({
  page,
  browser,
}) => {
  // The operator lists a screen at $275.50 a spot.
  const { operator, ledId, name } = await listedScreen(browser, 'Creek Harbour Tower', {
    at: dubaiPlaces.creekHarbour,
    price: 275.5,
    size: '1080x1920',
  });

  // A customer orders it.
  await signedInCustomer(page);
  const video = makeVideoFile('money.mp4', { seconds: 4, size: '360x640' });
  const ordered = await page.request.post('/api/order', {
    multipart: {
      ledId: String(ledId),
      ...(await scheduleFields(page.request, ledId)),
      video: { name: 'money.mp4', mimeType: 'video/mp4', buffer: readFileSync(video) },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);

  await page.goto('/upload');
  await page.getByLabel('Billboard name').pressSequentially(name.slice(0, 20), { delay: 20 });
  // The card's "from" price is one spot for one day in the cheapest daypart: the night has 4 of
  // the 20 open hours at ×0.75, so $275.50 × 4 ÷ 20 × 0.75 = $41.325, $41.33 to the cent.
  const card = page.getByRole('article').filter({ hasText: name }).first();
  await expect(card).toContainText(/From\s*\$41\.33\s*\/ spot a day/);
  await expect(card).not.toContainText('$275.50');

  // The detail starts from the same price and lists each daypart's: morning 4 h at ×1, daytime
  // 6 h at ×0.9 ($74.385, $74.39), night 4 h at ×0.75.
  await page.goto(`/upload/${ledId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Starting from\s*\$41\.33\s*per spot a day/);
  const prices = dialog.getByRole('group', { name: 'Price of one spot for one day, by daypart' });
  await expect(prices).toContainText(/Morning 06–10\s*\$55\.10/);
  await expect(prices).toContainText(/Daytime 10–16\s*\$74\.39/);
  await expect(prices).toContainText(/Night 22–02\s*\$41\.33/);

  await page.goto('/tab/announcment');
  await expect(page.getByText(name).first()).toBeVisible();
  // The card's price is the order's own: its total with VAT, the same as its schedule's total.
  const orderCard = page.getByRole('article').filter({ hasText: name });
  const total = (await orderCard.getByTestId('order-total').locator('bdi').first().textContent())!;
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
  await expect(orderCard.locator('p').filter({ hasText: 'total with VAT' })).toHaveText(
    new RegExp(`^${total.replace(/[$.]/g, '\\$&')}\\s*total with VAT$`),
  );
  await expect(orderCard).not.toContainText('$275.50');

  await operator.goto(`/admin/screens`);
  const row = operator.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$275.50');
});
