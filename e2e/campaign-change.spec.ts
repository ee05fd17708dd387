import { addDays } from '@screenspot/contracts/booking';
import { expect, test } from './support/test';
import { dollars, operatorAndCustomer, paidOrder } from './support/orders';

test('a paid order’s campaign is extended by days: priced first, then booked in the same campaign', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { operator, customer } = await operatorAndCustomer(browser, 1440);
  const { orderId, campaignId } = await paidOrder(customer, operator, 'change.mp4');
  const order = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
    schedule: { endDate: string };
  };
  const newLastDay = addDays(order.schedule.endDate, 3);

  await customer.goto(`/order/${orderId}`);
  await customer.getByRole('button', { name: 'Extend or add screens' }).click();
  const form = customer.getByRole('region', { name: 'Extend or add screens' });
  await expect(form.getByRole('radio', { name: 'More days for its screens' })).toBeChecked();
  await form.getByLabel('New last day').fill(newLastDay);

  // The price shown is the server's quote of exactly this change.
  const priced = await customer.request.post(`/api/campaigns/${campaignId}/changes/quote`, {
    data: { kind: 'extend', endDate: newLastDay },
  });
  const { totalCents } = (await priced.json()) as { totalCents: number };
  // The form asks for its quote after typing settles; on a loaded machine that has taken over 15 s.
  await expect(form.getByTestId('quote-total')).toHaveText(dollars(totalCents), {
    timeout: 30_000,
  });
  await customer.screenshot({ path: 'test-results/campaign-change-1440.png', fullPage: true });
  await customer.setViewportSize({ width: 360, height: 900 });
  await customer.screenshot({ path: 'test-results/campaign-change-360.png', fullPage: true });

  await form.getByRole('button', { name: 'Book this change' }).click();
  const booked = customer.getByRole('status').filter({ hasText: 'Change booked' });
  await expect(booked).toBeVisible();
  const link = booked.getByRole('link', { name: /^Order #\d+/ });
  await expect(booked).toContainText('Under review');

  const campaign = (await (await customer.request.get(`/api/campaigns/${campaignId}`)).json()) as {
    orders: { orderId: number; statusCode: number }[];
  };
  expect(campaign.orders.map((o) => o.statusCode)).toEqual([2, 0]);
  await link.click();
  await expect(customer).toHaveURL(`/order/${campaign.orders[1]!.orderId}`);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();

  // The campaign's own page offers the same action, and lists the change's order with the paid one.
  await customer.goto(`/campaigns/${campaignId}`);
  await expect(customer.getByRole('button', { name: 'Extend or add screens' })).toBeVisible();
  await customer.screenshot({ path: 'test-results/campaign-change-home-360.png' });
  await expect(
    customer.locator(`a[href="/order/${campaign.orders[1]!.orderId}"]`).first(),
  ).toBeVisible();
});

test('in Arabic at 360 px, the change form reads in Arabic and prices the change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { operator, customer } = await operatorAndCustomer(browser, 360, 'ar');
  const { orderId } = await paidOrder(customer, operator, 'change-ar.mp4');
  await customer.goto(`/order/${orderId}`);
  await customer.getByRole('button', { name: 'التمديد أو إضافة شاشات' }).click();
  const form = customer.getByRole('region', { name: 'التمديد أو إضافة شاشات' });
  await expect(form.getByRole('radio', { name: 'أيام إضافية لشاشاتها' })).toBeChecked();
  await expect(form.getByTestId('quote-total')).toBeVisible();
  await expect(form.getByRole('button', { name: 'احجز هذا التعديل' })).toBeEnabled();
  await form.screenshot({ path: 'test-results/campaign-change-ar-360.png' });
});
