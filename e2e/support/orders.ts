import { readFileSync } from 'node:fs';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  demoOperator,
  markedSignedIn,
  registerCustomer,
  signInThroughApi,
  type TestAccount,
} from './accounts';
import { makeVideoFile, scheduleFields } from './videos';

type Screen = { ledId: number; billboardName: string; duration: number };

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The demo operator's session on the shared service, signed in once per worker and then handed to
 * each new context as its stored state: these tests are not about signing in.
 */
let operatorSession: SessionState | null = null;

/** A page of its own for one account, signed in, at the given width (in Arabic, if asked). */
export async function signedInPage(
  browser: Browser,
  account: Pick<TestAccount, 'email' | 'password'>,
  width: number,
  language: 'en' | 'ar' = 'en',
) {
  const shared = account.email === demoOperator.email ? operatorSession : null;
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width, height: 900 },
    acceptDownloads: true,
    ...(shared ? { storageState: shared } : {}),
  });
  if (language === 'ar') {
    await context.addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
  }
  const page = await context.newPage();
  if (shared) {
    await markedSignedIn(page);
  } else {
    await signInThroughApi(page, account);
    if (account.email === demoOperator.email) operatorSession = await context.storageState();
  }
  return page;
}

/** The demo operator's page and a new customer's, each signed in at the given width. */
export async function operatorAndCustomer(
  browser: Browser,
  width: number,
  language: 'en' | 'ar' = 'en',
) {
  const operator = await signedInPage(browser, demoOperator, width, language);
  const account = await registerCustomer(operator.request);
  const customer = await signedInPage(browser, account, width, language);
  return { operator, account, customer };
}

/** A new order: a 3-second video uploaded to a screen whose slot takes it; its id and screen. */
export async function uploadOrder(
  request: APIRequestContext,
  videoName: string,
): Promise<{ id: number; screen: Screen }> {
  const screens = (await (await request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.duration >= 10)!;
  const uploaded = await request.post('/api/order', {
    multipart: {
      ledId: String(screen.ledId),
      ...(await scheduleFields(request, screen.ledId)),
      video: {
        name: videoName,
        mimeType: 'video/mp4',
        buffer: readFileSync(makeVideoFile(videoName, { seconds: 3 })),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  return { id: ((await uploaded.json()) as { id: number }).id, screen };
}

/** The customer's new order, uploaded as in `uploadOrder`: its id. */
export async function uploadedOrder(customer: Page, videoName: string): Promise<number> {
  return (await uploadOrder(customer.request, videoName)).id;
}

/** A booked, uploaded order of the customer, approved by the operator. */
export async function approvedOrder(customer: Page, operator: Page, videoName: string) {
  const orderId = await uploadedOrder(customer, videoName);
  const order = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
    schedule: { campaignId: number; totalCents: number };
  };
  expect((await operator.request.post(`/api/admin/orders/${orderId}/approve`)).ok()).toBe(true);
  return { orderId, order, campaignId: order.schedule.campaignId };
}

/** A bank transfer for an invoice, received today, recorded by the operator in the console. */
export async function recordTransfer(
  operator: Page,
  invoiceNumber: string,
  amountCents: number,
  reference: string,
) {
  const recorded = await operator.request.post(`/api/admin/invoices/${invoiceNumber}/transfers`, {
    data: { amountCents, receivedOn: new Date().toISOString().slice(0, 10), reference },
  });
  expect(recorded.ok()).toBe(true);
}

/** An approved order whose campaign the customer chose to pay by invoice: the invoice's number. */
export async function invoicedOrder(customer: Page, operator: Page, videoName: string) {
  const approved = await approvedOrder(customer, operator, videoName);
  const paying = await customer.request.post(`/api/campaigns/${approved.campaignId}/payment`, {
    data: { method: 'invoice' },
  });
  expect(paying.ok()).toBe(true);
  const { invoiceNumber } = (await paying.json()) as { invoiceNumber: string };
  return { ...approved, invoiceNumber };
}

/** An approved order, invoiced and paid in full by a bank transfer the operator recorded. */
export async function paidOrder(customer: Page, operator: Page, videoName: string) {
  const invoiced = await invoicedOrder(customer, operator, videoName);
  await recordTransfer(
    operator,
    invoiced.invoiceNumber,
    invoiced.order.schedule.totalCents,
    'SSP-e2e',
  );
  return invoiced;
}

/** An order placed by the signed-in customer, with the moment the service stamped on it. */
export async function placedOrder(request: APIRequestContext, videoName: string) {
  const order = await uploadOrder(request, videoName);
  const { createdAt } = (await (await request.get(`/api/order/${order.id}`)).json()) as {
    createdAt: string;
  };
  return { ...order, createdAt };
}

/** A moment's clock ("23:40", or "23:40:05" with seconds) at an offset from UTC. */
export const clockAt = (at: string, offsetHours: number, seconds = false) =>
  new Date(Date.parse(at) + offsetHours * 3_600_000).toISOString().slice(11, seconds ? 19 : 16);

/** An amount as the customer's pages show it: "$1,250" or "$275.50". */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
