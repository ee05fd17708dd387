import { expect, test, type Browser, type Page } from './support/test';
import {
  demoOperator,
  registerCustomer,
  signInThroughApi,
  type TestAccount,
} from './support/accounts';
import { uploadOrder } from './support/orders';

/** Made in the embedded development database at start. */
// Well under the pages' own polling (15 s for notifications, 30 s for the queue, none for orders):
// passing within it means the change came over the live stream.
const live = { timeout: 5_000 };

async function signedInPage(browser: Browser, account: Pick<TestAccount, 'email' | 'password'>) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signInThroughApi(page, account);
  return page;
}

async function waitForStream(page: Page) {
  await page.waitForResponse((res) => res.url().endsWith('/api/events') && res.status() === 200);
}

test('an upload shows up in the open moderation queue, and a decision on the customer’s open pages', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const operator = await signedInPage(browser, demoOperator);
  const streamed = waitForStream(operator);
  await operator.goto('/admin');
  await expect(operator.getByRole('heading', { name: /queue/i }).first()).toBeVisible();
  await streamed;

  const account = await registerCustomer(operator.request);
  const customer = await signedInPage(browser, account);
  const customerStream = waitForStream(customer);
  await customer.goto('/tab/announcment');
  await customerStream;

  const order = await uploadOrder(customer.request, 'live.mp4');
  const inQueue = operator.getByRole('button', { name: new RegExp(`#${order.id} ·`) });
  await expect(inQueue).toBeVisible(live);
  // The customer's order list (another tab would do the same) shows it too.
  await expect(customer.getByRole('article')).toHaveCount(1, live);

  const decided = await operator.request.post(`/api/admin/orders/${order.id}/approve`);
  expect(decided.ok()).toBe(true);
  await expect(inQueue).toHaveCount(0, live);
  await expect(customer.getByTestId('unread-count').first()).toHaveText(/1/, live);
  await expect(customer.getByRole('article').first()).not.toContainText('Under review', live);
});

test('closing the notification modal marks the notification it showed as read', async ({
  browser,
}) => {
  const account = await registerCustomer(
    (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).request,
  );
  const operator = await signedInPage(browser, demoOperator);
  const customer = await signedInPage(browser, account);
  const order = await uploadOrder(customer.request, 'live.mp4');
  await operator.request.post(`/api/admin/orders/${order.id}/reject`, {
    data: { reason: 'The text is too small to read' },
  });

  await customer.goto('/tab/notification');
  const modal = customer.getByRole('dialog');
  await expect(modal).toContainText('The text is too small to read.');
  await expect(customer.getByTestId('unread-count').first()).toHaveText(/1/);
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(modal).toHaveCount(0);
  await expect(customer.getByTestId('unread-count')).toHaveCount(0);
  const list = (await (await customer.request.get('/api/notification/getAll')).json()) as {
    isRead: boolean;
  }[];
  expect(list.map((n) => n.isRead)).toEqual([true]);
  // It stays read after a reload.
  await customer.reload();
  await expect(customer.getByRole('dialog')).toHaveCount(0);
});
