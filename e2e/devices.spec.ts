import { expect, test } from './support/test';
import { signedInCustomer, signInThroughApi } from './support/accounts';
import { expectNoHorizontalScroll } from './support/pages';

for (const width of [1440, 360]) {
  test(`settings lists the signed-in devices and signs out the others (${width} px)`, async ({
    browser,
  }) => {
    const laptop = await browser.newContext({ viewport: { width, height: 900 } });
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await laptop.newPage();
    const other = await phone.newPage();
    const account = await signedInCustomer(page);
    await signInThroughApi(other, account);
    expect((await other.request.get('/api/authenticated/customer')).status()).toBe(200);

    await page.goto('/tab/settings');
    await page.getByRole('tab', { name: 'Devices' }).click();
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('This device');
    await page.screenshot({ path: test.info().outputPath(`devices-${width}.png`), fullPage: true });
    await expectNoHorizontalScroll(page, width);

    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(page.getByRole('status')).toContainText('One other device was signed out.');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out other devices' })).toBeDisabled();
    expect((await other.request.get('/api/authenticated/customer')).status()).toBe(401);
    expect((await page.request.get('/api/authenticated/customer')).status()).toBe(200);
    await laptop.close();
    await phone.close();
  });
}
