import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/test';
import { registerCustomer, signInThroughApi, type TestAccount } from './support/accounts';
import { makeVideoFile, scheduleFields } from './support/videos';

/** Made in the embedded development database at start. */
const demoOperator = { email: 'operator@screenspot.ae', password: 'Operator#2024' };

type Screen = { ledId: number; duration: number };

async function arabicPage(
  browser: Browser,
  account: Pick<TestAccount, 'email' | 'password'>,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width, height: 900 },
  });
  await context.addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
  const page = await context.newPage();
  await signInThroughApi(page, account);
  return page;
}

async function expectArabicLayout(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Nothing of the page's own content reaches past the window's edges (no sideways scroll).
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        // What a clipping or scrolling box holds cannot scroll the page.
        for (
          let box = element.parentElement;
          box && box !== document.body;
          box = box.parentElement
        ) {
          if (getComputedStyle(box).overflowX !== 'visible') return false;
        }
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > width + 1);
      })
      .map((element) => `${element.tagName} ${element.closest('[class]')?.className ?? ''}`);
  });
  expect(outside, 'elements past the edge of the window').toEqual([]);
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

/** Presses Tab until the focused element matches the selector, as a keyboard user would. */
async function tabTo(page: Page, selector: string, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      (wanted) => document.activeElement?.matches(wanted) ?? false,
      selector,
    );
    if (found) return;
  }
  throw new Error(`${selector} was not reached with Tab`);
}

/** Slows the browser's uploads so the progress can be heard moving. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

for (const width of [1440, 360]) {
  test(`at ${width} px in Arabic: an upload by keyboard alone, its error linked to the field and its progress announced`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await registerCustomer(request);
    const page = await arabicPage(browser, account, width);
    const screens = (await (await page.request.get('/api/leds/getAll')).json()) as Screen[];
    const screen = screens.find((s) => s.duration >= 10 && s.duration <= 30)!;

    await page.goto(`/uploadVideo/${screen.ledId}`);
    await expect(page.getByRole('heading', { name: 'ارفع الفيديو الخاص بك' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'متطلبات الفيديو' })).toBeVisible();
    await expectArabicLayout(page);
    await page.screenshot({ path: `test-results/ar-upload-${width}.png`, fullPage: true });

    // A video longer than the screen allows: the error is announced and tied to the field.
    const tooLong = makeVideoFile(`long-${screen.duration}.mp4`, {
      seconds: screen.duration + 3,
      size: '640x360',
    });
    await tabTo(page, 'input[type=file]');
    const input = page.locator('input[type=file]');
    await expect(input).toBeFocused();
    let chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(tooLong);
    const problem = page.getByRole('alert').filter({ hasText: 'مدة الفيديو أطول' });
    await expect(problem).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const problemId = await problem.getAttribute('id');
    expect(problemId).toBeTruthy();
    await expect(input).toHaveAttribute('aria-describedby', new RegExp(problemId!));
    await expect(page.getByRole('button', { name: 'إرسال للموافقة' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/ar-upload-error-${width}.png`, fullPage: true });

    // The keyboard goes back to the field and picks a video that fits.
    await expect(input).toBeFocused();
    chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(makeVideoFile('ad-ar.mp4', { seconds: 4, size: '640x360' }));
    await expect(page.getByLabel('معاينة ad-ar.mp4')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).not.toHaveAttribute('aria-describedby', new RegExp(problemId!));

    await throttleUploads(page, 256 * 1024);
    await tabTo(page, 'button[type=submit]');
    await expect(page.getByRole('button', { name: 'إرسال للموافقة' })).toBeFocused();
    await page.keyboard.press('Enter');

    // The live region speaks at steps of 10 %, in Arabic, not at every chunk.
    const announcement = page.getByTestId('upload-announcement');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await expect(announcement).toHaveText(/^تم رفع \d+0?٪$|^اكتمل الرفع/);
    const heard = new Set<string>();
    while (!/\/received/.test(page.url()) && heard.size < 4) {
      const text = await announcement.textContent().catch(() => null);
      if (text === null) break;
      heard.add(text);
      if (heard.size === 2) {
        await page.screenshot({ path: `test-results/ar-upload-progress-${width}.png` });
      }
      await page.waitForTimeout(150);
    }
    for (const text of heard) expect(text).toMatch(/^تم رفع (0|[1-9]0)٪$|^اكتمل الرفع/);

    await expect(page).toHaveURL(/\/received/, { timeout: 60_000 });
    await expect(
      page.getByRole('heading', { name: 'شكرًا لك! لقد استلمنا الفيديو الخاص بك' }),
    ).toBeVisible();
    await expectArabicLayout(page);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/ar-received-${width}.png`, fullPage: true });
    await page.context().close();
  });

  test(`at ${width} px in Arabic: orders, an approved order, its payment and the landing read right to left`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const operator = await arabicPage(browser, demoOperator, width);
    const account = await registerCustomer(operator.request);
    const page = await arabicPage(browser, account, width);

    const screens = (await (await page.request.get('/api/leds/getAll')).json()) as Screen[];
    const screen = screens.find((s) => s.duration >= 10)!;
    const uploaded = await page.request.post('/api/order', {
      multipart: {
        ledId: String(screen.ledId),
        ...scheduleFields(),
        video: {
          name: 'ar.mp4',
          mimeType: 'video/mp4',
          buffer: readFileSync(makeVideoFile('ar.mp4', { seconds: 3 })),
        },
      },
    });
    expect(uploaded.status()).toBe(201);
    const orderId = ((await uploaded.json()) as { id: number }).id;

    // Announcements: the status is a word and an icon, never colour alone.
    await page.goto('/tab/announcment');
    const card = page.getByRole('article').first();
    await expect(card.getByText('قيد المراجعة')).toBeVisible();
    await expect(card.locator('[data-status-code] svg[data-icon="clock"]')).toHaveCount(1);
    await expectArabicLayout(page);
    await page.screenshot({ path: `test-results/ar-orders-${width}.png`, fullPage: true });

    expect((await operator.request.post(`/api/admin/orders/${orderId}/approve`)).ok()).toBe(true);
    await operator.context().close();

    await page.goto(`/order/${orderId}`);
    await expect(page.getByText(`الطلب رقم ${orderId}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'ادفع الآن' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'سجل الحالة' })).toBeVisible();
    await expectArabicLayout(page);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/ar-order-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: 'ادفع الآن' }).click();
    await expect(page.getByRole('heading', { name: 'أكمل عملية الدفع' })).toBeVisible();
    await expect(page.getByTestId('amount-due').locator('bdi')).toHaveAttribute('dir', 'ltr');
    await expectArabicLayout(page);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/ar-payment-${width}.png`, fullPage: true });

    for (const path of ['/', '/privacypolicy', '/contact']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectArabicLayout(page);
      await page.screenshot({
        path: `test-results/ar-content${path.replace(/\W/g, '-')}-${width}.png`,
        fullPage: true,
      });
    }
    await page.context().close();
  });
}
