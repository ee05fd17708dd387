import { startStripeDouble, type StripeDouble } from '../apps/api/test/stripe-double';
import { expect, test } from './support/test';
import { demoOperator, registerCustomer, signInThroughApi } from './support/accounts';
import { approvedOrder, dollars } from './support/orders';
import { startService, type RunningService } from './support/service';

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

test('a customer who leaves the card payment unfinished can go back to it from the payment page', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: service.url });
  const operator = await context.newPage();
  await signInThroughApi(operator, demoOperator);
  const account = await registerCustomer(operator.request);
  const customerContext = await browser.newContext({ baseURL: service.url });
  const customer = await customerContext.newPage();
  await signInThroughApi(customer, account);
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

  await context.close();
  await customerContext.close();
});
