import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { signInThroughApi, type TestAccount } from './accounts';
import { makeVideoFile, scheduleFields } from './videos';

/** Made in the embedded development database at start. */
export const demoOperator = { email: 'operator@screenspot.ae', password: 'Operator#2024' };

type Screen = { ledId: number; duration: number };

/** A page of its own for one account, signed in, at the given width. */
export async function signedInPage(
  browser: Browser,
  account: Pick<TestAccount, 'email' | 'password'>,
  width: number,
) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signInThroughApi(page, account);
  return page;
}

/** A booked, uploaded order of the customer, approved by the operator. */
export async function approvedOrder(customer: Page, operator: Page, videoName: string) {
  const screens = (await (await customer.request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.duration >= 10)!;
  const uploaded = await customer.request.post('/api/order', {
    multipart: {
      ledId: String(screen.ledId),
      ...scheduleFields(),
      video: {
        name: videoName,
        mimeType: 'video/mp4',
        buffer: readFileSync(makeVideoFile(videoName, { seconds: 3 })),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const orderId = ((await uploaded.json()) as { id: number }).id;
  const order = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
    schedule: { campaignId: number; totalCents: number };
  };
  expect((await operator.request.post(`/api/admin/orders/${orderId}/approve`)).ok()).toBe(true);
  return { orderId, order, campaignId: order.schedule.campaignId };
}

/** An amount as the customer's pages show it: "$1,250" or "$275.50". */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
