import { expect, test, type Page } from './support/test';
import { signedInCustomer } from './support/accounts';
import { seriousViolations, throttleUploads } from './support/pages';
import { makeVideoFile } from './support/videos';

async function bookFirstScreen(page: Page): Promise<number> {
  await page.goto('/upload');
  await page.getByRole('link', { name: 'Book' }).first().click();
  await expect(page).toHaveURL(/\/uploadVideo\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Upload Your Video' })).toBeVisible();
  return Number(/\/uploadVideo\/(\d+)$/.exec(page.url())![1]);
}

test('a customer books a screen, uploads a video with progress and sees it in Announcements', async ({
  page,
}) => {
  await signedInCustomer(page);
  await bookFirstScreen(page);

  const tracker = page.getByRole('list', { name: 'Order progress' });
  await expect(tracker.getByRole('listitem')).toHaveText([
    /Upload video$/,
    /Confirmation$/,
    /Completes Payment$/,
  ]);
  await expect(tracker.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('50 MB')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Any questions?' })).toBeVisible();
  // Nothing to submit until a video is chosen and read.
  await expect(page.getByRole('button', { name: 'Submit for Approval' })).toHaveCount(0);
  // The content permit's fields are in view, and say days without a permit do not play.
  const permit = page.getByRole('group', {
    name: 'Content permit: needed for your advert to play',
  });
  await expect(permit.getByLabel('Permit number')).toBeVisible();
  await expect(permit).toContainText('Booked days no permit covers are held back from play.');
  expect(await seriousViolations(page)).toEqual([]);

  const video = makeVideoFile('ad.mp4', { seconds: 4, size: '640x360' });
  await page.locator('input[type=file][accept*=video]').setInputFiles(video);
  await expect(page.getByLabel('Preview of ad.mp4')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit for Approval' });
  await expect(submit).toBeVisible();

  await throttleUploads(page, 256 * 1024);
  await submit.click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);

  await expect(page).toHaveURL(/\/received/, { timeout: 30_000 });
  await expect(page.getByText('under review by our moderation team')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

  await page.goto('/tab/announcment');
  await expect(page.getByText('For changes, please contact support.')).toBeVisible();
  const card = page.getByRole('article').first();
  const status = card.getByText('Under review');
  await expect(status).toBeVisible();
  await expect(status).toHaveClass(/status-green/);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Watch video' }).click();
  const player = card.locator('video');
  await expect
    .poll(() => player.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 10_000 })
    .toBeGreaterThan(0);
});

test('the page refuses a video longer than the screen allows, and a failed upload can be retried', async ({
  page,
}) => {
  await signedInCustomer(page);
  const ledId = await bookFirstScreen(page);
  const screen = (await (await page.request.get(`/api/leds?ledId=${ledId}`)).json()) as {
    duration: number;
  };

  const tooLong = makeVideoFile('long.mp4', { seconds: screen.duration + 2 });
  await page.locator('input[type=file][accept*=video]').setInputFiles(tooLong);
  await expect(page.getByRole('alert')).toHaveText(
    `The video is longer than this screen's maximum of ${screen.duration} seconds. Please trim it and try again.`,
  );
  await expect(page.getByRole('button', { name: 'Submit for Approval' })).toHaveCount(0);

  // A live recording carries no length in its header: the browser cannot judge it; the server
  // reads it from the recording's own timestamps and refuses it as too long.
  const live = makeVideoFile('recording.webm', { seconds: screen.duration + 3, live: true });
  await page.locator('input[type=file][accept*=video]').setInputFiles(live);
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `The video is longer than this screen's maximum of ${screen.duration} seconds.`,
  );
  await expect(page).toHaveURL(/\/uploadVideo\//);

  const good = makeVideoFile('good.webm', { seconds: 2 });
  await page.locator('input[type=file][accept*=video]').setInputFiles(good);
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/received/);
});

test('approved page shows an order that is not yet approved as under review; payment refuses it', async ({
  page,
}) => {
  await signedInCustomer(page);
  await bookFirstScreen(page);
  await page
    .locator('input[type=file][accept*=video]')
    .setInputFiles(makeVideoFile('short.mp4', { seconds: 2 }));
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/received\?order=\d+/);
  const orderId = new URL(page.url()).searchParams.get('order');

  await page.goto(`/approved?order=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Your Video Is Under Review' })).toBeVisible();
  await page.goto(`/payment?order=${orderId}`);
  await expect(page.getByRole('heading', { name: 'This order cannot be paid yet' })).toBeVisible();
  await expect(page.getByText('Payment opens once your video is approved.')).toBeVisible();
  await expect(page.getByText('Total Amount Due')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Card/ })).toHaveCount(0);

  await page.goto('/payment?order=999999');
  await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
});

test('a visitor is sent to sign in from Announcements', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('username', 'true'));
  await page.goto('/tab/announcment');
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2Ftab%2Fannouncment$/);
});
