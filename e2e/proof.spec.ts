import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cellInstant, localDate } from '@screenspot/contracts/booking';
import { cellAt } from '@screenspot/contracts/player-loop';
import { expect, test } from './support/test';
import { registerCustomer, signInThroughApi } from './support/accounts';
import { ownServiceOnDatabase } from './support/own-service';
import { addPermit, insertScreen, passChecks, storeVideo } from './support/stored-rows';
import { seriousViolations } from './support/pages';

// The service and the player run at 13:00 screen time (the middle of Daytime 10–16), so the paid
// order's cell is running now whatever the hour the test runs at.
const clockShiftMs = (() => {
  const now = Date.now();
  const today = cellInstant(localDate(new Date(now)), 13 * 60).getTime();
  return (today >= now ? today : today + 86_400_000) - now;
})();
const screenNow = () => new Date(Date.now() + clockShiftMs);

const own = ownServiceOnDatabase('e2e_proof', { clockShiftMs });
const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'proof');
const verifier = path.resolve(import.meta.dirname, '..', 'scripts', 'verify-proof.mjs');

/** `npm run verify-proof -- file` as a client runs it: its exit code and what it printed. */
function verifyProof(file: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, [verifier, file], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

/** A screen with a 4-second loop and the advertiser's paid campaign of one order playing now. */
async function campaignPlayingNow(customerId: number) {
  const cell = cellAt(screenNow());
  if (!cell) throw new Error('The shifted clock is outside the sold dayparts.');
  const video = storeVideo(own.service.dataDir, 'proof-1s', 1);
  const screenId = await insertScreen(own.database.query, {
    name: 'Jumeirah Lakes Signal',
    location: 'Jumeirah Lakes Towers',
    latitude: 25.07,
    longitude: 55.14,
    priceCents: 12000,
    title: 'JLT LED',
    description: 'A short-loop screen by the lakes.',
    size: '320x180',
    durationSeconds: 2,
    loopSlots: 2,
  });
  const [campaign] = await own.database.query<{ id: number }>(
    `insert into campaigns (customer_id, name) values ($1, 'Lakes launch') returning id`,
    [customerId],
  );
  const [order] = await own.database.query<{ id: number }>(
    `insert into orders (customer_id, campaign_id, screen_id, status_code, price_cents, video_key,
       video_content_type, video_bytes, video_duration_ms, video_file_name)
     values ($1, $2, $3, 2, 12000, $4, 'video/mp4', $5, 1000, 'lakes.mp4') returning id`,
    [customerId, campaign!.id, screenId, video.videoKey, video.bytes.length],
  );
  await own.database.query(
    `insert into order_cells (order_id, screen_id, date, daypart, spots) values ($1, $2, $3, $4, 1)`,
    [order!.id, screenId, cell.date, cell.daypart],
  );
  await passChecks(own.database.query, order!.id, video, 1000);
  await addPermit(own.database.query, order!.id, cell.date, cell.date);
  return { screenId, orderId: order!.id, campaignId: campaign!.id };
}

test('a player signs its uploads of plays; the proof link opens without signing in and its CSV verifies, then fails after one byte changes', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const operatorContext = await browser.newContext({ baseURL: own.service.url });
  const console = await operatorContext.newPage();
  const operator = await registerCustomer(console.request);
  await own.database.query(`update customers set role = 'operator' where email = $1`, [
    operator.email,
  ]);
  await signInThroughApi(console, operator);
  const ownerContext = await browser.newContext({ baseURL: own.service.url });
  const owner = await ownerContext.newPage();
  const advertiser = await registerCustomer(owner.request);
  const [{ id: customerId }] = await own.database.query<{ id: number }>(
    'select id from customers where email = $1',
    [advertiser.email],
  );
  const { screenId, orderId, campaignId } = await campaignPlayingNow(customerId);

  // The screen's computer pairs: it makes its key pair and registers the public key.
  const playerContext = await browser.newContext({
    baseURL: own.service.url,
    viewport: { width: 1280, height: 720 },
  });
  await playerContext.clock.install({ time: screenNow() });
  const player = await playerContext.newPage();
  await player.goto('/player');
  const code = (await player.getByTestId('pairing-code').textContent())!.trim();
  const linked = await console.request.post(`/api/admin/leds/${screenId}/players`, {
    data: { code },
  });
  expect(linked.status()).toBe(201);
  await operatorContext.close();
  await expect(player.getByTestId('player')).toBeVisible({ timeout: 20_000 });
  const [key] = await own.database.query<{ public_key: string | null }>(
    'select public_key from players where screen_id = $1',
    [screenId],
  );
  expect(key!.public_key).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // It plays and uploads its records, each upload signed once as a batch (decision 0064).
  await expect
    .poll(
      async () =>
        (
          await own.database.query<{ n: number }>(
            `select count(*)::int as n from plays p join play_batches b on b.id = p.batch_id
             where p.order_id = $1`,
            [orderId],
          )
        )[0]!.n,
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(2);
  await playerContext.close();
  const [{ n: unsigned }] = await own.database.query<{ n: number }>(
    'select count(*)::int as n from plays where order_id = $1 and batch_id is null',
    [orderId],
  );
  expect(unsigned).toBe(0);

  // The owner makes a proof link on the campaign's page.
  await signInThroughApi(owner, advertiser);
  await owner.goto(`/campaigns/${campaignId}`);
  const panel = owner.getByTestId('proof-links');
  await panel.getByRole('button', { name: 'Make a proof link' }).click();
  const address = await panel.getByLabel('Your new proof link').inputValue();
  expect(address).toMatch(/\/proof\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByText('Active')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(shots, 'proof-links-1440.png') });
  const url = new URL(address).pathname;

  // Someone without an account opens it.
  const clientContext = await browser.newContext({
    baseURL: own.service.url,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const client = await clientContext.newPage();
  await client.goto(url);
  await expect(client.getByRole('heading', { name: 'Lakes launch', level: 1 })).toBeVisible();
  await expect(client).toHaveURL(new RegExp(`${url}$`));
  const plays = client.getByTestId('proof-plays');
  await expect(plays.locator('tbody tr').first()).toBeVisible();
  await expect(plays).toContainText('Jumeirah Lakes Signal');
  await expect(plays.getByText('Unsigned')).toHaveCount(0);
  await expect(plays.getByText(/^Batch [0-9a-f]{10}…$/).first()).toBeVisible();
  expect(await seriousViolations(client)).toEqual([]);

  const downloading = client.waitForEvent('download');
  await client.getByTestId('proof-csv').click();
  const file = path.join(shots, 'proof-of-play.csv');
  await (await downloading).saveAs(file);
  const good = await verifyProof(file);
  expect(good.output).toContain(key!.public_key!);
  expect(good.output).toMatch(/ 0 failed/);
  expect(good.code).toBe(0);
  expect(readFileSync(file, 'utf8')).toMatch(/\nbatch,[0-9a-f]{64},/);

  // One byte of one row changed: a play's duration one millisecond longer.
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  lines[1] = lines[1]!.replace(
    /,(\d+),completed,/,
    (_, ms: string) => `,${Number(ms) + 1},completed,`,
  );
  expect(lines.join('\n')).not.toBe(text);
  const tamperedFile = path.join(shots, 'proof-of-play-tampered.csv');
  writeFileSync(tamperedFile, lines.join('\n'));
  const tampered = await verifyProof(tamperedFile);
  expect(tampered.code).toBe(1);
  expect(tampered.output).toContain('line 2: hash does not match the row');

  // Its hash rewritten to match as well: no longer among its batch's signed records.
  const fields = lines[1]!.split(',');
  const signedText = ['screenspot-play-v1', ...fields.slice(1, 8)].join('\n');
  fields[11] = createHash('sha256').update(signedText).digest('hex');
  lines[1] = fields.join(',');
  writeFileSync(tamperedFile, lines.join('\n'));
  const rehashed = await verifyProof(tamperedFile);
  expect(rehashed.code).toBe(1);
  expect(rehashed.output).toContain("line 2: not among its batch's signed records");

  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') {
      await client.evaluate(() => localStorage.setItem('screenspot.language', 'ar'));
      await client.reload();
      await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(client.getByRole('heading', { name: 'العروض، الأحدث أولًا' })).toBeVisible();
    }
    for (const width of [1440, 360]) {
      await client.setViewportSize({ width, height: 900 });
      await client.screenshot({
        path: path.join(shots, `proof-${language}-${width}.png`),
        fullPage: true,
      });
    }
  }

  // Revoked by the owner: the link stops working.
  const [link] = (await (
    await owner.request.get(`/api/campaigns/${campaignId}/proof-links`)
  ).json()) as { id: number }[];
  expect(
    (await owner.request.delete(`/api/campaigns/${campaignId}/proof-links/${link!.id}`)).status(),
  ).toBe(204);
  await client.reload();
  await expect(client.getByTestId('proof-missing')).toBeVisible();
  await clientContext.close();
  await ownerContext.close();
});
