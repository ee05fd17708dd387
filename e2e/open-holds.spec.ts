import { expect, test } from './support/test';
import { registerCustomer, signInThroughApi, demoOperator } from './support/accounts';
import { expectNoHorizontalScroll, fullPageShot, localPage } from './support/pages';
import { signedInPage } from './support/orders';
import { scheduleFields } from './support/videos';

type Screen = { ledId: number; duration: number };

for (const width of [1440, 360]) {
  test(`an operator sees a customer's open holds and releases one (${width} px)`, async ({
    browser,
  }) => {
    const operator = await localPage(browser, width);
    await signInThroughApi(operator, demoOperator);
    const companyName = `Hoarding Holdings ${Date.now().toString(36)}`;
    const account = await registerCustomer(operator.request, { companyName });
    const customer = await localPage(browser, width);
    await signInThroughApi(customer, account);

    // Two screens in one campaign, booked and left without a video: two open holds.
    const screens = (await (await customer.request.get('/api/leds/getAll')).json()) as Screen[];
    const items = [];
    for (const screen of screens.slice(0, 2)) {
      const fields = await scheduleFields(customer.request, screen.ledId);
      items.push({ ledId: screen.ledId, ...fields, dayparts: [fields.dayparts], spotsPerLoop: 1 });
    }
    const booked = await customer.request.post('/api/campaigns', { data: { items } });
    expect(booked.status()).toBe(201);
    const [kept, released] = ((await booked.json()) as { orders: { orderId: number }[] }).orders;

    await operator.goto('/admin/holds');
    const group = operator.getByRole('listitem').filter({
      has: operator.getByRole('heading', { name: companyName }),
    });
    await expect(group.getByRole('listitem', { name: `Order #${kept!.orderId}` })).toBeVisible();
    const row = group.getByRole('listitem', { name: `Order #${released!.orderId}` });
    await expect(row).toBeVisible();
    await expect(group.getByText('1 unpaid campaign')).toBeVisible();
    await expect(row.getByText(/held until .* \(Dubai time\)/)).toBeVisible();
    await expectNoHorizontalScroll(operator, width);
    await fullPageShot(operator, `open-holds-${width}`);

    await row
      .getByRole('button', { name: `Release the hold of order #${released!.orderId}` })
      .click();
    await row.getByRole('button', { name: 'Release the spots' }).click();
    await expect(row).toHaveCount(0);
    await expect(group.getByRole('listitem', { name: `Order #${kept!.orderId}` })).toBeVisible();

    // The customer's order is cancelled, and its history names the release.
    const history = (await (
      await customer.request.get(`/api/order/${released!.orderId}/history`)
    ).json()) as { statusCode: number; reason: string | null }[];
    expect(history.at(-1)).toMatchObject({
      statusCode: 5,
      reason: 'Hold released by an operator',
      by: 'operator',
    });

    // The history keeps the reason by key: the order page words it in Arabic for an Arabic reader.
    const arabic = await signedInPage(browser, account, width, 'ar');
    await arabic.goto(`/order/${released!.orderId}`);
    await expect(arabic.getByText('ألغى أحد المشغّلين الحجز')).toBeVisible();
    await expect(arabic.getByText('Hold released by an operator')).toHaveCount(0);
    await expectNoHorizontalScroll(arabic, width);
    await fullPageShot(arabic, `open-holds-history-ar-${width}`);
  });
}
