import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { registerCustomer, signInThroughApi } from './support/accounts';
import {
  operatorConsole,
  orderPlayingNow,
  ownServiceAtMidday,
  pairedPlayer,
} from './support/playing-now';
import { openedWithoutAccount, seriousViolations, shotsFolder } from './support/pages';
import { dubaiPlaces } from './support/screens';

const { own, screenNow } = ownServiceAtMidday('e2e_proof');
const shots = shotsFolder('proof');
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
function campaignPlayingNow(customerEmail: string) {
  return orderPlayingNow(own, screenNow(), {
    customerEmail,
    screen: { name: 'Jumeirah Lakes Signal', at: dubaiPlaces.lakes },
    video: { name: 'proof-1s', fileName: 'lakes.mp4' },
    campaignName: 'Lakes launch',
  });
}

test('a player signs its uploads of plays; the proof link opens without signing in and its CSV verifies, then fails after one byte changes', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { console } = await operatorConsole(own, browser);
  const ownerContext = await browser.newContext({ baseURL: own.service.url });
  const owner = await ownerContext.newPage();
  const advertiser = await registerCustomer(owner.request);
  const { screenId, orderId, campaignId } = await campaignPlayingNow(advertiser.email);

  // The screen's computer pairs: it makes its key pair and registers the public key.
  const playerContext = await browser.newContext({
    baseURL: own.service.url,
    viewport: { width: 1280, height: 720 },
  });
  await playerContext.clock.install({ time: screenNow() });
  const { player } = await pairedPlayer(playerContext, console, screenId);
  await console.context().close();
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
  const client = await openedWithoutAccount(browser, url, 1440, own.service.url);
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
      // Every play's time, screen and signature show without scrolling the table sideways.
      expect(
        await plays.evaluate(
          (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
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
});
