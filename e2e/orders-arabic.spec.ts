import { expect, test, type Page } from './support/test';
import { registerCustomer } from './support/accounts';
import { approvedOrder, operatorAndCustomer, signedInPage, uploadedOrder } from './support/orders';
import { seriousViolations, throttleUploads } from './support/pages';
import { makeVideoFile } from './support/videos';
import { chooseByKeyboard } from './support/keyboard';

type Screen = { ledId: number; duration: number };

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

for (const width of [1440, 360]) {
  test(`at ${width} px in Arabic: an upload by keyboard alone, its error linked to the field and its progress announced`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await registerCustomer(request);
    const page = await signedInPage(browser, account, width, 'ar');
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
    await tabTo(page, 'input[type=file][accept*=video]');
    const input = page.locator('input[type=file][accept*=video]');
    await expect(input).toBeFocused();
    await chooseByKeyboard(page, tooLong);
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
    await chooseByKeyboard(page, makeVideoFile('ad-ar.mp4', { seconds: 4, size: '640x360' }));
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
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/ar-received-${width}.png`, fullPage: true });
  });

  test(`at ${width} px in Arabic: orders, an approved order, its payment and the landing read right to left`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { operator, customer: page } = await operatorAndCustomer(browser, width, 'ar');

    const orderId = await uploadedOrder(page, 'ar.mp4');

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
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/ar-order-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: 'ادفع الآن' }).click();
    await expect(page.getByRole('heading', { name: 'أكمل عملية الدفع' })).toBeVisible();
    await expect(page.getByTestId('amount-due').locator('bdi')).toHaveAttribute('dir', 'ltr');
    await expectArabicLayout(page);
    expect(await seriousViolations(page)).toEqual([]);
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
  });
}

test('in Arabic: the warnings about a video read in Arabic, its figures as measured', async ({
  browser,
  request,
}) => {
  const account = await registerCustomer(request);
  const page = await signedInPage(browser, account, 1440, 'ar');
  // A 320×180 video on a larger screen: the resolution check warns. It is 3 seconds on a longer
  // slot, and the slot's length is a maximum: its duration is not warned about.
  const orderId = await uploadedOrder(page, 'short.mp4');
  await page.goto(`/order/${orderId}`);
  const warnings = page.getByRole('region', { name: 'الفيديو الخاص بك' });
  await expect(warnings.getByText('تنبيهات بشأن الفيديو الخاص بك')).toBeVisible({
    timeout: 30_000,
  });
  await expect(warnings.getByText('الدقة:')).toBeVisible();
  await expect(warnings.getByText(/يُكبَّر الفيديو [\d.]+× ليملأ الشاشة/)).toBeVisible();
  await expect(warnings.locator('bdi', { hasText: '320×180' })).toBeVisible();
  await expect(warnings.getByText('المدة:')).toHaveCount(0);
  await expect(warnings.getByText(/scaled up|Resolution/)).toHaveCount(0);
});

test('in Arabic: a notice written in English reads left to right, its punctuation in place', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser, 360, 'ar');
  // Approved before the customer opens a page: the notice is written in the account's English.
  await approvedOrder(customer, operator, 'notice.mp4');
  await customer.goto('/tab/notification');
  const dialog = customer.getByRole('dialog');
  const direction = (text: RegExp) =>
    dialog.getByText(text).evaluate((element) => getComputedStyle(element).direction);
  await expect(dialog.getByText(/passed moderation/)).toBeVisible();
  expect(await direction(/passed moderation/)).toBe('ltr');
  expect(await direction(/^Your video for .* has been approved$/)).toBe('ltr');
  await customer.keyboard.press('Escape');
  const item = customer.getByRole('list').getByText(/passed moderation/);
  expect(await item.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await expect(customer.locator('html')).toHaveAttribute('dir', 'rtl');
});
