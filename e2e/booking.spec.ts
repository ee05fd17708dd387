import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { dubaiDay } from './support/dates';
import { addDays } from '@screenspot/contracts/booking';
import { demoOperator, signedInCustomer, signInThroughApi } from './support/accounts';
import { dollars } from './support/orders';
import { makeVideoFile } from './support/videos';
import { expectNoHorizontalScroll, fullPageShot, seriousViolations } from './support/pages';

test('a customer picks dates, dayparts and spots, sees the price, uploads and sees the schedule', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page);
  await page.goto('/upload');
  await page.getByRole('link', { name: 'Book' }).first().click();
  await expect(page).toHaveURL(/\/uploadVideo\/\d+$/);

  const schedule = page.getByRole('region', { name: 'Choose when it plays' });
  await expect(schedule).toBeVisible();
  await expect(schedule.getByText('Asia/Dubai')).toBeVisible();
  // Defaults: the evening of the next seven days, one spot.
  await expect(schedule.getByRole('checkbox', { name: 'Evening 16–22' })).toBeChecked();
  const total = schedule.getByTestId('quote-total');
  await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
  const before = await total.textContent();

  await schedule.getByRole('checkbox', { name: 'Morning 06–10' }).check();
  await schedule.getByRole('button', { name: 'One spot more' }).click();
  await expect(schedule.getByTestId('spots')).toHaveText('2');
  await expect(total).not.toHaveText(before!);
  await expect(schedule.getByText(/plays a day/)).toBeVisible();
  await expect(schedule.getByText('VAT 5 %')).toBeVisible();

  // The price shown is the server's quote for the same schedule.
  const ledId = Number(/\/uploadVideo\/(\d+)$/.exec(page.url())![1]);
  // Each quote line reads spots × days × the daypart's price, the screen detail's own price of one
  // spot for one day in that daypart.
  const detail = (await (await page.request.get(`/api/leds?ledId=${ledId}`)).json()) as {
    daypartPrices: { daypart: string; priceCents: number }[];
  };
  const unit = (daypart: string) =>
    dollars(detail.daypartPrices.find((line) => line.daypart === daypart)!.priceCents).replace(
      /[$.]/g,
      '\\$&',
    );
  const lines = schedule.getByTestId('quote-lines').getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(
    new RegExp(`^Morning2 spots × \\d+ days? × ${unit('morning')}\\$`),
  );
  // (The evening's multiplier is another test's to change meanwhile, so only its shape is read.)
  await expect(lines.nth(1)).toContainText(/^Evening2 spots × \d+ days? × \$[\d,.]+\$/);
  // Read only now: the total first changes with the morning, and again when the second spot's quote
  // arrives.
  const price = await total.textContent();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .locator('input[type=file][accept*=video]')
    .setInputFiles(makeVideoFile('ad.mp4', { seconds: 4, size: '640x360' }));
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/received/, { timeout: 30_000 });

  await page.goto('/tab/announcment');
  const card = page.getByRole('article').first();
  const booked = card.getByRole('definition');
  await expect(card.getByText('Morning 06–10, Evening 16–22')).toBeVisible();
  await expect(card.getByTestId('order-total')).toContainText(price!);
  await expect(booked.filter({ hasText: /^2$/ })).toBeVisible();
  const orders = (await (await page.request.get('/api/order/getAll')).json()) as {
    ledInfo: { ledId: number };
    schedule: { spotsPerLoop: number };
  }[];
  expect(orders[0]!.ledInfo.ledId).toBe(ledId);
  expect(orders[0]!.schedule.spotsPerLoop).toBe(2);
  const orderId = (orders[0] as unknown as { id: number }).id;

  // The order's own page shows the same schedule and price.
  await page.goto(`/order/${orderId}`);
  const schedulePanel = page.getByLabel('Schedule and price');
  await expect(schedulePanel).toContainText('Morning 06–10, Evening 16–22');
  await expect(schedulePanel.getByTestId('order-total')).toContainText(price!);

  // The console's order list and its moderation queue show it too.
  const operator = await browser.newPage();
  await signInThroughApi(operator, demoOperator);
  await operator.goto('/admin/orders');
  // The row whose own link names this order exactly (a row's text "#2" + "29 Nov" also holds "#22").
  const row = operator
    .getByRole('row')
    .filter({ has: operator.getByRole('link', { name: `#${orderId}`, exact: true }) });
  await expect(row).toContainText(/Morning, Evening · 2 per loop/);
  await expect(row).toContainText(price!);
  await operator.close();
});

type ListedScreen = { ledId: number; billboardName: string; size: string; duration: number };

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`three screens found in the finder are booked together, one with its own schedule, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedInCustomer(page);
    // Two screens of one size (they can share a video) and one of another.
    const all = (await (
      await page.request.get('/api/leds/getAll?size=100')
    ).json()) as ListedScreen[];
    const wide = all.filter((s) => s.size === '1920x1080' && s.duration >= 10);
    const tall = all.find((s) => s.size === '1080x1920' && s.duration >= 10)!;
    const picked = [wide[0]!, wide[1]!, tall];

    await page.goto('/upload');
    const search = page.getByLabel('Billboard name');
    for (const screen of picked) {
      await search.fill('');
      await search.pressSequentially(screen.billboardName, { delay: 25 });
      await page
        .getByRole('button', { name: `Add to campaign: ${screen.billboardName}`, exact: true })
        .click();
    }
    // The search writes the address after a pause; let it land before leaving the page.
    await page.waitForURL((url) => url.searchParams.get('boardName') === picked[2]!.billboardName);
    const tray = page.getByRole('complementary', { name: 'Campaign tray' });
    await expect(tray).toContainText('3 screens in your campaign');
    await tray.getByRole('link', { name: 'Book these screens' }).click();
    await expect(page).toHaveURL(/\/campaign$/);
    for (const screen of picked) {
      await expect(page.getByText(screen.billboardName, { exact: true })).toBeVisible();
    }

    // The shared schedule: every evening and night of the default week, one spot.
    const shared = page.getByRole('region', { name: 'One schedule for every screen' });
    await shared.getByRole('checkbox', { name: 'Night 22–02' }).check();
    const total = page.getByTestId('quote-total');
    await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
    const sharedTotal = await total.textContent();

    // The tall screen gets its own: mornings only, three spots in every loop.
    const own = picked[2]!;
    await page.getByRole('checkbox', { name: `Own schedule for ${own.billboardName}` }).check();
    const ownFields = page.getByRole('group', { name: `Schedule for ${own.billboardName}` });
    await ownFields.getByRole('checkbox', { name: 'Morning 06–10' }).check();
    await ownFields.getByRole('checkbox', { name: 'Evening 16–22' }).uncheck();
    await ownFields.getByRole('checkbox', { name: 'Night 22–02' }).uncheck();
    await ownFields.getByLabel('Spots in every loop').fill('3');
    await expect(page.getByTestId(`schedule-${own.ledId}`)).toContainText('Own schedule: ');
    await expect(page.getByTestId(`schedule-${own.ledId}`)).toContainText('Morning · 3 per loop');
    await expect(page.getByTestId(`schedule-${picked[0]!.ledId}`)).toContainText(
      'Shared schedule: ',
    );
    await expect(total).not.toHaveText(sharedTotal!);
    // The total shown is the server's quote for exactly these schedules, once it has caught up.
    // The fields write days as the product does (29 Nov 2026); the quote takes them as ISO dates.
    const iso = (text: string) => new Date(`${text} UTC`).toISOString().slice(0, 10);
    const startDate = iso(await page.getByLabel('First day').first().inputValue());
    const endDate = iso(await page.getByLabel('Last day').first().inputValue());
    const quoted = await page.request.post('/api/quote', {
      data: {
        items: picked.map((screen) => ({
          ledId: screen.ledId,
          startDate,
          endDate,
          ...(screen === own
            ? { dayparts: ['morning'], spotsPerLoop: 3 }
            : { dayparts: ['evening', 'night'], spotsPerLoop: 1 }),
        })),
      },
    });
    const { totalCents } = (await quoted.json()) as { totalCents: number };
    const price = `$${(totalCents / 100).toLocaleString('en-US', {
      minimumFractionDigits: totalCents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    })}`;
    await expect(total).toHaveText(price);
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `campaign-${viewport.width}`);
    await expectNoHorizontalScroll(page, viewport.width);

    await page.getByRole('button', { name: 'Book these screens' }).click();
    // The booking lands on the campaign's own page.
    await expect(page).toHaveURL(/\/campaigns\/\d+$/);
    await expect(page.getByTestId('money-total')).toHaveText(price);
    await expect(page.getByText('Awaiting video', { exact: true })).toHaveCount(3);
    await fullPageShot(page, `campaign-booked-${viewport.width}`);

    // One video for the two screens of one size, then the tall screen's own.
    await page
      .getByLabel('One video for the 2 screens of 1920x1080')
      .setInputFiles(makeVideoFile('wide.mp4', { seconds: 4, size: '640x360' }));
    await expect(page.getByText('Under review', { exact: true })).toHaveCount(2);
    await page
      .getByLabel(`Video for ${own.billboardName}`)
      .setInputFiles(makeVideoFile('tall.mp4', { seconds: 4, size: '360x640' }));
    await expect(page.getByText('Under review', { exact: true })).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `campaign-videos-${viewport.width}`);
    await expectNoHorizontalScroll(page, viewport.width);

    const campaigns = (await (await page.request.get('/api/campaigns')).json()) as {
      quote: {
        totalCents: number;
        items: { ledId: number; dayparts: string[]; spotsPerLoop: number; totalCents: number }[];
      };
      orders: { ledId: number; statusCode: number }[];
    }[];
    expect(campaigns).toHaveLength(1);
    const [campaign] = campaigns;
    expect(campaign!.orders.map((o) => o.statusCode)).toEqual([0, 0, 0]);
    const byScreen = new Map(campaign!.quote.items.map((item) => [item.ledId, item]));
    expect(byScreen.get(own.ledId)).toMatchObject({ dayparts: ['morning'], spotsPerLoop: 3 });
    for (const screen of picked.slice(0, 2)) {
      expect(byScreen.get(screen.ledId)).toMatchObject({
        dayparts: ['evening', 'night'],
        spotsPerLoop: 1,
      });
    }
    expect(campaign!.quote.totalCents).toBe(
      campaign!.quote.items.reduce((sum, item) => sum + item.totalCents, 0),
    );
  });
}

test('an operator edits daypart multipliers and a loop, and reads the occupancy calendar', async ({
  page,
}) => {
  await signInThroughApi(page, demoOperator);
  await page.goto('/admin/booking');
  await expect(page.getByRole('heading', { name: 'Booking' })).toBeVisible();
  const multipliers = page.getByRole('form', { name: 'Daypart multipliers' });
  await expect(multipliers.getByLabel('Evening 16–22')).toHaveValue('1.25');
  await multipliers.getByLabel('Evening 16–22').fill('1.3');
  await multipliers.getByRole('button', { name: 'Save multipliers' }).click();
  await expect(multipliers.getByRole('button', { name: 'Save multipliers' })).toBeDisabled();
  expect(
    ((await (await page.request.get('/api/admin/dayparts')).json()) as { evening: number }).evening,
  ).toBe(1.3);

  const loop = page.getByRole('form', { name: 'Loop settings' });
  await expect(loop.getByLabel('House slots')).not.toHaveValue('');
  const house = await loop.getByLabel('House slots').inputValue();
  await loop.getByLabel('House slots').fill('3');
  await loop.getByRole('button', { name: 'Save loop' }).click();
  await expect(loop.getByRole('button', { name: 'Save loop' })).toBeDisabled();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('columnheader', { name: 'Evening 16–22' })).toBeVisible();
  // Each day reads as a day of the week and a date, not as 2026-11-26.
  await expect(table.getByRole('rowheader').first()).toHaveText(
    /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  // Put the shared e2e database back as it was for the other tests.
  await loop.getByLabel('House slots').fill(house);
  await loop.getByRole('button', { name: 'Save loop' }).click();
  await expect(loop.getByRole('button', { name: 'Save loop' })).toBeDisabled();
  await multipliers.getByLabel('Evening 16–22').fill('1.25');
  await multipliers.getByRole('button', { name: 'Save multipliers' }).click();
  await expect(multipliers.getByRole('button', { name: 'Save multipliers' })).toBeDisabled();
});

test('a screen whose coming week has a sold-out evening opens on the first week with a free evening every day', async ({
  page,
}) => {
  await signedInCustomer(page);
  const all = (await (
    await page.request.get('/api/leds/getAll?size=100')
  ).json()) as ListedScreen[];
  const screen = all.filter((s) => s.duration >= 10).at(-1)!;
  const soldOut = dubaiDay(3);

  // Another advertiser takes every free evening spot on the third day from now.
  const availability = (await (
    await page.request.get(
      `/api/leds/availability?ledId=${screen.ledId}&from=${soldOut}&to=${soldOut}`,
    )
  ).json()) as { days: { dayparts: { id: string; free: number }[] }[] };
  const free = availability.days[0]!.dayparts.find((d) => d.id === 'evening')!.free;
  const video = makeVideoFile('fills-evening.mp4', { seconds: 3 });
  const res = await page.request.post('/api/order', {
    multipart: {
      ledId: String(screen.ledId),
      startDate: soldOut,
      endDate: soldOut,
      dayparts: 'evening',
      spotsPerLoop: String(free),
      video: { name: 'fills-evening.mp4', mimeType: 'video/mp4', buffer: readFileSync(video) },
    },
  });
  expect(res.status()).toBe(201);

  await page.goto(`/uploadVideo/${screen.ledId}`);
  const schedule = page.getByRole('region', { name: 'Choose when it plays' });
  const first = addDays(soldOut, 1);
  const format = (date: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  await expect(schedule.getByText(/ to .* · 7 days$/)).toHaveText(
    `${format(first)} to ${format(addDays(first, 6))} · 7 days`,
  );
  await expect(schedule.getByTestId('quote-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await page
    .locator('input[type=file][accept*=video]')
    .setInputFiles(makeVideoFile('next-week.mp4', { seconds: 3 }));
  await expect(page.getByRole('button', { name: 'Submit for Approval' })).toBeVisible();
});
