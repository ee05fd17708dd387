import path from 'node:path';
import { cellInstant, localDate } from '@screenspot/contracts/booking';
import { cellAt } from '@screenspot/contracts/player-loop';
import { expect, test, type Page } from './support/test';
import { registerCustomer, signInThroughApi } from './support/accounts';
import { ownServiceOnDatabase } from './support/own-service';
import { addPermit, insertScreen, passChecks, storeVideo } from './support/stored-rows';
import { seriousViolations } from './support/pages';

// The service and the player run at 13:00 screen time (the middle of Daytime 10–16) whatever the
// hour the tests run at: between 02:00 and 06:00 nothing is sold, and a daypart that ends during
// the test would end the order's play.
const clockShiftMs = (() => {
  const now = Date.now();
  const today = cellInstant(localDate(new Date(now)), 13 * 60).getTime();
  return (today >= now ? today : today + 86_400_000) - now;
})();
const screenNow = () => new Date(Date.now() + clockShiftMs);

// The player runs against its own service on PostgreSQL: the paid order with a passed creative
// check is written with SQL (no payment provider or check job is needed to reach that state).
const own = ownServiceOnDatabase('e2e_player', { clockShiftMs });

/**
 * A screen with a 4-second loop (two 2-second slots) and a paid, checked order in the current
 * daypart: a 1-second video unless told.
 */
async function shortPaidOrder(videoSeconds = 1) {
  const cell = cellAt(screenNow());
  if (!cell) throw new Error('The shifted clock is outside the sold dayparts.');
  const video = storeVideo(own.service.dataDir, `player-${videoSeconds}s`, videoSeconds);
  const videoMs = videoSeconds * 1000;
  const screenId = await insertScreen(own.database.query, {
    name: 'Creek Harbour Pulse',
    location: 'Dubai Creek Harbour',
    latitude: 25.2,
    longitude: 55.35,
    priceCents: 12000,
    title: 'Creek Harbour LED',
    description: 'A short-loop screen by the creek.',
    size: '320x180',
    durationSeconds: 2,
    loopSlots: 2,
  });
  const [{ id: customerId }] = await own.database.query<{ id: number }>(
    `select id from customers where role = 'customer' order by id desc limit 1`,
  );
  const [order] = await own.database.query<{ id: number }>(
    `insert into orders (customer_id, screen_id, status_code, price_cents, video_key,
       video_content_type, video_bytes, video_duration_ms, video_file_name)
     values ($1, $2, 2, 12000, $3, 'video/mp4', $4, $5, 'creek.mp4') returning id`,
    [customerId, screenId, video.videoKey, video.bytes.length, videoMs],
  );
  await own.database.query(
    `insert into order_cells (order_id, screen_id, date, daypart, spots) values ($1, $2, $3, $4, 1)`,
    [order!.id, screenId, cell.date, cell.daypart],
  );
  await passChecks(own.database.query, order!.id, video, videoMs);
  await addPermit(own.database.query, order!.id, cell.date, cell.date);
  return { screenId: screenId, orderId: order!.id };
}

async function storedPlays(orderId: number) {
  return own.database.query<{ play_id: string; seq: string; complete: boolean }>(
    'select play_id, seq, complete from plays where order_id = $1 order by seq',
    [orderId],
  );
}

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'player');

const counter = async (page: Page, name: 'plays' | 'pending') =>
  Number(await page.getByTestId('player').getAttribute(`data-${name}`));

test('a paired player plays a paid order, keeps playing and queueing offline, then uploads every play once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const operatorContext = await browser.newContext({ baseURL: own.service.url });
  const console = await operatorContext.newPage();
  const operator = await registerCustomer(console.request);
  await registerCustomer(console.request); // the advertiser whose order plays
  await own.database.query(`update customers set role = 'operator' where email = $1`, [
    operator.email,
  ]);
  await signInThroughApi(console, operator);
  const { screenId, orderId } = await shortPaidOrder();

  // The screen's computer opens /player: a pairing code, large.
  const playerContext = await browser.newContext({
    baseURL: own.service.url,
    viewport: { width: 1280, height: 720 },
  });
  // The screen's computer keeps the service's time; it runs on from there at the real pace.
  await playerContext.clock.install({ time: screenNow() });
  const player = await playerContext.newPage();
  await player.goto('/player');
  const code = (await player.getByTestId('pairing-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(player.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/player.webmanifest',
  );
  expect(await seriousViolations(player)).toEqual([]);
  await player.screenshot({ path: path.join(shots, 'pairing-1280.png') });

  // The operator types it under the screen in the console.
  await console.goto(`/admin/screens/${screenId}`);
  const panel = console.getByRole('region', { name: 'Players and delivery' });
  await panel.getByLabel('Pairing code shown on the screen').pressSequentially(code.toLowerCase(), {
    delay: 80,
  });
  await panel.getByRole('button', { name: 'Pair player' }).click();
  await expect(panel.getByRole('status')).toContainText('is paired');

  // The player claims its token by itself and plays the 1-second video in its 4-second loop.
  const stage = player.getByTestId('player');
  await expect(stage).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => counter(player, 'plays'), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect
    .poll(async () => (await storedPlays(orderId)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  // The verified file sits in Cache Storage.
  const cached = await player.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.includes('videos'))!);
    return (await cache.keys()).length;
  });
  expect(cached).toBe(1);

  // Network gone: it keeps playing from storage and queues its records in IndexedDB.
  await playerContext.setOffline(true);
  const storedBefore = (await storedPlays(orderId)).length;
  const playedBefore = await counter(player, 'plays');
  await expect(stage).toHaveAttribute('data-online', 'no', { timeout: 20_000 });
  await expect
    .poll(() => counter(player, 'plays'), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(playedBefore + 3);
  expect(await counter(player, 'pending')).toBeGreaterThanOrEqual(3);
  expect((await storedPlays(orderId)).length).toBe(storedBefore);

  // Back online: the queue goes up, nothing lost, nothing doubled.
  await playerContext.setOffline(false);
  await expect.poll(() => counter(player, 'pending'), { timeout: 30_000 }).toBe(0);
  await expect(stage).toHaveAttribute('data-online', 'yes');
  const played = await counter(player, 'plays');
  const rows = await storedPlays(orderId);
  // Plays that ended after the last upload may still be on their way; every earlier one is stored.
  expect(rows.length).toBeGreaterThanOrEqual(played - 1);
  expect(rows.length).toBeLessThanOrEqual(played);
  expect(new Set(rows.map((row) => row.play_id)).size).toBe(rows.length);
  expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, i) => i + 1));
  expect(rows.every((row) => row.complete)).toBe(true);

  // The console shows the player online and today's plays.
  await console.reload();
  await expect(panel.getByText('Online', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('plays-today')).toContainText(`${rows.length} of`);
  expect(await seriousViolations(console)).toEqual([]);
  for (const width of [1440, 360]) {
    await console.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: path.join(shots, `console-players-${width}.png`) });
  }

  await operatorContext.close();
  await playerContext.close();
});

test('a video as long as its slot counts as played in full', async ({ browser }) => {
  const operatorContext = await browser.newContext({ baseURL: own.service.url });
  const console = await operatorContext.newPage();
  const operator = await registerCustomer(console.request);
  await own.database.query(`update customers set role = 'operator' where email = $1`, [
    operator.email,
  ]);
  await registerCustomer(console.request); // the advertiser whose order plays
  await signInThroughApi(console, operator);
  // The 2-second video fills its 2-second slot: its first frame shows a little after the slot
  // begins, so the next slot starts on its last frames.
  const { screenId, orderId } = await shortPaidOrder(2);

  const playerContext = await browser.newContext({ baseURL: own.service.url });
  await playerContext.clock.install({ time: screenNow() });
  const player = await playerContext.newPage();
  await player.goto('/player');
  const code = (await player.getByTestId('pairing-code').textContent())!.trim();
  const linked = await console.request.post(`/api/admin/leds/${screenId}/players`, {
    data: { code },
  });
  expect(linked.status()).toBe(201);

  await expect
    .poll(async () => (await storedPlays(orderId)).length, { timeout: 40_000 })
    .toBeGreaterThanOrEqual(2);
  const rows = await storedPlays(orderId);
  expect(rows.map((row) => row.complete)).toEqual(rows.map(() => true));

  await operatorContext.close();
  await playerContext.close();
});

test('the pairing screen fits a phone-sized window and reads well', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: own.service.url,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto('/player');
  const code = page.getByTestId('pairing-code');
  await expect(code).toHaveText(/^[A-Z2-9]{6}$/);
  // The code is whole on screen, not cut off or wrapped.
  const box = (await code.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'pairing-360.png') });
  await context.close();
});
