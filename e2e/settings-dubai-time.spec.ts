import { expect, test } from './support/test';
import { signedInCustomer } from './support/accounts';
import { clockAt } from './support/orders';
import { dayIn, pageInZone } from './support/pages';

test('devices, API tokens and webhooks read in Dubai time, in a browser on Bogotá time (UTC−5 all year)', async ({
  browser,
}) => {
  const page = await pageInZone(browser, 'America/Bogota');
  await signedInCustomer(page);

  // A token expiring at 21:30 UTC: the next day in Dubai, the same day in Bogotá.
  const expiresAt = new Date(Date.now() + 10 * 86_400_000);
  expiresAt.setUTCHours(21, 30, 0, 0);
  const created = await page.request.post('/api/user/tokens', {
    data: { name: 'Media planner', scopes: ['read'], expiresAt: expiresAt.toISOString() },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  const used = await page.request.get('/api/authenticated/customer', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(used.status()).toBe(200);
  const [listed] = (await (await page.request.get('/api/user/tokens')).json()) as {
    lastUsedAt: string;
  }[];
  const dubaiDay = dayIn('Asia/Dubai', expiresAt.toISOString());

  const hook = await page.request.post('/api/user/webhooks', {
    data: { url: 'http://localhost:9/hooks/screenspot', events: ['order.approved'] },
  });
  expect(hook.status()).toBe(201);
  const { id: hookId } = (await hook.json()) as { id: number };
  const ping = await page.request.post(`/api/user/webhooks/${hookId}/ping`);
  const { createdAt: sentAt } = (await ping.json()) as { createdAt: string };

  const [device] = (await (await page.request.get('/api/user/sessions')).json()) as {
    createdAt: string;
  }[];

  await page.goto('/tab/settings');
  await page.getByRole('tab', { name: 'Devices' }).click();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices).toContainText(`Signed in`);
  await expect(devices).toContainText(`${clockAt(device!.createdAt, 4)} (Dubai)`);
  await expect(devices).not.toContainText(clockAt(device!.createdAt, -5));

  await page.getByRole('tab', { name: 'API tokens' }).click();
  const tokens = page.getByRole('list', { name: 'API tokens' });
  await expect(tokens).toContainText(`expires ${dubaiDay}`);
  await expect(tokens).toContainText(`Last used`);
  await expect(tokens).toContainText(`${clockAt(listed!.lastUsedAt, 4)} (Dubai)`);
  await expect(tokens).not.toContainText(clockAt(listed!.lastUsedAt, -5));

  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Deliveries' }).click();
  const deliveries = page.getByRole('list', { name: 'Deliveries' });
  await expect(deliveries).toContainText('Test event');
  await expect(deliveries).toContainText(`${clockAt(sentAt, 4, true)} (Dubai)`);
  await expect(deliveries).not.toContainText(clockAt(sentAt, -5, true));
});
