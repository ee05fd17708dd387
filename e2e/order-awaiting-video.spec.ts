import { expect, test } from './support/test';
import { signedInCustomer } from './support/accounts';
import { makeVideoFile, scheduleFields } from './support/videos';

type Screen = { ledId: number; billboardName: string; size: string; duration: number };

test('an order booked without its video takes the video from its own page, and offers nothing to watch before', async ({
  page,
}) => {
  await signedInCustomer(page);
  const screens = (await (await page.request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.size === '1920x1080' && s.duration >= 10)!;
  const { startDate, endDate } = await scheduleFields(page.request, screen.ledId);
  const booked = await page.request.post('/api/campaigns', {
    data: {
      items: [{ ledId: screen.ledId, startDate, endDate, dayparts: ['evening'], spotsPerLoop: 1 }],
    },
  });
  expect(booked.status()).toBe(201);
  const orders = (await (await page.request.get('/api/order/getAll')).json()) as {
    id: number;
    statusCode: number;
  }[];
  const orderId = orders[0]!.id;
  expect(orders[0]!.statusCode).toBe(6);

  // The orders tab offers the order's page, not a video that does not exist.
  await page.goto('/tab/announcment');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: `View order #${orderId}`, exact: true }) });
  await expect(card.getByText('Awaiting video')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Watch video' })).toHaveCount(0);

  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await card.getByRole('link', { name: `View order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  const video = page.getByRole('region', { name: 'Your video' });
  await expect(video.getByText('You have not sent a video for this order yet.')).toBeVisible();
  await expect(page.getByText('Upload the video for this screen')).toBeVisible();
  await expect(video.locator('video')).toHaveCount(0);
  await expect(page.getByText('Video length')).toHaveCount(0);

  await video
    .getByLabel(`Video for ${screen.billboardName}`)
    .setInputFiles(makeVideoFile('later.mp4', { seconds: 4, size: '1920x1080' }));
  await expect(page.getByText('Under review').first()).toBeVisible({ timeout: 30_000 });
  await expect(video.locator('video')).toHaveCount(1);
  expect(missing).toEqual([]);
});
