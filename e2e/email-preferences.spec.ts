import { expect, test } from './support/test';
import { signedInCustomer } from './support/accounts';
import { expectNoHorizontalScroll } from './support/pages';

for (const width of [1440, 360]) {
  test(`settings turns event emails off and on, kept by the server (${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signedInCustomer(page);

    await page.goto('/tab/settings');
    await page.getByRole('tab', { name: 'Emails' }).click();
    const list = page.getByRole('list', { name: 'Emails about your orders' });
    // One switch per kind of order event, the permit reminder included.
    await expect(list.getByRole('listitem')).toHaveCount(12);
    const scheduled = page.getByRole('switch', { name: /Campaign scheduled/ });
    const makeGood = page.getByRole('switch', { name: /Make-good spots/ });
    await expect(scheduled).toBeChecked();
    await expect(makeGood).toBeChecked();

    await scheduled.click();
    await expect(page.getByRole('status')).toContainText('Campaign scheduled: no more emails.');
    await expect(scheduled).not.toBeChecked();
    await page.screenshot({
      path: test.info().outputPath(`email-preferences-${width}.png`),
      fullPage: true,
    });
    await expectNoHorizontalScroll(page, width);

    // The server keeps it: after a reload the switch is still off, the others on.
    await page.reload();
    await page.getByRole('tab', { name: 'Emails' }).click();
    await expect(page.getByRole('switch', { name: /Campaign scheduled/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /Campaign live/ })).toBeChecked();
    const saved = await page.request.get('/api/notification/preferences');
    expect((await saved.json()).emails).toMatchObject({ scheduled: false, live: true });

    // And on again with the keyboard.
    await page.getByRole('switch', { name: /Campaign scheduled/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status')).toContainText(
      'Campaign scheduled: you will get these emails.',
    );
    await expect(page.getByRole('switch', { name: /Campaign scheduled/ })).toBeChecked();
  });
}
