import { expect, test, type Page } from './support/test';
import { signedInCustomer } from './support/accounts';
import { invoicedOrder, operatorAndCustomer, paidOrder, uploadedOrder } from './support/orders';
import { seriousViolations } from './support/pages';

// Every public page, and the signed-in pages a customer reaches, in Arabic at a phone's and a
// desktop's width: right to left, nothing wider than the window, no serious or critical axe issue.
const widths = [320, 360, 1440] as const;
const publicPaths = [
  '/',
  '/upload',
  '/contact',
  '/privacypolicy',
  '/termsconditions',
  '/audience-method',
  '/signIn',
  '/signUp',
  '/forgotpassword',
  '/no/such/page',
];
const signedInPaths = [
  '/',
  '/upload',
  '/uploadVideo/1',
  '/recommend',
  '/campaign',
  '/tab/orders',
  '/contact',
];

/** What reaches past the window's edges, named by tag and class, for a readable failure. */
function pastTheEdges(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      let clipped = false;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') clipped = true;
      }
      if (clipped) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1)) {
        found.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      found: found.slice(0, 8),
    };
  });
}

/**
 * The page in Arabic: right to left, within the window, no serious axe issue. `ready` waits for
 * what the page loads after its heading.
 */
async function expectArabicPage(page: Page, path: string, ready?: () => Promise<void>) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await ready?.();
  await page.evaluate(() => document.fonts.ready);
  const edges = await pastTheEdges(page);
  expect(edges.scrollWidth, `${path}: ${edges.found.join(', ')}`).toBeLessThanOrEqual(edges.width);
  expect(await seriousViolations(page), path).toEqual([]);
}

for (const width of widths) {
  test.describe(`Arabic pages at ${width} px`, () => {
    // The landing's tiles fade in; without motion the scan reads their final colours.
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
    });

    test('every public page reads right to left and fits', async ({ page }) => {
      for (const path of publicPaths) await expectArabicPage(page, path);
    });

    test('the signed-in pages read right to left and fit', async ({ page }) => {
      await signedInCustomer(page);
      for (const path of signedInPaths) await expectArabicPage(page, path);
    });
  });
}

test('the landing banner’s illustration has its words in the page’s language', async ({
  browser,
}) => {
  const art = async (language: 'en' | 'ar') => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await context.addInitScript((chosen) => {
      localStorage.setItem('screenspot.language', chosen);
    }, language);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const image = page.locator('#hero-title').locator('xpath=ancestor::section').getByRole('img');
    const drawing = await (await page.request.get((await image.getAttribute('src'))!)).text();
    await context.close();
    return drawing;
  };
  const english = await art('en');
  expect(english).toContain('Spot booked');
  const arabic = await art('ar');
  expect(arabic).toContain('تم الحجز');
  expect(arabic).not.toContain('Spot booked');
});

test('an order’s pages fit a phone in Arabic: the campaign report, bank details, a reason in English', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser, 320, 'ar');
  const { orderId, campaignId } = await paidOrder(customer, operator, 'arabic-report.mp4');
  const invoiced = await invoicedOrder(customer, operator, 'arabic-invoice.mp4');
  const rejectedId = await uploadedOrder(customer, 'arabic-rejected.mp4');
  const reason = 'The video shows a phone number, which roadside screens may not show.';
  expect(
    (
      await operator.request.post(`/api/admin/orders/${rejectedId}/reject`, { data: { reason } })
    ).ok(),
  ).toBe(true);
  const report = (page: Page) => async () => {
    const section = page.getByTestId('campaign-report');
    // The hour grid reads its hours when it comes into view.
    await section.getByTestId('report-hours').scrollIntoViewIfNeeded();
    await expect(section.getByTestId('chart-hours')).toBeVisible();
    // Money as the rest of the Arabic pages write it (ar-AE: 165.38 US$).
    await expect(section.getByTestId('report-spend')).toContainText('US$');
    await expect(section.getByRole('link', { name: 'نسخة PDF للطباعة' })).toBeVisible();
  };
  const pages = [
    [customer, `/campaigns/${campaignId}`, report(customer)],
    [operator, `/admin/orders/${orderId}`, report(operator)],
    [
      customer,
      `/payment?order=${invoiced.orderId}`,
      async () => {
        // Each bank detail has room beside its Arabic name: the IBAN was one letter wide (14 px).
        const iban = customer.getByText(/^AE\d{21}$/);
        expect((await iban.boundingBox())!.width).toBeGreaterThan(60);
      },
    ],
    [
      customer,
      `/order/${rejectedId}`,
      async () => {
        // The operator's English reason keeps its own direction: its full stop stays at its end.
        await expect(customer.locator('bdi', { hasText: reason }).first()).toBeVisible();
      },
    ],
  ] as const;
  for (const [page, path, ready] of pages) {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expectArabicPage(page, path, ready);
    }
  }
});
