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
  await customer.locator('input[type="file"]').setInputFiles(video);
  // A real-estate advert waits for its RERA approval reference.
  await expect(customer.getByRole('button', { name: 'Submit for Approval' })).toHaveCount(0);
  await customer.getByLabel(/RERA .* approval reference/).fill('RERA-2026-0077');
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
  await customer.context().close();
  await operator.context().close();
  await arabic.context().close();
});
