import { expect, test, type Page } from './support/test';
import { latestCode, newAccountDetails, signedInCustomer } from './support/accounts';
import { tabTo } from './support/keyboard';
import { seriousViolations } from './support/pages';

const widths = [360, 1440] as const;
const shots = 'test-results/arabic';

/** Right to left in Arabic, nothing wider than the window, and no serious or critical axe issue. */
async function expectArabicPage(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(overflow.scrollWidth, `${name}: horizontal scroll`).toBeLessThanOrEqual(
    overflow.innerWidth,
  );
  expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The language switch's Arabic button: in the header, or above the sign-in card. */
const arabicButton = (page: Page) => page.getByRole('button', { name: 'العربية' }).first();

for (const width of widths) {
  test.describe(`in Arabic at ${width} px`, () => {
    // The landing's accordion and tiles animate; without motion the scan reads their final colours.
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    test('the switch turns the landing, sign-in and sign-up pages right to left, and the choice stays', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('button', { name: 'English' }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await arabicButton(page).click();
      await expect(arabicButton(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(
        width < 900
          ? page.getByRole('button', { name: 'فتح القائمة' })
          : page.getByRole('link', { name: 'تسجيل الدخول' }),
      ).toBeVisible();
      await expectArabicPage(page, `landing-${width}`);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(arabicButton(page)).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('screenspot.language'))).toBe('ar');

      await page.goto('/signIn');
      await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeVisible();
      await expectArabicPage(page, `sign-in-${width}`);

      // Errors are worded in Arabic too (the contract's "Required").
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect(page.getByText('مطلوب').first()).toBeVisible();

      await page.goto('/signUp');
      await expect(page.getByRole('heading', { name: 'إنشاء حساب' })).toBeVisible();
      await expectArabicPage(page, `sign-up-${width}`);

      // Back to English with the same switch.
      await page.getByRole('button', { name: 'English' }).first().click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    });

    test('each account tab reads right to left, and the choice goes to the profile', async ({
      page,
    }) => {
      await signedInCustomer(page);
      await page.goto('/tab/settings');
      await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/user/language') && response.request().method() === 'POST',
      );
      await arabicButton(page).click();
      expect((await saved).status()).toBe(200);
      const customer = await (await page.request.get('/api/authenticated/customer')).json();
      expect(customer.language).toBe('ar');

      await expect(page.getByRole('heading', { name: 'حسابي' })).toBeVisible();
      await expectArabicPage(page, `tab-settings-${width}`);

      // Every settings section fits the window.
      const sections = page.getByRole('tablist').getByRole('tab');
      for (let index = 1; index < (await sections.count()); index += 1) {
        await sections.nth(index).click();
        await expect(sections.nth(index)).toHaveAttribute('aria-selected', 'true');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
      }

      for (const [tab, name] of [
        ['announcment', 'المستجدات'],
        ['notification', 'الإشعارات'],
      ] as const) {
        await page
          .getByRole('navigation', { name: 'الحساب' })
          .getByRole('link', { name, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`/tab/${tab}$`));
        await expectArabicPage(page, `tab-${tab}-${width}`);
      }
    });
  });
}

test('sign-up by keyboard alone, in Arabic, from the switch to the signed-in finder', async ({
  page,
}) => {
  const account = newAccountDetails();
  await page.goto('/signUp');
  await tabTo(page, arabicButton(page));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إنشاء حساب' })).toBeVisible();

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await tabTo(page, field('اسم الشركة'));
  await page.keyboard.type(account.companyName);
  await tabTo(page, field('الاسم'));
  await page.keyboard.type(account.name);
  await tabTo(page, field('اسم العائلة'));
  await page.keyboard.type(account.surname);
  await tabTo(page, field('البريد الإلكتروني'));
  await page.keyboard.type(account.email);
  await tabTo(page, field('الهاتف'));
  await page.keyboard.press('End');
  await page.keyboard.type(account.phoneNumber.replace(/^\+971/, ''));
  await tabTo(page, field('كلمة المرور'));
  await page.keyboard.type(account.password);
  await tabTo(page, field('تأكيد كلمة المرور'));
  await page.keyboard.type(account.password);
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'إنشاء حساب' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/phoneconfirm$/);
  await expect(page.getByText('أرسلنا رمزًا إلى هاتفك وآخر إلى بريدك الإلكتروني.')).toBeVisible();
  await tabTo(page, field('الرمز المرسل إلى الهاتف'));
  await page.keyboard.type(await latestCode(page.request, account.phoneNumber));
  await tabTo(page, field('الرمز المرسل إلى البريد الإلكتروني'));
  await page.keyboard.type(await latestCode(page.request, account.email));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByText('تم تأكيد حسابك. يُرجى تسجيل الدخول.')).toBeVisible();
  await tabTo(page, field('البريد الإلكتروني'));
  await page.keyboard.type(account.email);
  await tabTo(page, field('كلمة المرور'));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('button', { name: account.email })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const customer = await (await page.request.get('/api/authenticated/customer')).json();
  expect(customer.language).toBe('ar');
});

test('the settings tabs follow the reading direction by keyboard: ArrowLeft is the next tab in Arabic', async ({
  page,
}) => {
  // Below 900 px the tabs stand in a row, where left and right are what the reader sees.
  await page.setViewportSize({ width: 768, height: 1000 });
  await signedInCustomer(page);
  await page.goto('/tab/settings');
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const expectActive = async (name: string) => {
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(name)).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(name);
  };

  // Left to right: ArrowRight is the next tab.
  await tabTo(page, tab('Profile'));
  await page.keyboard.press('ArrowRight');
  await expectActive('Contact Information');
  await page.keyboard.press('ArrowLeft');
  await expectActive('Profile');

  await tabTo(page, arabicButton(page));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await tabTo(page, tab('الملف الشخصي'));
  // The next tab sits to the left of the current one, and ArrowLeft goes to it.
  const profileBox = (await tab('الملف الشخصي').boundingBox())!;
  const contactBox = (await tab('معلومات التواصل').boundingBox())!;
  expect(contactBox.x).toBeLessThan(profileBox.x);
  for (const [key, active] of [
    ['ArrowLeft', 'معلومات التواصل'],
    ['ArrowLeft', 'رسائل البريد الإلكتروني'],
    ['ArrowRight', 'معلومات التواصل'],
    ['End', 'خطافات الويب'],
    ['ArrowLeft', 'الملف الشخصي'],
    ['ArrowRight', 'خطافات الويب'],
    ['Home', 'الملف الشخصي'],
  ] as const) {
    await page.keyboard.press(key);
    await expectActive(active);
  }

  // The tab list says which way it runs: a row here, a column beside the panel from 900 px.
  await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await page.keyboard.press('ArrowDown');
  await expectActive('معلومات التواصل');
});
