import { expect, test, type Locator, type Page } from './support/test';
import { signedInCustomer } from './support/accounts';
import { expectNoHorizontalScroll } from './support/pages';

const phone = { width: 360, height: 780 };

/** Nothing inside `box` reaches past the right edge of the viewport or of `box` itself. */
async function expectNothingCutOff(page: Page, box: Locator) {
  const overflow = await box.evaluate((root) => {
    const limit = Math.min(window.innerWidth, root.getBoundingClientRect().right) + 1;
    const cut: string[] = [];
    for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && rect.right > limit) {
        cut.push(`${el.tagName}.${el.className} right=${Math.round(rect.right)}`);
      }
    }
    return cut;
  });
  expect(overflow).toEqual([]);
  await expectNoHorizontalScroll(page, page.viewportSize()!.width);
}

async function firstScreenId(page: Page): Promise<number> {
  const screens = (await (await page.request.get('/api/leds/getAll')).json()) as {
    ledId: number;
  }[];
  return screens[0]!.ledId;
}

test('a dialog keeps focus inside while open and gives it back on close', async ({ page }) => {
  await signedInCustomer(page);
  await page.goto('/tab/settings');
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  const opener = page.getByRole('button', { name: 'Change email address' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Change Email Address' });
  await expect(dialog).toBeVisible();

  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        `${key} #${i + 1}`,
      ).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the screen detail dialog traps focus and returns it to the card it came from', async ({
  page,
}) => {
  await page.goto('/upload');
  const details = page.getByRole('link', { name: /details/i }).first();
  const opener = (await details.count())
    ? details
    : page.getByRole('article').first().getByRole('link').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('at 360 px the detail dialog’s specification table fits', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(`/upload/${await firstScreenId(page)}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table').or(dialog.locator('dl')).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/small-detail-360.png' });
  await expectNothingCutOff(page, dialog);
});

test('at 360 px the account tabs and the user menu inside the mobile menu fit', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const account = await signedInCustomer(page);
  await page.goto('/tab/settings');
  const tabs = page.getByRole('navigation', { name: 'Account' });
  await expect(tabs.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await page.screenshot({ path: 'test-results/small-tabs-360.png' });
  await expectNothingCutOff(page, tabs);
  await expectNothingCutOff(page, page.getByRole('tablist', { name: 'Settings' }));

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: account.email }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toBeVisible();
  await page.screenshot({ path: 'test-results/small-menu-360.png' });
  await expectNothingCutOff(page, menu);
  await expectNothingCutOff(page, page.getByRole('banner'));
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const known = await page.goto('/contact');
  expect(known?.status()).toBe(200);
});
