import { expect, test, type Browser, type Page } from './support/test';
import { demoOperator, signedInCustomer, signInThroughApi } from './support/accounts';
import {
  invoicedOrder,
  operatorAndCustomer,
  paidOrder,
  recordTransfer,
  uploadedOrder,
} from './support/orders';
import { localPage, seriousViolations } from './support/pages';

/**
 * The operator console in Arabic, page by page, at 1440 and 360 px: right to left, Arabic texts,
 * nothing wider than the window, and no serious or critical axe violation.
 * SCREENSHOTS=<folder> keeps a full-page screenshot of each for a look by eye.
 */

async function arabicOperator(browser: Browser, width: number): Promise<Page> {
  const page = await localPage(browser, width);
  await page.context().addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
  await signInThroughApi(page, demoOperator);
  return page;
}

/** An order under review, so the queue, the review panel and an order's page have content. */
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInCustomer(page);
  await uploadedOrder(page, 'arabic.mp4');
  await context.close();
});

/** The console's main pages with the Arabic heading each shows. */
async function consolePages(page: Page) {
  const orders = (await (await page.request.get('/api/admin/orders?size=1')).json()) as {
    items: { id: number }[];
  };
  const screens = (await (await page.request.get('/api/admin/screens?size=1')).json()) as {
    items: { id: number }[];
  };
  const customers = (await (await page.request.get('/api/admin/customers?size=1')).json()) as {
    items: { id: number }[];
  };
  const list: { path: string; heading: string | RegExp }[] = [
    { path: '/admin', heading: 'المراجعة' },
    { path: '/admin/orders', heading: 'الطلبات' },
    { path: '/admin/screens', heading: 'الشاشات' },
    { path: '/admin/segments', heading: /./ },
    { path: '/admin/booking', heading: 'الحجز' },
    { path: '/admin/invoices', heading: 'الفواتير' },
    { path: '/admin/customers', heading: 'العملاء' },
    { path: '/admin/contact', heading: 'طلبات التواصل' },
    { path: '/admin/content', heading: 'المحتوى' },
    { path: '/admin/security', heading: 'الأمان' },
  ];
  if (orders.items[0]) {
    list.push({ path: `/admin/orders/${orders.items[0].id}`, heading: /^الطلب #\d+$/ });
  }
  if (screens.items[0]) list.push({ path: `/admin/screens/${screens.items[0].id}`, heading: /./ });
  if (customers.items[0]) {
    list.push({ path: `/admin/customers/${customers.items[0].id}`, heading: /./ });
  }
  return list;
}

for (const width of [1440, 360]) {
  test(`the console reads right to left in Arabic at ${width} px, with no serious axe violations`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await arabicOperator(browser, width);
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/admin/orders?size=1');
        return ((await res.json()) as { total: number }).total;
      })
      .toBeGreaterThan(0);
    for (const { path, heading } of await consolePages(page)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        if (process.env.SCREENSHOTS) {
          const name = path.replace(/\//g, '_').replace(/^_/, '') || 'admin';
          await page.screenshot({
            path: `${process.env.SCREENSHOTS}/${name}-${width}.png`,
            fullPage: true,
          });
        }
        expect(await seriousViolations(page), path).toEqual([]);
      });
    }
  });
}

test('in Arabic: the video checks of an order read in Arabic, their figures as measured', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signedInCustomer(customer);
  // Every upload is a 3-second video on a longer slot: a maximum, so the duration check passes.
  const orderId = await uploadedOrder(customer, 'checks.mp4');
  await context.close();
  const page = await arabicOperator(browser, 1440);
  await page.goto(`/admin/orders/${orderId}`);
  const checks = page.getByRole('list', { name: 'فحوصات المادة الإعلانية' });
  await expect(checks.getByText('المدة', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(checks.getByText(/\d+ ث كحد أقصى/)).toBeVisible();
  await expect(checks.getByText(/40 ميغابت\/ث على الأكثر/)).toBeVisible();
  await expect(checks.locator('bdi', { hasText: '3.0 s' })).toBeVisible();
  await expect(checks.getByText(/Duration|at most \d+ s|at most 40/)).toHaveCount(0);
});

test('in Arabic: the day a transfer arrived reads as a date in Arabic', async ({ browser }) => {
  const { operator, customer } = await operatorAndCustomer(browser, 1440, 'ar');
  const { invoiceNumber } = await invoicedOrder(customer, operator, 'transfer.mp4');
  // Part of the amount, so the invoice stays among the unpaid ones the page opens on.
  await recordTransfer(operator, invoiceNumber, 1000, 'FT-AR-1');
  await operator.goto('/admin/invoices');
  const row = operator.getByRole('listitem', { name: `الفاتورة ${invoiceNumber}` });
  const transfer = row.getByRole('listitem').filter({ hasText: 'FT-AR-1' });
  await expect(transfer).toHaveText(/في \d{1,2} [\u0600-\u06FF]+ \d{4}/);
  await expect(transfer).not.toHaveText(/\d{4}-\d{2}-\d{2}/);
});

test('in Arabic: an order’s changes read in Arabic, a customer’s words in their own direction', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser, 1440, 'ar');
  const { orderId } = await paidOrder(customer, operator, 'changes.mp4');
  expect((await customer.request.post(`/api/order/${orderId}/pause`)).ok()).toBe(true);
  expect((await customer.request.post(`/api/order/${orderId}/resume`)).ok()).toBe(true);
  await operator.goto(`/admin/orders/${orderId}`);
  const changes = operator.getByRole('region', { name: 'التغييرات' });
  await expect(changes.getByRole('listitem').first()).toContainText('إيقاف مؤقت');
  await expect(changes.getByRole('listitem').last()).toContainText('استئناف العرض');
  await expect(changes).not.toContainText('Paused');
});
