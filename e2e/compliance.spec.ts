// What an advert is and why it was refused: the brand and category asked at upload, shown to the
// moderator with the prior approval's reference, and a rejection by reason code read in Arabic.
import { reasonCodes } from '@screenspot/contracts/compliance';
import { expect, test } from './support/test';
import { registerCustomer } from './support/accounts';
import { signedInPage } from './support/orders';
import { demoOperator } from './support/accounts';
import { makeVideoFile } from './support/videos';

type Screen = { ledId: number; billboardName: string; duration: number };

test('a rejection by reason code reaches the customer in Arabic, with the advert shown to the moderator', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const video = makeVideoFile('compliance-ad.mp4', { seconds: 4, size: '640x360' });
  const operator = await signedInPage(browser, demoOperator, 1440);
  const account = await registerCustomer(operator.request);
  const customer = await signedInPage(browser, account, 1440);

  const screens = (await (await customer.request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.duration >= 10)!;
  await customer.goto(`/uploadVideo/${screen.ledId}`);
  await customer.getByLabel('Brand or advertiser').fill('Emaar Properties');
  await customer.getByLabel('Category').selectOption('real-estate');
  await customer.locator('input[type="file"][accept*="video"]').setInputFiles(video);
  // A real-estate advert waits for its RERA approval reference.
  await expect(customer.getByRole('button', { name: 'Submit for Approval' })).toHaveCount(0);
  await customer.getByLabel(/RERA .* approval reference/).fill('RERA-2026-0077');
  await customer.screenshot({ path: 'test-results/compliance-upload-1440.png', fullPage: true });
  await customer.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(customer).toHaveURL(/\/received/);
  const orders = (await (
    await customer.request.get('/api/order/getAll?page=0&size=10')
  ).json()) as { id: number }[];
  const orderId = orders[0]!.id;

  await operator.goto('/admin');
  await operator.getByRole('button', { name: new RegExp(`#${orderId} ·`) }).click();
  const review = operator.getByRole('region', {
    name: `Order #${orderId} · ${screen.billboardName}`,
  });
  await expect(review.getByText('Emaar Properties')).toBeVisible();
  await expect(review.getByTestId('approval-ref')).toHaveText('RERA-2026-0077');
  await review.getByRole('button', { name: 'Reject…' }).click();
  const dialog = operator.getByRole('dialog', { name: `Reject order #${orderId}?` });
  await dialog.getByLabel('Reason code').selectOption('LANG-AR');
  // The operator sees what the customer will read, in both languages.
  await expect(dialog.getByText(reasonCodes['LANG-AR'].ar)).toBeVisible();
  await dialog.screenshot({ path: 'test-results/compliance-reject-dialog-1440.png' });
  await dialog.getByRole('button', { name: 'Reject video' }).click();
  await expect(operator.getByText(`Order #${orderId} rejected.`)).toBeVisible();

  // The console's report counts it under its code.
  await operator.goto('/admin/rejections');
  await expect(operator.locator('tr[data-code="LANG-AR"]').first()).toBeVisible();

  const arabic = await signedInPage(browser, account, 360, 'ar');
  await arabic.goto(`/order/${orderId}`);
  const reason = arabic.locator('[data-reason-code="LANG-AR"]');
  await expect(reason).toBeVisible();
  const explained = reason.locator('p[lang="ar"]');
  await expect(explained).toContainText(reasonCodes['LANG-AR'].title.ar);
  await expect(explained).toContainText(reasonCodes['LANG-AR'].ar);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await arabic.screenshot({ path: 'test-results/compliance-rejection-ar-360.png', fullPage: true });
  await operator.screenshot({ path: 'test-results/compliance-report-1440.png', fullPage: true });
});

test("an operator blocks a category on a screen, and the finder follows the owner's rule", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const operator = await signedInPage(browser, demoOperator, 1440);
  const screens = (await (await operator.request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.duration >= 10)!;
  await operator.goto(`/admin/screens/${screen.ledId}`);
  const panel = operator.getByRole('region', { name: 'Category rules' });
  await expect(panel).toBeVisible();
  const blocked = panel.getByRole('group', { name: 'Blocked categories' });
  await blocked
    .getByLabel('Gambling')
    .count()
    .then((n) => expect(n).toBe(0));
  await blocked.getByLabel('Telecom').check();
  await panel.getByRole('button', { name: 'Save rules' }).click();
  await expect(panel.getByText('Category rules saved.')).toBeVisible();
  await panel.screenshot({ path: 'test-results/compliance-rules-1440.png' });

  const rules = await operator.request.get(`/api/admin/screens/${screen.ledId}/category-rules`);
  expect(((await rules.json()) as { blockedCategories: string[] }).blockedCategories).toContain(
    'telecom',
  );
  const finder = async (accepts: string) =>
    (
      (await (await operator.request.get(`/api/leds/getAll?accepts=${accepts}`)).json()) as Screen[]
    ).map((s) => s.ledId);
  await expect.poll(() => finder('telecom')).not.toContain(screen.ledId);
  expect(await finder('retail')).toContain(screen.ledId);

  // The finder's own filter, in Arabic on a phone.
  const arabic = await signedInPage(browser, demoOperator, 360, 'ar');
  await arabic.goto('/upload?accepts=telecom');
  await expect(arabic.locator('#finder-accepts')).toHaveValue('telecom');
  await arabic.screenshot({ path: 'test-results/compliance-finder-ar-360.png' });
  await arabic.goto(`/uploadVideo/${screen.ledId}`);
  await arabic.locator('select[name="category"]').selectOption('health');
  await expect(arabic.locator('input[name="approvalRef"]')).toBeVisible();
  await arabic.locator('input[name="approvalRef"]').scrollIntoViewIfNeeded();
  await arabic.screenshot({ path: 'test-results/compliance-upload-ar-360.png' });
  expect(
    await arabic.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);

  await blocked.getByLabel('Telecom').uncheck();
  await panel.getByRole('button', { name: 'Save rules' }).click();
  await expect(panel.getByText('Category rules saved.')).toBeVisible();
});
