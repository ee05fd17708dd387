// Over 400 lines: the console's main screens walked by one signed-in operator.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { demoOperator, signedInCustomer, signInThroughApi } from './support/accounts';
import { clockAt, dollars, placedOrder, uploadOrder } from './support/orders';
import { pageInZone, seriousViolations } from './support/pages';
import { tinyPng } from './support/images';
import { makeVideoFile } from './support/videos';

/** Made in the embedded development database at start (its log prints the same line). */

type Screen = { ledId: number; billboardName: string; price: number; duration: number };

let video: string;
test.beforeAll(() => {
  video = makeVideoFile('ad.mp4', { seconds: 4, size: '640x360' });
});

/** A context that reaches only the service under test (map tiles and the like are refused). */
async function localContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === 'localhost' || host === '127.0.0.1' ? route.continue() : route.abort();
  });
  return context;
}

async function operatorPage(browser: Browser): Promise<Page> {
  const page = await (await localContext(browser)).newPage();
  await signInThroughApi(page, demoOperator);
  return page;
}

/** A new customer uploads a video through the upload page; their page then waits on Notifications. */
async function customerUploads(browser: Browser) {
  const page = await (await localContext(browser)).newPage();
  const account = await signedInCustomer(page);
  const screens = (await (await page.request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.duration >= 10)!;

  await page.goto(`/uploadVideo/${screen.ledId}`);
  await page.locator('input[type="file"][accept*="video"]').setInputFiles(video);
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/received/);

  const orders = (await (await page.request.get('/api/order/getAll?page=0&size=100')).json()) as {
    id: number;
  }[];
  const orderId = orders[0]!.id;
  await page.goto('/tab/notification');
  return { page, account, screen, orderId };
}

/** Opens the order in the moderation queue and checks its video streams by ranges. */
async function openInQueue(operator: Page, orderId: number, screenName: string) {
  const ranged = operator.waitForResponse(
    (res) => res.url().includes(`/api/admin/orders/${orderId}/video`) && res.status() === 206,
  );
  await operator.goto('/admin');
  await operator.getByRole('button', { name: new RegExp(`#${orderId} ·`) }).click();
  const review = operator.getByRole('region', { name: `Order #${orderId} · ${screenName}` });
  await expect(review).toBeVisible();
  await ranged;
  await expect
    .poll(() => review.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThan(0);
  await expect(review.getByText('Max length')).toBeVisible();
  return review;
}

function isColoured(rgb: string, channel: 'red' | 'green'): boolean {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return channel === 'green' ? g > r + 20 && g >= b : r > g + 40 && r > b + 40;
}

async function expectStatusColour(page: Page, label: string, channel: 'red' | 'green') {
  await page.goto('/tab/announcment');
  const status = page.getByText(label, { exact: true }).first();
  await expect(status).toBeVisible();
  const colours = await status.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.color, style.backgroundColor];
  });
  expect(
    colours.some((c) => isColoured(c, channel)),
    colours.join(' / '),
  ).toBe(true);
}

test('a customer uploads, the operator approves, the customer is told without reloading and can pay', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await customerUploads(browser);
  const title = `Your video for ${customer.screen.billboardName} has been approved`;

  const operator = await operatorPage(browser);
  const review = await openInQueue(operator, customer.orderId, customer.screen.billboardName);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText(`Order #${customer.orderId} approved.`)).toBeVisible();

  await operator.goto(`/admin/orders/${customer.orderId}`);
  await expect(operator.getByRole('region', { name: 'Status history' })).toContainText(
    demoOperator.email,
  );
  // The booked days read as days (27 Nov – 3 Dec), not as stored (2026-11-27).
  await expect(
    operator.getByText(/^\d{1,2} [A-Z][a-z]{2} – \d{1,2} [A-Z][a-z]{2} \(Asia\/Dubai\)/),
  ).toBeVisible();

  // The customer's open page learns of it by itself (it asks every 15 s).
  const item = customer.page.getByRole('button', { name: `Unread: ${title}` });
  await expect(item).toBeVisible({ timeout: 40_000 });
  await expect(customer.page.getByTestId('unread-count').first()).toContainText('1', {
    timeout: 20_000,
  });
  await item.click();
  const dialog = customer.page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(customer.screen.billboardName);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(customer.page.getByRole('button', { name: title, exact: true })).toBeVisible();
  await expect(customer.page.getByTestId('unread-count')).toHaveCount(0);

  await expectStatusColour(customer.page, 'Approved, awaiting payment', 'green');

  // The amount due is the order's frozen total with VAT, on both pages (not the spot's price).
  const order = (await (
    await customer.page.request.get(`/api/order/${customer.orderId}`)
  ).json()) as {
    schedule: { totalCents: number };
  };
  const due = dollars(order.schedule.totalCents);
  await customer.page.goto(`/approved?order=${customer.orderId}`);
  await expect(
    customer.page.getByRole('heading', { name: 'Your Video Has Been Approved!' }),
  ).toBeVisible();
  await expect(customer.page.getByText(`payment of ${due}, VAT included`)).toBeVisible();
  await customer.page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(customer.page).toHaveURL(/\/payment/);
  await expect(customer.page.getByText('Total Amount Due')).toBeVisible();
  await expect(customer.page.getByTestId('amount-due')).toHaveText(due);
});

test('a rejection carries its reason to the customer, with the red status', async ({ browser }) => {
  test.setTimeout(150_000);
  const customer = await customerUploads(browser);
  const reason = `The logo flashes too fast (${Date.now()}); please slow it down.`;
  const title = `Your video for ${customer.screen.billboardName} was not approved`;

  const operator = await operatorPage(browser);
  const review = await openInQueue(operator, customer.orderId, customer.screen.billboardName);
  await review.getByRole('button', { name: 'Reject…' }).click();
  const dialog = operator.getByRole('dialog', { name: `Reject order #${customer.orderId}?` });
  await dialog.getByRole('button', { name: 'Reject video' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Reason for the customer').fill(reason);
  await dialog.getByRole('button', { name: 'Reject video' }).click();
  await expect(operator.getByText(`Order #${customer.orderId} rejected.`)).toBeVisible();

  const item = customer.page.getByRole('button', { name: `Unread: ${title}` });
  await expect(item).toBeVisible({ timeout: 40_000 });
  await item.click();
  const notice = customer.page.getByRole('dialog', { name: title });
  await expect(notice).toContainText(reason);
  await notice.getByRole('button', { name: 'Close', exact: true }).click();

  await expectStatusColour(customer.page, 'Rejected', 'red');
});

test('opening the notification tab opens the newest unread notification', async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = await customerUploads(browser);
  const operator = await operatorPage(browser);
  await (
    await openInQueue(operator, customer.orderId, customer.screen.billboardName)
  )
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(operator.getByText(`Order #${customer.orderId} approved.`)).toBeVisible();

  await customer.page.goto('/tab/notification');
  const dialog = customer.page.getByRole('dialog');
  await expect(dialog).toContainText(customer.screen.billboardName);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await customer.page.reload();
  await expect(customer.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(customer.page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor opening the console is sent to sign in', async ({ browser }) => {
  const visitor = await (await localContext(browser)).newPage();
  await visitor.goto('/admin/orders');
  await expect(visitor).toHaveURL(/\/signIn\?returnTo=%2Fadmin%2Forders$/);
  expect((await visitor.request.get('/api/admin/moderation')).status()).toBe(401);
});

test('a customer opening the console is not allowed in', async ({ browser }) => {
  const customer = await (await localContext(browser)).newPage();
  await signedInCustomer(customer);
  await customer.goto('/admin');
  await expect(customer.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect((await customer.request.get('/api/admin/moderation')).status()).toBe(403);
});

test('the console is a chunk that visitors and customers never download', async ({ browser }) => {
  const page = await (await localContext(browser)).newPage();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  for (const url of ['/', '/upload', '/signIn', '/contact']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((src) => /\/assets\/(admin|coordinate-picker)-/.test(src))).toEqual([]);
});

test('the operator edits landing content and the landing page shows it on reload', async ({
  browser,
}) => {
  const operator = await operatorPage(browser);
  const heading = `Why advertisers pick ScreenSpot ${Date.now()}`;
  await operator.goto('/admin/content?collection=advantages');
  const entry = operator.getByRole('form').first();
  await entry.getByLabel('Title', { exact: true }).fill(heading);
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText('Saved.')).toBeVisible();

  await operator.goto('/');
  await expect(operator.getByText(heading)).toBeVisible();
});

test('the operator replaces the landing’s What is picture, named as the console names it', async ({
  browser,
}) => {
  const operator = await operatorPage(browser);
  await operator.goto('/admin/content?collection=whatisleds');
  const entry = operator.getByRole('form').first();
  // The picture is one control with its description beside it: not its stored size and id as
  // three more fields all named "Image 1".
  await expect(entry.getByText('Image 1', { exact: true })).toHaveCount(1);
  const description = entry.getByLabel('Image 1 description (alt text)', { exact: true });
  await expect(description).toHaveValue(/LED billboard/);
  const [before] = (await (
    await operator.request.get('/api/admin/content?collection=whatisleds')
  ).json()) as { id: number; fields: { path: string; value: string }[] }[];
  const original = before!.fields.find((field) => field.path === 'image1.mediaId')!.value;

  await entry
    .getByLabel('Replace image')
    .first()
    .setInputFiles({ name: 'what-is-new.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(entry.getByText(/^\/cms\/uploads\/\d+$/).first()).not.toHaveText(original);
  const uploaded = await entry
    .getByText(/^\/cms\/uploads\/\d+$/)
    .first()
    .textContent();
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText('Saved.')).toBeVisible();

  try {
    await operator.goto('/');
    const id = uploaded!.split('/').pop();
    await expect(
      operator
        .getByRole('article')
        .filter({ has: operator.locator('#what-is-1') })
        .getByRole('img'),
    ).toHaveAttribute('src', new RegExp(`/uploads/${id}-what-is-new\\.png$`));
  } finally {
    // The landing keeps its own picture for the tests after this one.
    const restored = await operator.request.patch(`/api/admin/content/${before!.id}`, {
      data: { values: { 'image1.mediaId': original } },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('the operator answers the contact inbox and keeps the screen inventory', async ({
  browser,
}) => {
  const operator = await operatorPage(browser);
  const message = `Do you have screens in Hatta? (${Date.now()})`;
  const sent = await operator.request.post('/api/contact/request', {
    form: { email: 'hatta@example.com', name: 'Hessa', surname: 'Obaid', message },
  });
  expect(sent.ok()).toBe(true);
  await operator.goto('/admin/contact');
  const item = operator.getByRole('listitem').filter({ hasText: message });
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(operator.getByText(message)).toHaveCount(0);
  await operator.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(operator.getByText(message)).toBeVisible();

  const name = `Hatta Dam Gateway ${Date.now()}`;
  await operator.goto('/admin/screens/new');
  await operator.getByLabel('Billboard name').fill(name);
  await operator.getByLabel('Title').fill('Gateway LED at Hatta');
  await operator.getByLabel('Description').fill('A roadside screen on the way to the Hatta dam.');
  await operator.getByLabel('Day price of a spot, all dayparts (USD)').fill('150');
  await operator.getByLabel('Location').fill('Hatta Road, Hatta');
  await operator.getByLabel('Latitude').fill('24.8019');
  await operator.getByLabel('Longitude').fill('56.1175');
  await operator.getByRole('button', { name: 'Create screen' }).click();
  await expect(operator.getByRole('heading', { name })).toBeVisible();
  await operator.locator('input[type="file"][accept^="image/"]').setInputFiles({
    name: 'note.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(operator.getByText('Upload a JPEG, PNG or WebP image.')).toBeVisible();

  const found = (await (
    await operator.request.get(`/api/leds/getAll?boardName=${encodeURIComponent(name)}`)
  ).json()) as Screen[];
  expect(found).toHaveLength(1);

  await operator.getByRole('button', { name: 'Delete screen' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(operator).toHaveURL(/\/admin\/screens$/);
});

test('the side navigation stands open on a wide screen and behind a menu button on a phone', async ({
  browser,
}) => {
  const operator = await operatorPage(browser);
  await operator.goto('/admin');
  const nav = operator.getByRole('navigation', { name: 'Console' });
  const open = operator.getByRole('button', { name: 'Open navigation' });
  const close = operator.getByRole('button', { name: 'Close navigation' });
  await expect(nav).toBeVisible();
  await expect(open).toBeHidden();
  await expect(close).toBeHidden();

  await operator.setViewportSize({ width: 360, height: 740 });
  await expect(nav).toBeHidden();
  await open.click();
  await expect(nav).toBeVisible();
  await close.click();
  await expect(nav).toBeHidden();
});

test('beside the video, each check’s verdict stands at its row’s end and its name stays whole', async ({
  browser,
}) => {
  const customer = await (await localContext(browser)).newPage();
  await signedInCustomer(customer);
  const { id: orderId } = await uploadOrder(customer.request, 'checks.mp4');
  const operator = await operatorPage(browser);
  await operator.goto('/admin');
  await operator.getByRole('button', { name: new RegExp(`#${orderId} ·`) }).click();
  const checks = operator.getByRole('list', { name: 'Creative checks' });
  await expect(checks.getByRole('listitem')).toHaveCount(10, { timeout: 30_000 });

  const rows = await checks.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector('strong')!;
      const verdict = name.nextElementSibling!;
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      return {
        name: name.textContent,
        oneLine: name.getBoundingClientRect().height < lineHeight * 1.5,
        verdictEnd: Math.round(verdict.getBoundingClientRect().right),
        rowEnd: Math.round(
          item.getBoundingClientRect().right -
            parseFloat(getComputedStyle(item).paddingRight) -
            parseFloat(getComputedStyle(item).borderRightWidth),
        ),
      };
    }),
  );
  for (const row of rows) {
    expect(row.oneLine, row.name!).toBe(true);
    expect(row.verdictEnd, row.name!).toBe(row.rowEnd);
  }
});

test('the console has no serious accessibility problems', async ({ browser }) => {
  test.setTimeout(180_000);
  const operator = await operatorPage(browser);
  for (const url of [
    '/admin',
    '/admin/orders',
    '/admin/screens',
    '/admin/customers',
    '/admin/contact',
    '/admin/content',
  ]) {
    await operator.goto(url);
    await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(operator), url).toEqual([]);
  }
});

test('the console gives an order’s moments in Dubai time, in a browser on Bogotá time (UTC−5 all year)', async ({
  browser,
}) => {
  const customer = await (await localContext(browser)).newPage();
  await signedInCustomer(customer);
  const order = await placedOrder(customer.request, 'console-zone.mp4');
  const clock = (offsetHours: number) => clockAt(order.createdAt, offsetHours);

  const operator = await pageInZone(browser, 'America/Bogota');
  await signInThroughApi(operator, demoOperator);
  await operator.goto(`/admin/orders/${order.id}`);
  const history = operator.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText(`${clock(4)} (Dubai)`);
  await expect(operator.getByText(clock(-5))).toHaveCount(0);
});
