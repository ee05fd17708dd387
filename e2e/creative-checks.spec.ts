import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { demoOperator, signedInCustomer, signInThroughApi } from './support/accounts';
import { makeVideoFile, scheduleFields } from './support/videos';
import { localPage, shotsAtDesignWidths } from './support/pages';

type Screen = { ledId: number; billboardName: string; duration: number; size: string };

let wrongShape: string;
test.beforeAll(() => {
  // A 4:3 video, as an old export would be: the classic green tick on a 16:9 screen.
  wrongShape = makeVideoFile('old-ad.mp4', { seconds: 4, size: '640x480' });
});

test('a 4:3 video on a 16:9 screen: refused before sending, failed in the console, overridden with a reason', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await localPage(browser, 1440);
  await signedInCustomer(customer);
  const screens = (await (await customer.request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.duration >= 10 && s.size === '3840x2160')!;

  // The upload page reads the picture's size from the video's metadata and refuses it before
  // sending: the same rule the checks apply.
  await customer.goto(`/uploadVideo/${screen.ledId}`);
  await customer.locator('input[type="file"][accept*="video"]').setInputFiles(wrongShape);
  const refusal = customer.getByRole('alert').filter({ hasText: 'Wrong shape for this screen.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('640×480 (4:3) but the screen is 3840×2160 (16:9)');
  await expect(customer.getByRole('button', { name: 'Submit for Approval' })).toHaveCount(0);
  await shotsAtDesignWidths(customer, 'upload-shape-refused');

  // Sent all the same (through the API, as an agency's tool might), the checks fail it.
  const sent = await customer.request.post('/api/order', {
    multipart: {
      ledId: String(screen.ledId),
      ...(await scheduleFields(customer.request, screen.ledId)),
      video: { name: 'old-ad.mp4', mimeType: 'video/mp4', buffer: readFileSync(wrongShape) },
    },
  });
  expect(sent.status()).toBe(201);
  const orderId = ((await sent.json()) as { id: number }).id;

  // The console shows each check with what was measured: the shape fails, the size warns.
  const operator = await localPage(browser, 1440);
  await signInThroughApi(operator, demoOperator);
  await operator.goto('/admin');
  await operator.getByRole('button', { name: new RegExp(`#${orderId} ·`) }).click();
  const review = operator.getByRole('region', {
    name: `Order #${orderId} · ${screen.billboardName}`,
  });
  const checks = review.getByRole('list', { name: 'Creative checks' });
  await expect(checks).toBeVisible({ timeout: 60_000 });
  const aspect = checks.getByRole('listitem').filter({ hasText: 'Aspect ratio' });
  await expect(aspect).toHaveAttribute('data-status', 'fail');
  await expect(aspect).toContainText('4:3');
  await expect(aspect).toContainText('expected 16:9');
  const resolution = checks.getByRole('listitem').filter({ hasText: 'Resolution' });
  await expect(resolution).toHaveAttribute('data-status', 'warn');
  await expect(resolution).toContainText('640×480');
  await expect(checks.getByRole('listitem').filter({ hasText: 'Video codec' })).toHaveAttribute(
    'data-status',
    'pass',
  );
  await expect(review.getByRole('img', { name: /Still \d of 3/ })).toHaveCount(3);
  await shotsAtDesignWidths(operator, 'console-checks-failed');

  // Approval is refused while the failure stands.
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review.getByRole('alert')).toContainText(
    'This video failed its checks (Aspect ratio)',
  );

  // An override needs a reason.
  await review.getByRole('button', { name: 'Override failed checks…' }).click();
  await review.getByRole('button', { name: 'Override with this reason' }).click();
  await expect(
    review.getByText('Please give a reason for approving this video despite its failed checks.'),
  ).toBeVisible();
  await review
    .getByLabel('Why may this video play anyway?')
    .fill('The advertiser accepts side bars on this screen.');
  await review.getByRole('button', { name: 'Override with this reason' }).click();
  await expect(
    review.getByText(/Overridden by .*: “The advertiser accepts side bars/),
  ).toBeVisible();
  await shotsAtDesignWidths(operator, 'console-checks-overridden');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText(`Order #${orderId} approved.`)).toBeVisible();

  // The customer sees what the checks found on their order's page.
  await customer.goto(`/order/${orderId}`);
  const notes = customer.getByRole('heading', {
    name: 'Some checks failed, but our team accepted the video',
  });
  await expect(notes).toBeVisible();
  await expect(customer.getByText(/Failed · Aspect ratio:/)).toBeVisible();
  await expect(customer.getByText(/Warning · Resolution:/)).toBeVisible();
  await shotsAtDesignWidths(customer, 'order-check-notes');
});
