import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { startStripeDouble, type StripeDouble } from './stripe-double';

/**
 * A file's service that takes card payments through the stand-in, with the webhook secret its
 * events are signed with; both started before the file's tests and closed after them.
 */
export function useCardTestApp(webhookSecret: string) {
  const stripeDouble = {} as StripeDouble;
  const t = {} as TestApp;
  beforeAll(async () => {
    await startStripeDouble(stripeDouble);
    Object.assign(
      t,
      await buildTestApp({
        STRIPE_SECRET_KEY: 'sk_test_screenspot',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripeDouble.url,
      }),
    );
  });
  afterAll(async () => {
    await t.close?.();
    await stripeDouble.close?.();
  });
  return { t, stripeDouble, db: () => t.database.db };
}
