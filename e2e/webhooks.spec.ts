import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { signedInCustomer } from './support/accounts';
import { expectNoHorizontalScroll } from './support/pages';

type Received = { signature: string; body: string };

/** A real receiver on this machine: the first request gets 500, every later one 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ signature: String(request.headers['screenspot-signature']), body });
      response.statusCode = received.length === 1 ? 500 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/hooks/screenspot`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function signedWith(secret: string, { signature, body }: Received): boolean {
  const [t, v1] = signature.replace('t=', '').split(',v1=');
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
}

for (const width of [1440, 360]) {
  test(`settings adds a webhook (secret shown once), shows its deliveries with status codes and replays one (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const receiver = await startReceiver();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = await context.newPage();
    try {
      await signedInCustomer(page);

      await page.goto('/tab/settings');
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await expect(page.getByText('No webhooks yet.')).toBeVisible();

      // An address is required, and a non-local http:// one is refused by the service.
      await page.getByRole('checkbox', { name: /Order rejected/ }).uncheck();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByText('Enter the address of your endpoint.')).toBeVisible();
      await page.getByLabel('Endpoint URL').fill('http://example.com/hooks');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByText(/must use https:\/\//).first()).toBeVisible();

      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByRole('checkbox', { name: /Daily delivery summary/ }).check();
      await page.screenshot({
        path: test.info().outputPath(`webhooks-form-${width}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByLabel('Signing secret');
      await expect(shown).toHaveText(/^whsec_/);
      const secret = (await shown.textContent())!;
      await page.getByRole('button', { name: 'Copy' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      const list = page.getByRole('list', { name: 'Webhook endpoints' });
      await expect(list.getByRole('listitem').first()).toContainText(receiver.url);
      await expect(list).toContainText('Order approved · Order paid · Daily delivery summary');
      await expect(list).not.toContainText(secret);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toHaveCount(0);

      // A test event: the receiver answers 500 first, which the deliveries show.
      await list.getByRole('button', { name: 'Send test' }).click();
      const deliveries = list.getByRole('list', { name: 'Deliveries' });
      await expect(deliveries.getByRole('listitem')).toHaveCount(1);
      await expect(deliveries).toContainText('Test event');
      await expect(deliveries).toContainText('Retrying · 500', { timeout: 15_000 });
      await expect(deliveries).toContainText('The endpoint answered 500.');

      // Replay sends it again at once (before its retry is due): delivered, 200.
      await deliveries.getByRole('button', { name: /Replay delivery/ }).click();
      await expect(deliveries).toContainText('Delivered · 200', { timeout: 15_000 });
      await expect(deliveries).toContainText('2 attempts');
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
      for (const request of receiver.received) expect(signedWith(secret, request)).toBe(true);
      expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ type: 'webhook.ping' });
      await page.screenshot({
        path: test.info().outputPath(`webhooks-deliveries-${width}.png`),
        fullPage: true,
      });
      await expectNoHorizontalScroll(page, width);

      // Delete, confirmed: nothing is listed any more.
      await list.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await list.getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(page.getByText('No webhooks yet.')).toBeVisible();
    } finally {
      await context.close();
      await receiver.close();
    }
  });
}

test('a test event sent as its list opens is shown, even when the list first answers from before it', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signedInCustomer(page);
    const created = await page.request.post('/api/user/webhooks', {
      data: { url: receiver.url, events: ['order.approved'] },
    });
    expect(created.status()).toBe(201);

    // The list's first read reaches the service before the test event is recorded, and its answer
    // (no deliveries) comes back only after the event's.
    const pinged = page.waitForResponse((response) => /\/ping$/.test(response.url()));
    let held = false;
    await page.route(/\/api\/user\/webhooks\/\d+\/deliveries/, async (route) => {
      if (held) return route.continue();
      held = true;
      const early = await route.fetch();
      await pinged;
      await route.fulfill({ response: early });
    });

    await page.goto('/tab/settings');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    const list = page.getByRole('list', { name: 'Webhook endpoints' });
    await list.getByRole('button', { name: 'Send test' }).click();
    const deliveries = list.getByRole('list', { name: 'Deliveries' });
    await expect(deliveries.getByRole('listitem')).toHaveCount(1);
    await expect(deliveries).toContainText('Test event');
  } finally {
    await receiver.close();
  }
});
