import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { registerCustomer } from './support/accounts';
import {
  operatorConsole,
  orderPlayingNow,
  ownServiceAtMidday,
  pairedPlayer,
} from './support/playing-now';
import { seriousViolations, shotsFolder } from './support/pages';
import { dubaiPlaces } from './support/screens';

// The player runs against its own service on PostgreSQL, at midday screen time.
const { own, screenNow } = ownServiceAtMidday('e2e_player');

/** A short-loop screen and the newest advertiser's paid, checked order on it: a 1-second video unless told. */
async function shortPaidOrder(customerEmail: string, videoSeconds = 1) {
  return orderPlayingNow(own, screenNow(), {
    customerEmail,
    screen: { name: 'Creek Harbour Pulse', at: dubaiPlaces.creekHarbour },
    video: { name: `player-${videoSeconds}s`, fileName: 'creek.mp4', seconds: videoSeconds },
  });
}

async function storedPlays(orderId: number) {
  return own.database.query<{ play_id: string; seq: string; complete: boolean }>(
    'select play_id, seq, complete from plays where order_id = $1 order by seq',
    [orderId],
  );
}

const shots = shotsFolder('player');

const counter = async (page: Page, name: 'plays' | 'pending') =>
  Number(await page.getByTestId('player').getAttribute(`data-${name}`));

test('a paired player plays a paid order, keeps playing and queueing offline, then uploads every play once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { console } = await operatorConsole(own, browser);
  const advertiser = await registerCustomer(console.request); // whose order plays
  const { screenId, orderId } = await shortPaidOrder(advertiser.email);

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
  // The player plays on while the page reloads: today's count holds every stored play at least.
  const playsToday = async () =>
    Number((await panel.getByTestId('plays-today').textContent())?.split(' of ')[0]);
  await expect.poll(playsToday).toBeGreaterThanOrEqual(rows.length);
  expect(await seriousViolations(console)).toEqual([]);
  for (const width of [1440, 360]) {
    await console.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: path.join(shots, `console-players-${width}.png`) });
  }
});

test('a video as long as its slot counts as played in full', async ({ browser }) => {
  const { console } = await operatorConsole(own, browser);
  const advertiser = await registerCustomer(console.request); // whose order plays
  // The 2-second video fills its 2-second slot: its first frame shows a little after the slot
  // begins, so the next slot starts on its last frames.
  const { screenId, orderId } = await shortPaidOrder(advertiser.email, 2);

  const playerContext = await browser.newContext({ baseURL: own.service.url });
  await playerContext.clock.install({ time: screenNow() });
  await pairedPlayer(playerContext, console, screenId);

  await expect
    .poll(async () => (await storedPlays(orderId)).length, { timeout: 40_000 })
    .toBeGreaterThanOrEqual(2);
  const rows = await storedPlays(orderId);
  expect(rows.map((row) => row.complete)).toEqual(rows.map(() => true));
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
});
