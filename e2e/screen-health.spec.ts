import path from 'node:path';
import { expect, test } from './support/test';
import { registerCustomer } from './support/accounts';
import {
  operatorConsole,
  orderPlayingNow,
  ownServiceAtMidday,
  pairedPlayer,
} from './support/playing-now';
import { seriousViolations, shotsFolder } from './support/pages';
import { dubaiPlaces } from './support/screens';

// Its own service at midday screen time, with the fleet watch every two seconds so the outage
// shows without waiting.
const { own, screenNow } = ownServiceAtMidday('e2e_screen_health', { FLEET_WATCH_SECONDS: '2' });

const shots = shotsFolder('screen-health');

async function bookedScreen(customerEmail: string) {
  const { screenId } = await orderPlayingNow(own, screenNow(), {
    customerEmail,
    screen: { name: 'Al Wasl Beacon', at: dubaiPlaces.alWasl },
    video: { name: 'health-1s', fileName: 'wasl.mp4' },
  });
  return screenId;
}

test('a paired player reports its health, sends a screenshot, takes a command, then goes dark and the operators are alerted', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The operator's browser keeps the service's time too, so "5 min ago" reads true.
  const { console, operator } = await operatorConsole(own, browser, {
    viewport: { width: 1440, height: 900 },
    clockAt: screenNow(),
  });
  const advertiser = await registerCustomer(console.request); // whose order plays
  const screenId = await bookedScreen(advertiser.email);

  // The screen's computer pairs and starts playing.
  const playerContext = await browser.newContext({
    baseURL: own.service.url,
    viewport: { width: 1280, height: 720 },
  });
  await playerContext.clock.install({ time: screenNow() });
  const { player, playerId } = await pairedPlayer(playerContext, console, screenId);
  await expect(player.getByTestId('player')).toBeVisible({ timeout: 20_000 });

  // Its first heartbeat puts it online on the health page, with what it reported.
  await console.goto('/admin/screen-health');
  await expect(console.getByRole('heading', { name: 'Screen health' })).toBeVisible();
  const row = console.getByTestId(`health-${screenId}`);
  await expect(row).toHaveAttribute('data-state', 'online', { timeout: 30_000 });
  await expect(row).toContainText('Al Wasl Beacon');
  await expect(row).toContainText('2026.11.29');
  await expect(row).toContainText('just now');
  // The filter and the sort are in the address, and keep the row.
  await console.getByTestId('health-count-online').click();
  await expect(console).toHaveURL(/state=online/);
  await expect(row).toBeVisible();
  await console.getByLabel('Sort by').selectOption('name');
  await expect(console).toHaveURL(/sort=name/);
  await expect(row).toBeVisible();
  expect(await seriousViolations(console)).toEqual([]);
  await console.screenshot({ path: path.join(shots, 'health-online-1440.png'), fullPage: true });

  // A remote command: the player picks it up in its next heartbeat and acknowledges it.
  await console.goto(`/admin/screens/${screenId}`);
  const commands = console.getByRole('region', { name: 'Players and delivery' });
  await commands
    .getByRole('group', { name: `Send to player #${playerId}` })
    .getByRole('button', { name: 'Re-sync cache' })
    .click();
  await expect(commands.getByRole('status')).toContainText('picks it up within a minute');
  await expect(commands.getByText('Waiting for the player')).toBeVisible();
  // The player's next heartbeat is at most a minute away; the state arrives over the live stream.
  await expect(commands.getByText('Done', { exact: true })).toBeVisible({ timeout: 90_000 });
  // The player sent a frame of the playing video by itself (its first heartbeat asks for one).
  const frame = commands.locator('[data-testid^="screenshot-"] img').first();
  await expect(frame).toBeVisible({ timeout: 60_000 });
  await expect(commands.getByText(/^sha256 [0-9a-f]{16}/).first()).toBeVisible();
  expect(await frame.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const [shot] = await own.database.query<{ content_type: string; sha256: string }>(
    `select content_type, sha256 from player_screenshots where screen_id = $1`,
    [screenId],
  );
  expect(shot).toMatchObject({
    content_type: 'image/jpeg',
    sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  // This screen alerts after 5 minutes offline rather than the default 10.
  const threshold = commands.getByLabel('Offline alert after');
  await expect(threshold).toHaveValue('10');
  await threshold.fill('5');
  await commands.getByRole('button', { name: 'Save' }).click();
  await expect(commands.getByText('Saved.')).toBeVisible();
  await commands.scrollIntoViewIfNeeded();
  await commands.screenshot({ path: path.join(shots, 'commands-1440.png') });

  // The screen's computer goes away. Its last heartbeat is put 15 minutes back, as if that much
  // time had passed: past the stale and offline marks and the screen's 5-minute alert threshold.
  await playerContext.close();
  await own.database.query(
    `update players set last_seen_at = last_seen_at - interval '15 minutes' where id = $1`,
    [playerId],
  );
  await console.goto('/admin/screen-health');
  // Booked now and silent: dark, counted in the navigation, and the operators alerted once.
  await expect(row).toHaveAttribute('data-state', 'dark', { timeout: 30_000 });
  await expect(console.getByTestId('nav-count-health')).toHaveText(/^1/);
  await expect(row).toContainText('operators alerted', { timeout: 30_000 });
  const alerts = await console.request.get('/api/notification/getAll');
  const items = (await alerts.json()) as { title: string }[];
  expect(items.filter((n) => n.title === 'Al Wasl Beacon is dark in booked hours')).toHaveLength(1);
  const outbox = (await (await console.request.get('/api/dev/outbox')).json()) as {
    to: string;
    subject: string | null;
  }[];
  expect(
    outbox.filter(
      (m) => m.to === operator.email && m.subject === 'Al Wasl Beacon is dark in booked hours',
    ),
  ).toHaveLength(1);
  await console.getByTestId('health-count-dark').click();
  await expect(row).toBeVisible();
  for (const width of [1440, 360]) {
    await console.setViewportSize({ width, height: 900 });
    await console.screenshot({
      path: path.join(shots, `health-dark-${width}.png`),
      fullPage: true,
    });
  }

  // In Arabic, right to left.
  await console.evaluate(() => localStorage.setItem('screenspot.language', 'ar'));
  await console.reload();
  await expect(console.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row).toContainText('مطفأة');
  for (const width of [1440, 360]) {
    await console.setViewportSize({ width, height: 900 });
    await console.reload();
    await expect(row).toBeVisible();
    await console.screenshot({
      path: path.join(shots, `health-dark-ar-${width}.png`),
      fullPage: true,
    });
  }
});
