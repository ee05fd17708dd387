import { expect, test, type APIRequestContext, type Browser } from './support/test';
import {
  demoOperator,
  registerCustomer,
  signedInCustomer,
  signInThroughApi,
} from './support/accounts';
import { clockAt, placedOrder, uploadOrder } from './support/orders';
import {
  dayIn,
  expectNoHorizontalScroll,
  fullPageShot,
  pageInZone,
  pageOnAnotherDay,
} from './support/pages';

async function operatorRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await context.request.post('/api/login', {
    form: { username: demoOperator.email, password: demoOperator.password },
  });
  expect(res.ok()).toBe(true);
  return context.request;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`a customer follows an order from upload to approval at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await signedInCustomer(page);
    const order = await uploadOrder(page.request, 'follow.mp4');

    await page.goto(`/received?order=${order.id}`);
    await expect(page.getByText(`Your order number is #${order.id}.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'What happens next' })).toBeVisible();

    await page.goto('/tab/announcment');
    const card = page.getByRole('article').first();
    await expect(card.getByText(`Order #${order.id}`)).toBeVisible();
    const review = card.getByText('Under review', { exact: true });
    await expect(review).toHaveClass(/status-green/);
    await expect(review.locator('svg')).toHaveAttribute('data-icon', 'clock');

    // Not approved yet: nothing to pay.
    await page.goto(`/payment?order=${order.id}`);
    await expect(
      page.getByRole('heading', { name: 'This order cannot be paid yet' }),
    ).toBeVisible();
    await expect(page.getByText('Total Amount Due')).toHaveCount(0);

    const operator = await operatorRequest(browser);
    expect((await operator.post(`/api/admin/orders/${order.id}/approve`)).ok()).toBe(true);

    await page.goto('/tab/announcment');
    const approved = card.getByText('Approved, awaiting payment');
    await expect(approved).toHaveClass(/status-green/);
    await expect(approved.locator('svg').first()).toHaveAttribute('data-icon', 'check');
    await card.getByRole('link', { name: `View order #${order.id}` }).click();

    await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
    await expect(page.getByText(`Order #${order.id}`).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(order.screen.billboardName);
    await expect(page.getByLabel(`Your video for ${order.screen.billboardName}`)).toBeVisible();
    await expect(page.getByText('Screen’s day price of a spot (all dayparts)')).toBeVisible();
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').nth(0)).toContainText('Under review');
    await expect(history.getByRole('listitem').nth(1)).toContainText('Approved, awaiting payment');
    await expect(history.locator('time')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/payment?order=${order.id}`,
    );
    await expectNoHorizontalScroll(page, viewport.width);
    await fullPageShot(page, `order-page-${viewport.width}`);
  });
}

test('a rejected order shows its reason and offers a new upload; its notification links to it', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page);
  const order = await uploadOrder(page.request, 'follow.mp4');
  const operator = await operatorRequest(browser);
  await operator.post(`/api/admin/orders/${order.id}/reject`, {
    data: { reason: 'The logo flashes too fast.' },
  });

  await page.goto('/tab/announcment');
  const card = page.getByRole('article').first();
  await expect(card.getByText('The logo flashes too fast.')).toBeVisible();
  await expect(card.getByText('Rejected', { exact: true })).toHaveClass(/status-red/);
  // A new video for the same order, on its page: not a new booking.
  await expect(card.getByRole('link', { name: 'Upload a new video' })).toHaveAttribute(
    'href',
    `/order/${order.id}#new-video`,
  );

  await page.goto('/tab/notification');
  const modal = page.getByRole('dialog');
  // A rejection in words only is filed under the owner's policy, whose explanation comes first;
  // then the operator's note, with one full stop after it, never two.
  await expect(modal).toContainText("Reason: Screen owner's policy:");
  await expect(modal).toContainText('The logo flashes too fast. You are welcome');
  await modal.getByRole('link', { name: `View order #${order.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(page.getByRole('link', { name: 'Upload a new video' })).toBeVisible();
});

test('another customer’s order page is not found', async ({ page, browser }) => {
  const owner = await registerCustomer(page.request);
  const ownerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await ownerContext.request.post('/api/login', {
    form: { username: owner.email, password: owner.password },
  });
  const order = await uploadOrder(ownerContext.request, 'follow.mp4');
  await signedInCustomer(page);
  await page.goto(`/order/${order.id}`);
  await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
});

test('an order’s moments read in Dubai time, like its dates, in a browser on Bogotá time (UTC−5 all year)', async ({
  browser,
}) => {
  const page = await pageInZone(browser, 'America/Bogota');
  await signedInCustomer(page);
  const order = await placedOrder(page.request, 'zone.mp4');
  const clock = (offsetHours: number) => clockAt(order.createdAt, offsetHours);
  await page.goto(`/order/${order.id}`);
  const placed = page.getByText('Placed').locator('xpath=following-sibling::dd');
  await expect(placed).toContainText(`${clock(4)} (Dubai)`);
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.locator('time').first()).toContainText(`${clock(4)} (Dubai)`);
  await expect(page.getByText(clock(-5))).toHaveCount(0);
});

test('an order’s card gives the day it was placed in Dubai, in a browser whose date differs', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const account = await signedInCustomer(setup);
  const { id, createdAt } = await placedOrder(setup.request, 'card-day.mp4');
  await setup.context().close();
  const page = await pageOnAnotherDay(browser, createdAt);
  await signInThroughApi(page, account);
  await page.goto('/tab/announcment');
  const card = page.getByRole('article').filter({ hasText: `Order #${id}` });
  await expect(card).toContainText(`Created ${dayIn('Asia/Dubai', createdAt)}`);
});
