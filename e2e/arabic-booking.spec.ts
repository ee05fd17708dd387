import { expect, test, type Locator, type Page } from './support/test';
import { dubaiDay } from './support/dates';
import { signedInCustomer } from './support/accounts';
import { makeVideoFile } from './support/videos';
import { expectNoHorizontalScroll, fullPageShot, seriousViolations } from './support/pages';
import { chooseByKeyboard, tabTo as tabToElement } from './support/keyboard';

type ListedScreen = { ledId: number; billboardName: string; size: string; duration: number };
type PlacedOrder = {
  id: number;
  ledInfo: { ledId: number };
  schedule: { startDate: string; endDate: string; dayparts: string[]; spotsPerLoop: number };
};

/** Screens of the common size, named as the page shows them in a language (Accept-Language). */
async function wideScreens(page: Page, language: 'en' | 'ar'): Promise<ListedScreen[]> {
  const res = await page.request.get('/api/leds/getAll?size=100', {
    headers: { 'Accept-Language': language },
  });
  const all = (await res.json()) as ListedScreen[];
  return all.filter((s) => s.size === '1920x1080' && s.duration >= 4);
}

/** A day of the calendar, turning its months with the arrows until that day is shown. */
async function calendarDay(calendar: Locator, isoDate: string, next: string, previous: string) {
  const cell = calendar.locator(`[data-day="${isoDate}"]:not([data-outside])`);
  for (let turns = 0; turns < 4 && (await cell.count()) === 0; turns += 1) {
    const shown = await calendar
      .locator('[data-day]:not([data-outside])')
      .first()
      .getAttribute('data-day');
    await calendar.getByRole('button', { name: shown! < isoDate ? next : previous }).click();
  }
  return cell.getByRole('button');
}

async function latestOrder(page: Page): Promise<PlacedOrder> {
  const orders = (await (await page.request.get('/api/order/getAll')).json()) as PlacedOrder[];
  return orders[0]!;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`a booking made end to end in Arabic, right to left, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedInCustomer(page);
    await page.goto('/upload');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The language switch in the header turns the page to Arabic, right to left.
    await page.getByRole('button', { name: 'العربية' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('heading', { level: 1, name: 'اعثر على الشاشة الإعلانية الرقمية المثالية' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^عُثر على/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'العربية' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('screenspot.language'))).toBe('ar');

    // Find the screen in the list by its name, as the page names it in Arabic.
    const screens = await wideScreens(page, 'ar');
    const screen = screens[viewport.width === 1440 ? 3 : 4]!;
    const search = page.getByLabel('اسم الشاشة');
    await search.pressSequentially(screen.billboardName, { delay: 20 });
    const card = page.getByRole('article').filter({ hasText: screen.billboardName }).first();
    await expect(card).toBeVisible();
    // The search has settled: in the address, and the list no longer dimmed while it loads.
    await page.waitForURL((url) => url.searchParams.get('boardName') === screen.billboardName);
    await expect(page.locator('[data-stale], [aria-busy="true"]')).toHaveCount(0);
    await expect(card.getByText('من', { exact: true })).toBeVisible();
    await expect(card.getByText(/US\$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoHorizontalScroll(page, viewport.width);
    await fullPageShot(page, `ar-finder-${viewport.width}`);

    await card.getByRole('link', { name: `احجز ${screen.billboardName}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/uploadVideo/${screen.ledId}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const schedule = page.getByRole('region', { name: 'اختر موعد العرض' });
    await expect(schedule).toBeVisible();
    await expect(schedule.getByText('التواريخ والفترات بتوقيت دبي (Asia/Dubai).')).toBeVisible();
    // Defaults: the evening of the next seven days, one spot.
    await expect(schedule.getByRole('checkbox', { name: 'المساء 16–22' })).toBeChecked();
    await expect(schedule.getByText(/· 7 أيام$/)).toBeVisible();

    // The date picker, in Arabic: from the third day to the tenth.
    const calendar = schedule;
    const next = 'اذهب إلى الشهر التالي';
    const previous = 'اذهب إلى الشهر السابق';
    await expect(schedule.getByRole('grid')).toBeVisible();
    await (await calendarDay(calendar, dubaiDay(7), next, previous)).click();
    await (await calendarDay(calendar, dubaiDay(2), next, previous)).click();
    await (await calendarDay(calendar, dubaiDay(9), next, previous)).click();
    await expect(schedule.getByText(/· 8 أيام$/)).toBeVisible();

    // Dayparts and spots.
    await schedule.getByRole('checkbox', { name: 'الصباح 06–10' }).check();
    await schedule.getByRole('button', { name: 'فترة إعلانية إضافية' }).click();
    await expect(schedule.getByTestId('spots')).toHaveText('2');
    await expect(schedule.getByText(/(عروض|عرضًا|عرض) يوميًا$/)).toBeVisible();

    // The price with VAT, in Arabic: the amount reads left to right, dollars as US$.
    await expect(schedule.getByText('ضريبة القيمة المضافة 5 %')).toBeVisible();
    await expect(schedule.getByText('الإجمالي', { exact: true })).toBeVisible();
    const total = schedule.getByTestId('quote-total');
    await expect(total).toHaveText(/^\u200f?[\d,]+(\.\d\d)?\sUS\$$/);
    await expect(total.locator('bdi')).toHaveAttribute('dir', 'ltr');
    // It is the server's quote for exactly this schedule, in ar-AE's format.
    const chosen = {
      ledId: screen.ledId,
      startDate: dubaiDay(2),
      endDate: dubaiDay(9),
      dayparts: ['morning', 'evening'],
      spotsPerLoop: 2,
    };
    const quoted = await page.request.post('/api/quote', { data: { items: [chosen] } });
    const { totalCents, vatCents } = (await quoted.json()) as {
      totalCents: number;
      vatCents: number;
    };
    const inArabic = (cents: number) =>
      page.evaluate(
        (value) =>
          new Intl.NumberFormat('ar-AE', {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: value % 100 === 0 ? 0 : 2,
            maximumFractionDigits: value % 100 === 0 ? 0 : 2,
          }).format(value / 100),
        cents,
      );
    await expect(total).toHaveText(await inArabic(totalCents));
    await expect(schedule.getByTestId('quote-vat')).toHaveText(await inArabic(vatCents));
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoHorizontalScroll(page, viewport.width);
    await fullPageShot(page, `ar-booking-${viewport.width}`);

    // Book: the video, then send it for approval.
    await page
      .locator('input[type=file][accept*=video]')
      .setInputFiles(makeVideoFile('ad.mp4', { seconds: 4, size: '640x360' }));
    await page.locator('form:has(input[type=file][accept*=video]) button[type=submit]').click();
    await expect(page).toHaveURL(/\/received/, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const order = await latestOrder(page);
    expect(order.ledInfo.ledId).toBe(screen.ledId);
    expect(order.schedule).toMatchObject({
      startDate: chosen.startDate,
      endDate: chosen.endDate,
      dayparts: chosen.dayparts,
      spotsPerLoop: 2,
    });
    // The account keeps the language chosen with the switch.
    const customer = (await (await page.request.get('/api/authenticated/customer')).json()) as {
      language?: string;
    };
    expect(customer.language).toBe('ar');

    // The order names its screen as the finder did, in Arabic; in English once switched back.
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.billboardName);
    const english = (await wideScreens(page, 'en')).find((s) => s.ledId === screen.ledId)!;
    expect(english.billboardName).not.toBe(screen.billboardName);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.billboardName);
  });
}

/** Presses Tab until the focused element's name matches (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp | string, { back = false, limit = 120 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelledBy = element.getAttribute('aria-labelledby');
      const input = element as HTMLInputElement;
      return (
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        (input.labels?.[0]?.textContent || null) ??
        element.textContent ??
        ''
      ).trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`nothing named ${String(name)} within ${limit} presses of Tab`);
}

/** The day the calendar's keyboard focus is on (YYYY-MM-DD), if any. */
function focusedDay(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? null,
  );
}

async function arrowTo(page: Page, isoDate: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    const day = await focusedDay(page);
    if (day === isoDate) return;
    expect(day, 'focus stays in the calendar').not.toBeNull();
    await page.keyboard.press(day! < isoDate ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`the calendar's focus did not reach ${isoDate}`);
}

test('a booking made by keyboard alone, the date picker included', async ({ page }) => {
  await signedInCustomer(page);
  const screen = (await wideScreens(page, 'en'))[5]!;
  await page.goto('/upload');
  await expect(page.getByRole('status').filter({ hasText: /screens? found$/ })).toBeVisible();

  // Find the screen by name.
  await tabTo(page, 'Billboard name');
  await page.keyboard.type(screen.billboardName, { delay: 20 });
  await expect(
    page.getByRole('link', { name: `Book ${screen.billboardName}`, exact: true }),
  ).toBeVisible();
  await page.waitForURL((url) => url.searchParams.get('boardName') === screen.billboardName);
  await tabTo(page, `Book ${screen.billboardName}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/uploadVideo/${screen.ledId}$`));

  // The date picker: Tab lands on the first chosen day; arrows move, Enter picks.
  const schedule = page.getByRole('region', { name: 'Choose when it plays' });
  await expect(schedule.getByRole('grid')).toBeVisible();
  await tabTo(page, /^Today|^[A-Z][a-z]+day, /);
  expect(await focusedDay(page)).toBe(dubaiDay(1));
  await arrowTo(page, dubaiDay(7));
  await page.keyboard.press('Enter');
  await arrowTo(page, dubaiDay(2));
  await page.keyboard.press('Enter');
  await arrowTo(page, dubaiDay(9));
  await page.keyboard.press('Enter');
  await expect(schedule.getByText(/· 8 days$/)).toBeVisible();
  // Focus is visible on the day it is on.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');

  // Dayparts with Space, the spots stepper with Enter.
  await tabTo(page, 'Morning 06–10');
  await page.keyboard.press('Space');
  await expect(schedule.getByRole('checkbox', { name: 'Morning 06–10' })).toBeChecked();
  await tabTo(page, 'One spot more');
  await page.keyboard.press('Enter');
  await expect(schedule.getByTestId('spots')).toHaveText('2');
  await expect(schedule.getByTestId('quote-total')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);

  // The video: the file field opens the system's file chooser from the keyboard.
  // The quote re-renders as the spots change; wherever the focus is, Tab reaches the field.
  const field = page.locator('input[type=file][accept*=video]');
  await tabToElement(page, field, 120);
  await expect(field).toBeFocused();
  await chooseByKeyboard(page, makeVideoFile('keyboard.mp4', { seconds: 4, size: '640x360' }));
  await expect(page.getByRole('button', { name: 'Submit for Approval' })).toBeVisible();
  await tabTo(page, 'Submit for Approval');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/received/, { timeout: 30_000 });

  const order = await latestOrder(page);
  expect(order.ledInfo.ledId).toBe(screen.ledId);
  expect(order.schedule).toMatchObject({
    startDate: dubaiDay(2),
    endDate: dubaiDay(9),
    dayparts: ['morning', 'evening'],
    spotsPerLoop: 2,
  });
});
