import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cellStart, type DaypartId } from '@screenspot/contracts/booking';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { dubaiDay } from './support/dates';
import { registerCustomer, signedInCustomer, signInThroughApi } from './support/accounts';
import { ownServiceOnDatabase } from './support/own-service';
import { dollars } from './support/orders';
import { insertPaidOrder, insertScreen, storeVideo } from './support/stored-rows';
import { expectNoHorizontalScroll, seriousViolations, shotsFolder } from './support/pages';

// A paid campaign is written with SQL; its player is paired through the API and reports plays
// through POST /api/player/plays, as a screen's computer does. The report must show those plays.
const own = ownServiceOnDatabase('e2e_report');

const shots = shotsFolder('campaign-report');
const dayparts: DaypartId[] = ['morning', 'daytime', 'evening', 'night'];

/** A 10-minute-loop screen (six plays an hour per spot) with a counted audience, a paid campaign on it from yesterday to tomorrow, and its checked video. */
async function paidCampaign(customerEmail: string) {
  const video = storeVideo(own.service.dataDir, 'report', 5);
  const screenId = await insertScreen(own.database.query, {
    name: 'Al Wasl Boulevard Screen',
    location: 'Al Wasl Road',
    latitude: 25.19,
    longitude: 55.24,
    priceCents: 4000,
    title: 'Al Wasl LED',
    description: 'A roadside screen on Al Wasl Road.',
    size: '1920x1080',
    durationSeconds: 10,
    loopSlots: 60,
  });
  // 2,400 to 5,700 people within sight an hour, more in the evening.
  const hourly = Array.from({ length: 168 }, (_, i) => 2400 + 150 * Math.min(i % 24, 22));
  await own.database.query(
    `insert into audience_profiles (screen_id, hourly, source, method_version)
     values ($1, $2, 'Counted on site', 'operator-supplied/1')`,
    [screenId, hourly],
  );
  const { orderId, campaignId } = await insertPaidOrder(own.database.query, {
    customerEmail,
    campaignName: 'Winter launch',
    screenId,
    priceCents: 4000,
    video: { ...video, durationMs: 5000, fileName: 'launch.mp4' },
    cells: [dubaiDay(-1), dubaiDay(0), dubaiDay(1)].flatMap((date) =>
      dayparts.map((daypart) => ({ date, daypart })),
    ),
    spots: 1,
    booked: { subtotalCents: 240000, vatCents: 12000, totalCents: 252000 },
  });
  return { screenId, orderId, campaignId };
}

/** Pairs a player with the screen as the screen and an operator would; answers its token. */
async function pairPlayer(
  request: APIRequestContext,
  operator: APIRequestContext,
  screenId: number,
) {
  const created = await request.post('/api/player/pairings');
  expect(created.status()).toBe(201);
  const { code, claimToken } = (await created.json()) as { code: string; claimToken: string };
  const linked = await operator.post(`/api/admin/leds/${screenId}/players`, { data: { code } });
  expect(linked.status(), await linked.text()).toBe(201);
  const claimed = await request.post('/api/player/pairings/claim', { data: { claimToken } });
  expect(claimed.status()).toBe(200);
  return ((await claimed.json()) as { token: string }).token;
}

let seq = 0;
/** A complete 5-second play starting at the given instant. */
const play = (itemToken: string, at: Date) => ({
  playId: randomUUID(),
  seq: ++seq,
  itemToken,
  startedAt: at.toISOString(),
  endedAt: new Date(at.getTime() + 5_000).toISOString(),
  durationMs: 5_000,
  status: 'completed',
});
const minutesInto = (date: string, daypart: DaypartId, minutes: number) =>
  new Date(cellStart(date, daypart).getTime() + minutes * 60_000);

async function expectNoSeriousViolations(page: Page) {
  // uPlot's canvas overlay carries no text; the figures are in the table beside it.
  expect(await seriousViolations(page, (scan) => scan.exclude('.u-over'))).toEqual([]);
}

test('the campaign report charts a player’s real plays and updates live as more arrive', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const advertiserContext = await browser.newContext({
    baseURL: own.service.url,
    viewport: { width: 1440, height: 900 },
  });
  const page = await advertiserContext.newPage();
  const advertiser = await signedInCustomer(page);
  const operatorContext = await browser.newContext({ baseURL: own.service.url });
  const console = await operatorContext.newPage();
  const operator = await registerCustomer(console.request);
  await own.database.query(`update customers set role = 'operator' where email = $1`, [
    operator.email,
  ]);
  await signInThroughApi(console, operator);

  const { screenId, orderId, campaignId } = await paidCampaign(advertiser.email);
  const screenApi = await playwright.request.newContext({ baseURL: own.service.url });
  const token = await pairPlayer(screenApi, console.request, screenId);
  const auth = { authorization: `Bearer ${token}` };
  const manifest = (await (
    await screenApi.get('/api/player/manifest', { headers: auth })
  ).json()) as {
    items: { orderId: number; itemToken: string }[];
  };
  const itemToken = manifest.items.find((item) => item.orderId === orderId)!.itemToken;
  const postPlays = async (plays: ReturnType<typeof play>[]) => {
    const res = await screenApi.post('/api/player/plays', { headers: auth, data: { plays } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ accepted: plays.length, rejected: [] });
  };

  // Yesterday: one play every ten minutes of the morning, six in the evening's first hour, and
  // one at 23:30, which is still yesterday in Dubai.
  const yesterday = dubaiDay(-1);
  const everyTenMinutes = (daypart: DaypartId, count: number) =>
    Array.from({ length: count }, (_, i) =>
      play(itemToken, minutesInto(yesterday, daypart, 1 + i * 10)),
    );
  await postPlays([
    ...everyTenMinutes('morning', 24),
    ...everyTenMinutes('evening', 6),
    play(itemToken, minutesInto(yesterday, 'night', 90)),
  ]);

  // The report lives on the campaign's page; the order's page keeps its own delivery.
  const reportReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/campaigns/${campaignId}/report`) reportReads.push(url.search);
  });
  await page.goto(`/campaigns/${campaignId}`);
  const report = page.getByTestId('campaign-report');
  await expect(report.getByRole('heading', { name: 'Campaign report' })).toBeVisible();
  await expect(report).toContainText('Asia/Dubai');
  await expect(report.getByTestId('report-delivered')).toHaveText('31');
  // Money reads as everywhere else in the product: cents only when there are any.
  const figures = (await (
    await page.request.get(`/api/campaigns/${campaignId}/report`)
  ).json()) as { deliveredSpendCents: number; spendCents: number };
  await expect(report.getByTestId('report-spend')).toHaveText(dollars(figures.deliveredSpendCents));
  await expect(report).toContainText(`of ${dollars(figures.spendCents)} before VAT`);
  // The paid order is sold whole: its spend is its price before VAT, and the legend says what counts.
  expect(figures.spendCents).toBe(240_000);
  await expect(report.getByTestId('report-counts')).toHaveText(
    /count paid orders and approved orders awaiting payment; rejected, cancelled and expired orders and refunded spots are left out/,
  );
  // The charts are drawn: uPlot's canvas, the heat map with the 23:30 play at 23:00 yesterday.
  await expect(report.getByTestId('chart-daily').locator('canvas')).toBeVisible();
  // The figures came without the hours; the grid reads them on its own once it is in view.
  expect(reportReads[0]).toBe('');
  await report.getByTestId('report-hours').scrollIntoViewIfNeeded();
  const heat = report.getByTestId('chart-hours');
  await expect(heat).toBeVisible();
  expect(reportReads).toContain('?by=hour');
  const yesterdayRow = heat.locator('tbody tr').first();
  await expect(yesterdayRow.locator('td').nth(23)).toHaveAttribute('data-plays', '1');
  await expect(yesterdayRow.locator('td').nth(16)).toHaveAttribute('data-plays', '6');
  for (const hour of [6, 7, 8, 9]) {
    await expect(yesterdayRow.locator('td').nth(hour)).toHaveAttribute('data-plays', '6');
  }
  await expect(yesterdayRow.locator('td').nth(10)).toHaveAttribute('data-plays', '0');
  // Every impressions figure explains itself.
  const impressions = report.getByTestId('report-impressions').getByRole('link');
  await expect(impressions).toHaveAttribute('href', '/audience-method');
  await expect(
    report.getByTestId('report-screens').getByRole('link', { name: /^\d[\d,]*$/ }),
  ).toHaveAttribute('href', `/audience-method?ledId=${screenId}`);
  await expect(report.getByRole('link', { name: 'Printable PDF' })).toHaveAttribute(
    'href',
    `/api/campaigns/${campaignId}/report?format=pdf`,
  );
  const pdf = await page.request.get(`/api/campaigns/${campaignId}/report?format=pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoSeriousViolations(page);

  // The player reports the daytime's first four hours: the figures move without a reload.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const impressionsBefore = await impressions.textContent();
  await postPlays(everyTenMinutes('daytime', 24));
  await expect(report.getByTestId('report-delivered')).toHaveText('55', { timeout: 15_000 });
  await expect(yesterdayRow.locator('td').nth(10)).toHaveAttribute('data-plays', '6');
  await expect(impressions).not.toHaveText(impressionsBefore!);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  mkdirSync(shots, { recursive: true });
  // At 320 px the hour grid scrolls inside its box; its hidden labels must not widen the page.
  for (const width of [1440, 360, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await report.scrollIntoViewIfNeeded();
    await expect(report.getByTestId('chart-daily').locator('canvas')).toBeVisible();
    await expect(heat).toBeVisible();
    // No sideways scrolling of the page at this width.
    await expectNoHorizontalScroll(page, width);
    await report.screenshot({ path: path.join(shots, `order-report-${width}.png`) });
    // On phones the hour grid scrolls sideways: it must be reachable by keyboard.
    await expectNoSeriousViolations(page);
  }

  // The same report in Arabic: the grid loads as it comes into view, with the same hours.
  await page.evaluate(() => localStorage.setItem('screenspot.language', 'ar'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(report.getByRole('heading', { name: 'تقرير الحملة' })).toBeVisible();
  await report.getByTestId('report-hours').scrollIntoViewIfNeeded();
  await expect(report.getByTestId('report-hours')).toContainText('مرات العرض حسب ساعة اليوم');
  await expect(yesterdayRow.locator('td').nth(23)).toHaveAttribute('data-plays', '1');
  for (const hour of [6, 10, 16]) {
    await expect(yesterdayRow.locator('td').nth(hour)).toHaveAttribute('data-plays', '6');
  }
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await report.getByTestId('report-hours').scrollIntoViewIfNeeded();
    await expect(heat).toBeVisible();
    await expectNoHorizontalScroll(page, width);
    await report.screenshot({ path: path.join(shots, `order-report-ar-${width}.png`) });
  }
  await expectNoSeriousViolations(page);

  // The console: the same report from the order's page, and the screen's plays per day.
  await console.setViewportSize({ width: 1440, height: 900 });
  await console.goto(`/admin/orders/${orderId}`);
  const consoleReport = console.getByTestId('campaign-report');
  await expect(consoleReport.getByTestId('report-delivered')).toHaveText('55');
  await expect(consoleReport.getByTestId('chart-daily').locator('canvas')).toBeVisible();
  await consoleReport.screenshot({ path: path.join(shots, 'console-report-1440.png') });
  await console.goto(`/admin/screens/${screenId}`);
  const delivery = console.getByRole('region', { name: 'Delivery, last 14 days' });
  await expect(delivery.getByTestId('screen-delivery-total')).toContainText('55 of');
  await expect(delivery.getByRole('listitem')).toHaveCount(14);
  await expectNoSeriousViolations(console);
  for (const width of [1440, 360]) {
    await console.setViewportSize({ width, height: 900 });
    await delivery.scrollIntoViewIfNeeded();
    await delivery.screenshot({ path: path.join(shots, `console-screen-delivery-${width}.png`) });
  }

  await screenApi.dispose();
});
