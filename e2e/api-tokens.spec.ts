import { expect, request as playwrightRequest, test } from './support/test';
import { signedInCustomer } from './support/accounts';
import { expectNoHorizontalScroll } from './support/pages';

for (const width of [1440, 360]) {
  test(`settings makes an API token shown once, lists its last use and revokes it (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = await context.newPage();
    const account = await signedInCustomer(page);

    await page.goto('/tab/settings');
    await page.getByRole('tab', { name: 'API tokens' }).click();
    await expect(page.getByText('No tokens yet.')).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`tokens-empty-${width}.png`),
      fullPage: true,
    });

    // A token needs a name.
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByText('Give the token a name.')).toBeVisible();

    await page.getByLabel('Name').fill('Media planner');
    await page.getByRole('checkbox', { name: /book/ }).check();
    await page.getByLabel('Expires after').selectOption('30');
    await page.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByLabel('New API token');
    await expect(shown).toHaveText(/^ss_/);
    const token = (await shown.textContent())!;
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await page.screenshot({
      path: test.info().outputPath(`tokens-created-${width}.png`),
      fullPage: true,
    });
    await expectNoHorizontalScroll(page, width);

    const list = page.getByRole('list', { name: 'API tokens' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Media planner');
    await expect(list).toContainText('Never used');
    // The secret is never listed.
    await expect(list).not.toContainText(token);

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);

    // A system with the token alone (no cookies) reaches the account's routes.
    const system = await playwrightRequest.newContext({ baseURL });
    const headers = { authorization: `Bearer ${token}` };
    const me = await system.get('/api/authenticated/customer', { headers });
    expect(me.status()).toBe(200);
    expect((await me.json()).username).toBe(account.email);

    await page.reload();
    await page.getByRole('tab', { name: 'API tokens' }).click();
    await expect(list).toContainText('Last used');
    await page.screenshot({
      path: test.info().outputPath(`tokens-list-${width}.png`),
      fullPage: true,
    });

    await list.getByRole('button', { name: 'Revoke Media planner' }).click();
    await list.getByRole('button', { name: 'Revoke Media planner' }).click();
    await expect(page.getByText('No tokens yet.')).toBeVisible();
    expect((await system.get('/api/authenticated/customer', { headers })).status()).toBe(401);
    await system.dispose();
  });
}

test('the API reference at /api/docs renders under the Content-Security-Policy', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.goto('/api/docs/');
  // The reference is drawn in the page from the whole OpenAPI document: on a busy machine that
  // takes longer than the usual wait.
  await expect(page.getByRole('heading', { name: /ScreenSpot API/ })).toBeVisible({
    timeout: 30_000,
  });
  const booking = page.getByRole('button', { name: /POST \/api\/campaigns Book a campaign/ });
  await expect(booking).toBeVisible();
  await booking.click();
  await expect(page.getByText('Idempotency-Key').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs-1440.png') });
  expect(problems).toEqual([]);
});
