import { expect, test, type Locator } from './support/test';
import { signedInCustomer } from './support/accounts';
import { operatorAndCustomer, paidOrder } from './support/orders';

/** How far `inner` sits inside `card` on its start side, in CSS pixels. */
async function insetFromStart(card: Locator, inner: Locator): Promise<number> {
  const [outer, content] = [await card.boundingBox(), await inner.boundingBox()];
  return content!.x - outer!.x;
}

for (const width of [1440, 360]) {
  test(`at ${width} px: the order page's delivery card keeps its heading and table inside its padding`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { operator, customer } = await operatorAndCustomer(browser, width);
    const { orderId } = await paidOrder(customer, operator, 'padding.mp4');

    await customer.goto(`/order/${orderId}`);
    const delivery = customer.getByRole('region', { name: 'Delivery' });
    await expect(delivery.getByTestId('delivery-total')).toBeVisible();
    expect(
      await insetFromStart(delivery, delivery.getByRole('heading', { name: 'Delivery' })),
    ).toBeGreaterThanOrEqual(12);
    expect(await insetFromStart(delivery, delivery.getByRole('table'))).toBeGreaterThanOrEqual(12);
  });
}

test('at 360 px: an empty campaign keeps its message and link inside the card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signedInCustomer(page);
  await page.goto('/campaign');
  const message = page.getByText('Your campaign has no screens yet.');
  await expect(message).toBeVisible();
  const card = page.locator('.card').filter({ has: message });
  expect(await insetFromStart(card, message)).toBeGreaterThanOrEqual(12);
  expect(
    await insetFromStart(card, card.getByRole('link', { name: 'Find screens' })),
  ).toBeGreaterThanOrEqual(12);
});
