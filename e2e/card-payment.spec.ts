import { readFileSync } from 'node:fs';
import { startStripeDouble, type StripeDouble } from '../apps/api/test/stripe-double';
import { expect, test, type Browser } from './support/test';
import { dubaiDay } from './support/dates';
import { demoOperator, registerCustomer, signInThroughApi } from './support/accounts';
import { approvedOrder, dollars } from './support/orders';
import { fullPageShot } from './support/pages';
import { startService, type RunningService } from './support/service';
import { makeVideoFile } from './support/videos';

// Card payments need Stripe: this file runs its own service against the tests' Stripe double.
let stripe: StripeDouble;
let service: RunningService;

test.beforeAll(async () => {
  // A service of its own starts beside the shared one: see startService for how long that may take.
  test.setTimeout(180_000);
  stripe = await startStripeDouble();
  service = await startService({
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_URL: stripe.url,
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(async () => {
  await service?.stop();
  await stripe?.close();
});

/** The demo operator's page and a new customer's, each signed in on this file's service. */
async function operatorAndCustomer(browser: Browser) {
  const operator = await (await browser.newContext({ baseURL: service.url })).newPage();
  await signInThroughApi(operator, demoOperator);
  const account = await registerCustomer(operator.request);
  const customer = await (await browser.newContext({ baseURL: service.url })).newPage();
  await signInThroughApi(customer, account);
  return { operator, customer };
}

test('a customer who leaves the card payment unfinished can go back to it from the payment page', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser);
  const { order, campaignId } = await approvedOrder(customer, operator, 'card.mp4');
  const total = dollars(order.schedule.totalCents);

  await customer.goto(`/payment?campaign=${campaignId}`);
  await customer.getByRole('button', { name: /^Card/ }).click();
  await customer.getByRole('button', { name: /Pay .* by card/ }).click();
  await customer.waitForURL((url) => url.href.startsWith(stripe.url));
  const checkoutUrl = customer.url();

  // Back from Stripe without paying (its cancel link): the amount is still owed, and the
  // unfinished checkout is offered again.
  await customer.goto(`/payment?campaign=${campaignId}`);
  await expect(customer.getByTestId('amount-due')).toHaveText(total);
  await expect(customer.getByText('In a card payment not finished yet')).toBeVisible();
  await expect(customer.getByText('Nothing is awaiting payment')).toHaveCount(0);
  await expect(customer.getByRole('link', { name: 'Finish paying by card' })).toHaveAttribute(
    'href',
    checkoutUrl,
  );
});

/** The first daypart starting three hours or more from now (Dubai): due in less than a day. */
function soonCell(): { date: string; daypart: string } {
  const earliest = Date.now() + 3 * 3_600_000;
  const starts = { morning: 6, daytime: 10, evening: 16, night: 22 } as const;
  for (const days of [0, 1]) {
    const date = dubaiDay(days);
    for (const [daypart, hour] of Object.entries(starts)) {
      if (Date.parse(`${date}T00:00:00Z`) + (hour - 4) * 3_600_000 >= earliest) {
        return { date, daypart };
      }
    }
  }
  throw new Error('no daypart starts within a day');
}

test('a campaign due within a day is offered card only, and the page says why', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser);

  const screens = (await (await customer.request.get('/api/leds/getAll')).json()) as {
    ledId: number;
    duration: number;
  }[];
  const screen = screens.find((s) => s.duration >= 10)!;
  const { date, daypart } = soonCell();
  const uploaded = await customer.request.post('/api/order', {
    multipart: {
      ledId: String(screen.ledId),
      startDate: date,
      endDate: date,
      dayparts: daypart,
      spotsPerLoop: '1',
      video: {
        name: 'soon.mp4',
        mimeType: 'video/mp4',
        buffer: readFileSync(makeVideoFile('soon.mp4', { seconds: 3 })),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const order = (await uploaded.json()) as { id: number; schedule: { campaignId: number } };
  expect((await operator.request.post(`/api/admin/orders/${order.id}/approve`)).ok()).toBe(true);

  await customer.goto(`/payment?campaign=${order.schedule.campaignId}`);
  const reason = customer.getByTestId('card-only-reason');
  await expect(reason).toContainText('Bank transfer is not offered');
  await expect(reason).toContainText('(Dubai time)');
  await expect(customer.getByRole('button', { name: /^Bank transfer/ })).toBeDisabled();
  await expect(customer.getByRole('button', { name: /^Card/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(customer.getByRole('button', { name: /Pay .* by card/ })).toBeEnabled();
  await fullPageShot(customer, 'payment-card-only');
});
