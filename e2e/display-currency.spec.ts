import { centsToFils } from '@screenspot/contracts/rates';
import { expect, test } from './support/test';
import { signedInCustomer } from './support/accounts';
import { expectNoHorizontalScroll } from './support/pages';
import { dubaiPlaces, listedScreen } from './support/screens';

/** An amount in fils as the page prints it, digits only: 15178 → "151.78". */
const dirhams = (cents: number) =>
  (centsToFils(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

for (const [width, language] of [
  [1440, 'en'],
  [360, 'ar'],
] as const) {
  test(`at ${width} px in ${language}: a customer who chose dirhams sees every price of a screen in AED at the peg, the console stays in dollars`, async ({
    page,
    browser,
  }) => {
    // The operator lists a screen at $275.50 a spot a day (money.spec.ts works its dayparts out).
    const { operator, ledId, name } = await listedScreen(browser, 'Al Seef Heritage', {
      at: dubaiPlaces.alSeef,
      price: 275.5,
    });

    await page.setViewportSize({ width, height: 900 });
    await signedInCustomer(page);
    // The profile's language decides the pages' (no choice kept in this browser yet).
    const spoken = await page.request.post('/api/user/language', { data: { language } });
    expect(spoken.status()).toBe(200);
    await page.goto('/tab/settings');
    const aed = page.getByRole('radio', {
      name: language === 'ar' ? /الدرهم الإماراتي/ : /UAE dirhams/,
    });
    // Saved at once: the radio shows the choice once the profile has it.
    await aed.click();
    await expect(page.getByRole('status')).toContainText(
      language === 'ar' ? 'تُعرض الأسعار الآن' : 'Prices are now shown in UAE dirhams (AED).',
    );
    await expect(aed).toBeChecked();
    await page.screenshot({
      path: test.info().outputPath(`display-currency-settings-${language}-${width}.png`),
      fullPage: true,
    });
    await expectNoHorizontalScroll(page, width);

    // The screen's detail: every daypart's price in dirhams, none in dollars.
    await page.goto(`/upload/${ledId}`);
    const dialog = page.getByRole('dialog');
    for (const cents of [4133, 5510, 7439]) {
      await expect(dialog).toContainText(dirhams(cents));
    }
    const sign = language === 'ar' ? 'د.إ.' : 'AED';
    await expect(dialog).toContainText(sign);
    await expect(dialog).not.toContainText('$');
    await page.screenshot({
      path: test.info().outputPath(`display-currency-screen-${language}-${width}.png`),
      fullPage: true,
    });

    // Booking it: the live quote in dirhams, and Ramadan 1448 (from 8 Feb 2027) marked on the
    // calendar, its days named so to screen readers.
    await page.goto(`/uploadVideo/${ledId}`);
    const schedule = page.getByRole('region', {
      name: language === 'ar' ? 'اختر موعد العرض' : 'Choose when it plays',
    });
    await expect(schedule.getByTestId('quote-total')).toContainText(sign);
    await expect(schedule.getByTestId('quote-total')).not.toContainText('$');
    const ramadan = language === 'ar' ? 'رمضان' : 'Ramadan';
    await expect(schedule.getByRole('list').filter({ hasText: ramadan })).toBeVisible();
    const firstDay = schedule.locator('[data-day="2027-02-08"]:not([data-outside])');
    const next = language === 'ar' ? 'اذهب إلى الشهر التالي' : /next month/i;
    for (let turns = 0; turns < 14 && (await firstDay.count()) === 0; turns += 1) {
      await schedule.getByRole('button', { name: next }).click();
    }
    await expect(firstDay.getByRole('button')).toHaveAccessibleName(new RegExp(`${ramadan}$`));
    const dayBefore = schedule.locator('[data-day="2027-02-07"]:not([data-outside])');
    await expect(dayBefore.getByRole('button')).not.toHaveAccessibleName(new RegExp(`${ramadan}$`));
    await page.screenshot({
      path: test.info().outputPath(`display-currency-calendar-${language}-${width}.png`),
      fullPage: true,
    });

    // The choice is the profile's: it holds after a reload.
    await page.goto(`/upload/${ledId}`);
    await expect(page.getByRole('dialog')).toContainText(dirhams(4133));

    // The console works in the currency of record.
    await operator.goto('/admin/screens');
    await expect(operator.getByRole('row').filter({ hasText: name })).toContainText('$275.50');
  });
}
