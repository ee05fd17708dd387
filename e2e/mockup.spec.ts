import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { operatorAndCustomer } from './support/orders';
import { seriousViolations, shotsAtDesignWidths } from './support/pages';
import { scheduleFields } from './support/videos';
import { createScreen, dubaiPlaces } from './support/screens';

const work = mkdtempSync(path.join(tmpdir(), 'screenspot-e2e-mockup-'));

/** The system's ffmpeg, or the one the service's npm package ships (the service falls back to it too). */
function ffmpegPath(): string {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return 'ffmpeg';
  } catch {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  }
}

function made(name: string, ...args: string[]): Buffer {
  const file = path.join(work, name);
  execFileSync(ffmpegPath(), ['-v', 'error', '-nostdin', '-y', ...args, file]);
  return readFileSync(file);
}

/** The photo: a street in grey-blue with the screen, a dark panel, at a known place. */
const photoSize = { width: 960, height: 640 };
const panel = { x: 300, y: 150, width: 360, height: 220 };

test('an operator marks the display area by clicking its corners, then by keyboard, and the customer sees the mock-up', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { operator, customer } = await operatorAndCustomer(browser, 1440);

  // A screen of its own, with its photo.
  const { id: screenId, name } = await createScreen(operator.request, 'Sheikh Zayed Gate', {
    at: dubaiPlaces.tradeCentre,
    price: 300,
  });
  const photo = made(
    'street.png',
    ...['-f', 'lavfi', '-i', `color=c=0x8aa0b8:s=${photoSize.width}x${photoSize.height}`],
    ...[
      '-vf',
      `drawbox=x=${panel.x}:y=${panel.y}:w=${panel.width}:h=${panel.height}:color=0x1e293b:t=fill`,
    ],
    ...['-frames:v', '1'],
  );
  const stored = await operator.request.put(`/api/admin/screens/${screenId}/image`, {
    data: photo,
    headers: { 'content-type': 'image/png' },
  });
  expect(stored.status(), await stored.text()).toBe(200);

  // The customer's order on it, with a video.
  const video = made(
    'launch.mp4',
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-t', '3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  );
  const sent = await customer.request.post('/api/order', {
    multipart: {
      ledId: String(screenId),
      ...(await scheduleFields(customer.request, screenId)),
      video: { name: 'launch.mp4', mimeType: 'video/mp4', buffer: video },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const orderId = ((await sent.json()) as { id: number }).id;

  // The operator clicks the panel's four corners on the photo, clockwise from the top left.
  await operator.goto(`/admin/screens/${screenId}`);
  const areaPanel = operator.getByRole('region', { name: 'Display area' });
  // The console's lazy chunk can take a while on a busy machine.
  await expect(areaPanel.getByText('No display area marked yet.')).toBeVisible({ timeout: 60_000 });
  await areaPanel.getByRole('button', { name: 'Mark the corners' }).click();
  const stage = areaPanel.getByTestId('display-area-photo');
  await expect(areaPanel.getByRole('img')).toBeVisible();
  const box = (await stage.boundingBox())!;
  const at = (x: number, y: number) => ({
    x: (x / photoSize.width) * box.width,
    y: (y / photoSize.height) * box.height,
  });
  const corners = [
    [panel.x, panel.y, 'top left'],
    [panel.x + panel.width, panel.y, 'top right'],
    [panel.x + panel.width, panel.y + panel.height, 'bottom right'],
    [panel.x, panel.y + panel.height, 'bottom left'],
  ] as const;
  for (const [index, [x, y, corner]] of corners.entries()) {
    await expect(areaPanel.getByRole('status')).toHaveText(
      `Click corner ${index + 1} of 4: ${corner}.`,
    );
    await stage.click({ position: at(x, y) });
  }
  await expect(areaPanel.getByRole('status')).toHaveText(
    'Four corners marked. Save the area to draw the mock-ups.',
  );
  // Each corner lands where it was clicked, to within 1 % of the photo's size.
  const listed = await areaPanel.getByRole('list', { name: 'Marked corners' }).innerText();
  const marked = [...listed.matchAll(/([\d.]+)%, ([\d.]+)%/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  expect(marked).toHaveLength(4);
  corners.forEach(([x, y], index) => {
    expect(Math.abs(marked[index]![0]! - (x / photoSize.width) * 100)).toBeLessThan(1);
    expect(Math.abs(marked[index]![1]! - (y / photoSize.height) * 100)).toBeLessThan(1);
  });
  await areaPanel.getByRole('button', { name: 'Save the area' }).click();
  await expect(areaPanel.getByRole('status')).toHaveText(
    "Area saved. The mock-ups of this screen's orders are being drawn again.",
  );
  await shotsAtDesignWidths(operator, 'console-display-area');

  // The same corners by keyboard alone: typed in per cent of the photo, Tab from field to field,
  // and saved with Enter.
  const typed = corners.map(([x, y]) => [
    Math.round((x / photoSize.width) * 10000) / 100,
    Math.round((y / photoSize.height) * 10000) / 100,
  ]);
  await areaPanel.getByLabel('Across, top left (%)').focus();
  for (const value of typed.flat()) {
    await operator.keyboard.press('ControlOrMeta+a');
    await operator.keyboard.type(String(value));
    await operator.keyboard.press('Tab');
  }
  await expect(areaPanel.getByLabel('Down, bottom left (%)')).toHaveValue(String(typed[3]![1]));
  await expect(areaPanel.getByRole('status')).toHaveText(
    'Four corners marked. Save the area to draw the mock-ups.',
  );
  // Past the eight fields: Mark again, then Save the area.
  await expect(areaPanel.getByRole('button', { name: 'Mark again' })).toBeFocused();
  await operator.keyboard.press('Tab');
  await expect(areaPanel.getByRole('button', { name: 'Save the area' })).toBeFocused();
  await operator.keyboard.press('Enter');
  await expect(areaPanel.getByRole('status')).toHaveText(
    "Area saved. The mock-ups of this screen's orders are being drawn again.",
  );
  expect(
    await seriousViolations(operator, (scan) =>
      scan.include('section[aria-labelledby="screen-display-area"]'),
    ),
  ).toEqual([]);
  const saved = await operator.request.get(`/api/admin/screens/${screenId}/display-area`);
  const area = (await saved.json()) as { corners: { x: number; y: number }[] };
  area.corners.forEach((corner, index) => {
    expect(corner.x).toBeCloseTo(typed[index]![0]! / 100, 4);
    expect(corner.y).toBeCloseTo(typed[index]![1]! / 100, 4);
  });

  // The second save draws the mock-up again: the customer's pages show it once it is drawn.
  await expect
    .poll(
      async () =>
        (
          (await (await customer.request.get(`/api/order/${orderId}/mockup`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('ready');

  // The customer sees it on the page they land on after the upload, and on the order's page.
  await customer.goto(`/received?order=${orderId}`);
  const image = customer.getByRole('img', {
    name: "Your video's key frame shown on the screen at its location",
  });
  await expect(image).toBeVisible({ timeout: 60_000 });
  // Shown before its bytes are in: wait for them rather than read a width of 0.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(photoSize.width);
  await customer.goto(`/order/${orderId}`);
  await expect(customer.getByRole('heading', { name: 'Your advert on site' })).toBeVisible();
  await expect(image).toBeVisible();
  const pdfLink = customer.getByRole('link', { name: 'Download for the permit (PDF)' });
  const pdf = await customer.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await shotsAtDesignWidths(customer, 'order-mockup');

  // The moderator sees it beside the video.
  await operator.goto('/admin');
  await operator.getByRole('button', { name: new RegExp(`#${orderId} ·`) }).click();
  const review = operator.getByRole('region', { name: `Order #${orderId} · ${name}` });
  await expect(
    review.getByRole('img', { name: `Mock-up of order ${orderId}'s video on its screen` }),
  ).toBeVisible();
  await shotsAtDesignWidths(operator, 'console-moderation-mockup');

  // The same pages in Arabic.
  for (const page of [customer, operator]) {
    await page.evaluate(() => localStorage.setItem('screenspot.language', 'ar'));
  }
  await customer.goto(`/order/${orderId}`);
  await expect(customer.getByRole('heading', { name: 'إعلانك في موقعه' })).toBeVisible();
  await shotsAtDesignWidths(customer, 'order-mockup-ar');
  await operator.goto(`/admin/screens/${screenId}`);
  await expect(operator.getByRole('region', { name: 'مساحة العرض' })).toBeVisible();
  await shotsAtDesignWidths(operator, 'console-display-area-ar');
});
