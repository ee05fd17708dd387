import { addDays, cellInstant, localDate } from '@screenspot/contracts/booking';
import { isRamadan } from '@screenspot/contracts/ramadan';
import { expect, test } from './support/test';
import { signedInCustomer } from './support/accounts';
import { expectNoHorizontalScroll, seriousViolations } from './support/pages';
import { makeVideoFile } from './support/videos';
import { dubaiPlaces, listedScreen } from './support/screens';

/**
 * The first week, at least 3 days ahead, wholly in Ramadan (Umm al-Qura): Ramadan 1448 from
 * 8 February 2027, or the next one once it has passed. The server books it as it is (a start may
 * be a year ahead); the browser's clock is set to the day before it, so the booking page opens on
 * that week (its calendar shows 92 days from its today).
 */
function ramadanWeek(): string {
  let day = addDays(localDate(new Date()), 3);
  while (!(isRamadan(day) && isRamadan(addDays(day, 6)))) day = addDays(day, 1);
  return day;
}

for (const [width, language] of [
  [1440, 'en'],
  [360, 'ar'],
] as const) {
  test(`at ${width} px in ${language}: a customer who chose dirhams books a Ramadan pre-iftar week and sees each day's times`, async ({
    page,
    browser,
  }) => {
    const first = ramadanWeek();
    // The operator lists a screen and switches it to Ramadan dayparts, pre-iftar at ×1.5.
    const { operator, ledId } = await listedScreen(browser, 'Dubai Mall Fountain', {
      at: dubaiPlaces.downtown,
      price: 240,
      duration: 15,
    });
    const switched = await operator.request.put(`/api/admin/screens/${ledId}/loop`, {
      data: {
        slotsPerLoop: 12,
        houseSlots: 0,
        openingHours: { open: '06:00', close: '02:00' },
        ramadanDayparts: true,
        ramadanMultipliers: { pre_iftar: 1.5, after_iftar: 1.25 },
      },
    });
    expect(switched.status(), await switched.text()).toBe(200);

    await page.clock.install({ time: cellInstant(addDays(first, -1), 12 * 60) });
    await page.setViewportSize({ width, height: 900 });
    await signedInCustomer(page);
    expect((await page.request.post('/api/user/language', { data: { language } })).status()).toBe(
      200,
    );
    await page.goto('/tab/settings');
    const aed = page.getByRole('radio', {
      name: language === 'ar' ? /الدرهم الإماراتي/ : /UAE dirhams/,
    });
    await aed.click();
    await expect(aed).toBeChecked();

    await page.goto(`/uploadVideo/${ledId}`);
    const schedule = page.getByRole('region', {
      name: language === 'ar' ? 'اختر موعد العرض' : 'Choose when it plays',
    });
    // The week opens on the Ramadan dates; pre-iftar is offered in place of the evening.
    const evening = schedule.getByRole('checkbox', {
      name: language === 'ar' ? 'المساء 16–22' : 'Evening 16–22',
    });
    await evening.uncheck();
    await schedule
      .getByRole('checkbox', { name: language === 'ar' ? /قبل الإفطار/ : /^Pre-iftar/ })
      .check();

    // The server's own windows and price of that week, shown in dirhams.
    const days = (
      (await (
        await page.request.get(
          `/api/leds/availability?ledId=${ledId}&from=${first}&to=${addDays(first, 6)}`,
        )
      ).json()) as {
        days: { date: string; dayparts: { id: string; start: string; end: string }[] }[];
      }
    ).days;
    const times = schedule.getByRole('region', {
      name: language === 'ar' ? 'أوقات رمضان' : 'Ramadan times',
    });
    await expect(times.getByRole('listitem')).toHaveCount(7);
    for (const day of days) {
      const pre = day.dayparts.find((part) => part.id === 'pre_iftar')!;
      await expect(times.locator(`[data-date="${day.date}"]`)).toContainText(
        `${pre.start}–${pre.end}`,
      );
    }
    const sign = language === 'ar' ? 'د.إ.' : 'AED';
    const total = schedule.getByTestId('quote-total');
    await expect(total).toContainText(sign);
    await expect(total).not.toContainText('$');
    // $240 a day over 20 open hours: 2 hours × 1.5 = $36 a spot-day, AED 132.21 at the peg.
    const lines = schedule.getByTestId('quote-lines').getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('132.21');
    await expect(lines.first()).not.toContainText('$');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`ramadan-week-${language}-${width}.png`),
      fullPage: true,
    });
    await expectNoHorizontalScroll(page, width);

    await page
      .locator('input[type=file][accept*=video]')
      .setInputFiles(makeVideoFile('iftar.mp4', { seconds: 4, size: '640x360' }));
    await page
      .getByRole('button', { name: language === 'ar' ? 'إرسال للموافقة' : 'Submit for Approval' })
      .click();
    await expect(page).toHaveURL(/\/received/, { timeout: 30_000 });
    const orders = (await (await page.request.get('/api/order/getAll')).json()) as {
      ledInfo: { ledId: number };
      dayparts?: string[];
    }[];
    expect(orders.some((order) => order.ledInfo.ledId === ledId)).toBe(true);
  });
}
