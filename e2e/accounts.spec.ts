// Over 400 lines: the whole account life in a browser: sign up, confirm, sign in, reset, change details.
import { expect, test, type Locator, type Page } from './support/test';
import {
  latestCode,
  newAccountDetails,
  registerCustomer,
  signedInCustomer,
  type TestAccount,
} from './support/accounts';
import { seriousViolations } from './support/pages';

/** Types a UAE number after the +971 the phone input starts with. */
async function fillUaePhone(page: Page, label: string, e164: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.press('End');
  await input.pressSequentially(e164.replace(/^\+971/, ''));
}

/** Types the newest code sent to `to` into the field named `label` (of a dialog, if given). */
async function enterCode(page: Page, label: string, to: string, scope: Page | Locator = page) {
  await scope
    .getByRole('textbox', { name: label, exact: true })
    .fill(await latestCode(page.request, to));
}

/**
 * The verify dialog of an email or phone change: each code (a field's label and the address it was
 * sent to) entered, then the dialog's button pressed.
 */
async function verifyChange(
  page: Page,
  dialog: string,
  button: string,
  codes: [label: string, to: string][],
) {
  const verify = page.getByRole('dialog', { name: dialog });
  await expect(verify).toBeVisible();
  for (const [label, to] of codes) await enterCode(page, label, to, verify);
  await verify.getByRole('button', { name: button }).click();
}

/**
 * Fills the sign-up form with an account's details (with another email, if given), accepts the
 * terms and sends it.
 */
async function submitSignUp(page: Page, account: TestAccount, email = account.email) {
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(account.companyName);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(account.name);
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(account.surname);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await fillUaePhone(page, 'Phone', account.phoneNumber);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Signs in through the sign-in page's form. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The last step of a password reset: the new password, twice, saved. */
async function saveNewPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save Password' }).click();
}

function fieldError(page: Page, label: string) {
  return page
    .locator('.field')
    .filter({ has: page.getByRole('textbox', { name: label, exact: true }) })
    .locator('.field-error');
}

test('sign up, confirm both codes, sign in, change profile and password, log out', async ({
  page,
}) => {
  const account = newAccountDetails();

  await page.goto('/signUp');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await submitSignUp(page, account);

  await expect(page).toHaveURL(/\/phoneconfirm$/);
  await expect(page.getByText('We sent a code to your phone and email.')).toBeVisible();
  await enterCode(page, 'Code from mobile', account.phoneNumber);
  await enterCode(page, 'Code from email', account.email);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByText('Your account is confirmed. Please sign in.')).toBeVisible();
  await signInWithForm(page, account.email, account.password);

  await expect(page).toHaveURL(/\/upload$/);
  const menu = page.getByRole('button', { name: account.email });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/tab\/settings$/);
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveAttribute(
    'placeholder',
    account.companyName,
  );
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Creek Outdoor LLC');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your personal information has been changed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveAttribute(
    'placeholder',
    'Creek Outdoor LLC',
  );

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Skyline@2025');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Skyline@2025');
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.getByRole('button', { name: account.email }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();

  const relogin = await page.request.post('/api/login', {
    form: { username: account.email, password: 'Skyline@2025' },
  });
  expect(relogin.status()).toBe(200);
});

test('reset the password by email', async ({ page }) => {
  const account = await registerCustomer(page.request);
  await page.goto('/forgotpassword');
  await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/codefromemail$/);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  const code = await latestCode(page.request, account.email);
  if (code !== '000000')
    await expect(fieldError(page, 'Code')).toHaveText('The code is not correct.');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/newpassword$/);
  await saveNewPassword(page, 'Harbour@2026');
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();

  await signInWithForm(page, account.email, 'Harbour@2026');
  await expect(page).toHaveURL(/\/upload$/);
});

test('reset the password by phone', async ({ page }) => {
  const account = await registerCustomer(page.request);
  await page.goto('/forgotpassword');
  await page.getByRole('radio', { name: 'Phone' }).check();
  await fillUaePhone(page, 'Phone', account.phoneNumber);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/phoneVerification$/);
  await expect(page.getByText('We sent a code to your phone number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible();
  await enterCode(page, 'Code', account.phoneNumber);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/newpassword$/);
  await saveNewPassword(page, 'Harbour@2026');
  await expect(page).toHaveURL(/\/signIn$/);
  const login = await page.request.post('/api/login', {
    form: { username: account.email, password: 'Harbour@2026' },
  });
  expect(login.status()).toBe(200);
});

test('change the email address with codes from the old and the new address', async ({ page }) => {
  const account = await signedInCustomer(page);
  const newEmail = `moved-${account.email}`;

  await page.goto('/tab/settings');
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  await expect(page.getByRole('tabpanel').getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByText(account.phoneNumber)).toBeVisible();
  await page.getByRole('button', { name: 'Change email address' }).click();

  const change = page.getByRole('dialog', { name: 'Change Email Address' });
  await change.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await change.getByRole('textbox', { name: 'New email', exact: true }).fill(newEmail);
  await change.getByRole('button', { name: 'Continue' }).click();

  await verifyChange(page, 'Verify Your Email', 'Sent', [
    ['Code from new email', newEmail],
    ['Code from old email', account.email],
  ]);

  const done = page.getByRole('dialog', { name: 'Email changed' });
  await expect(done.getByText('Your email address has been changed successfully.')).toBeVisible();
  // Every session has ended: the page's next call is refused, and the message still stays.
  await page.waitForResponse((res) => res.url().includes('/api/') && res.status() === 401, {
    timeout: 30_000,
  });
  await page.waitForTimeout(300);
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/signIn$/);

  await signInWithForm(page, newEmail, account.password);
  await expect(page.getByRole('button', { name: newEmail })).toBeVisible();
});

test('change the phone number with codes from the old and the new number', async ({ page }) => {
  const account = await signedInCustomer(page);
  const newPhone = newAccountDetails().phoneNumber;

  await page.goto('/tab/1');
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  await page.getByRole('button', { name: 'Change phone number' }).click();
  const change = page.getByRole('dialog', { name: 'Change Phone Number' });
  await change.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await fillUaePhone(page, 'New phone number', newPhone);
  await change.getByRole('button', { name: 'Verify with SMS' }).click();

  await verifyChange(page, 'Verify Phone Number', 'Verify', [
    ['Code from new number', newPhone],
    ['Code from old number', account.phoneNumber],
  ]);
  await expect(page.getByText('Your phone number has been changed successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText(newPhone)).toBeVisible();
});

test.describe('section 5 validation messages', () => {
  test('sign-up shows each message on its field once touched', async ({ page }) => {
    await page.goto('/signUp');
    await page.getByRole('textbox', { name: 'Company name', exact: true }).focus();
    await page.getByRole('textbox', { name: 'Company name', exact: true }).blur();
    await expect(fieldError(page, 'Company name')).toHaveText('Required');
    await expect(fieldError(page, 'Surname')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Email', exact: true }).blur();
    await expect(fieldError(page, 'Email')).toHaveText('Invalid email address');

    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('Ab1!');
    await password.blur();
    await expect(fieldError(page, 'Password')).toHaveText('*Password must be 8 characters long.');
    await password.fill('billboard2024');
    await expect(fieldError(page, 'Password')).toHaveText(
      'Password must contain at least one uppercase letter, one number, and one special character',
    );
    await password.fill('Billboard@2024');
    await page
      .getByRole('textbox', { name: 'Confirm password', exact: true })
      .fill('Billboard@2025');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).blur();
    await expect(fieldError(page, 'Confirm password')).toHaveText('Does not match');

    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const label of ['Name', 'Surname', 'Phone']) {
      await expect(fieldError(page, label)).toHaveText('Required');
    }
    await expect(page.locator('#agree-error')).toHaveText('Required');
  });

  test('sign-in, forgot password, code and new password messages', async ({ page }) => {
    await page.goto('/signIn');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(fieldError(page, 'Email')).toHaveText('Required');
    await expect(fieldError(page, 'Password')).toHaveText('Required');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nope');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await expect(fieldError(page, 'Email')).toHaveText('Invalid email address');
    await expect(fieldError(page, 'Password')).toHaveText('Password must be 8 characters long.');

    await page.goto('/forgotpassword');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(fieldError(page, 'Email')).toHaveText('Required');
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(fieldError(page, 'Phone')).toHaveText('Required');

    await page.evaluate(() => {
      sessionStorage.setItem('email', 'someone@example.com');
      sessionStorage.setItem('token', 'not-a-real-token');
    });
    await page.goto('/codefromemail');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldError(page, 'Code')).toHaveText('Required');
    await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveAttribute(
      'maxlength',
      '6',
    );

    await page.goto('/newpassword');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbour@2026');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Harbour@2027');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).blur();
    await expect(fieldError(page, 'Confirm password')).toHaveText('Don`t match');
  });

  test('password change and change-email messages', async ({ page }) => {
    await signedInCustomer(page);
    await page.goto('/tab/settings');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    for (const label of ['Current password', 'New password', 'Confirm password']) {
      await expect(fieldError(page, label)).toHaveText('Required');
    }
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Skyline@2025');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Skyline@2026');
    await expect(fieldError(page, 'Confirm password')).toHaveText('dont match');
    await page
      .getByRole('textbox', { name: 'Current password', exact: true })
      .fill('Wrong#Password1');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Skyline@2025');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(fieldError(page, 'Current password')).toHaveText(
      'The current password is not correct.',
    );

    await page.getByRole('tab', { name: 'Contact Information' }).click();
    await page.getByRole('button', { name: 'Change email address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email Address' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(fieldError(dialog.page(), 'New email')).toHaveText('Required');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await expect(fieldError(dialog.page(), 'Password')).toHaveText(
      'Password must be 8 characters long.',
    );
  });
});

test('a taken email opens the User already exists modal', async ({ page }) => {
  const existing = await registerCustomer(page.request);
  const account = newAccountDetails();
  await page.goto('/signUp');
  await submitSignUp(page, account, existing.email);
  const modal = page.getByRole('dialog', { name: 'User already exists' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/signUp$/);
});

test('a wrong password reads User not exists', async ({ page }) => {
  const account = await registerCustomer(page.request);
  await page.goto('/signIn');
  await signInWithForm(page, account.email, 'Wrong#Password1');
  await expect(page.getByRole('alert').filter({ hasText: 'User not exists' })).toBeVisible();
});

test('the phone input lists every country, UAE first, and searches', async ({ page }) => {
  await page.goto('/signUp');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+971');
  await page.locator('.selected-flag').click();
  const list = page.getByRole('listbox');
  expect(await list.locator('li.country').count()).toBeGreaterThan(200);
  await list.getByRole('searchbox').fill('zzzz');
  await expect(list.getByText('No entries to show')).toBeVisible();
  await list.getByRole('searchbox').fill('United King');
  await list.locator('li.country').first().click();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+44');
  await page
    .getByRole('textbox', { name: 'Phone', exact: true })
    .pressSequentially('79111234567890123');
  const digits = (
    await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()
  ).replace(/\D/g, '');
  expect(digits.length).toBeLessThanOrEqual(15);
});

test('protected screens send visitors and lapsed sessions to sign-in', async ({ page }) => {
  await page.goto('/tab/settings');
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2Ftab%2Fsettings$/);

  await page.evaluate(() => localStorage.setItem('username', 'true'));
  await page.goto('/tab/notification');
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2Ftab%2Fnotification$/);
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();

  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a session lasts across reloads and tabs', async ({ page, context }) => {
  const account = await signedInCustomer(page);
  await page.goto('/tab/settings');
  await expect(page.getByRole('button', { name: account.email })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: account.email })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/tab/announcment');
  await expect(other.getByRole('button', { name: account.email })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Announcements' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the landing page does not load the form and phone code', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(bodies);
  expect(loaded.length).toBeGreaterThan(0);
  // The phone library (its dropdown markup) and libphonenumber's metadata belong to the form
  // chunks. (The field's own words, such as 'No entries to show', are in the common catalogue.)
  expect(loaded.some((text) => text.includes('flag-dropdown'))).toBe(false);
  expect(loaded.some((text) => text.includes('country_calling_codes'))).toBe(false);
});

test('account screens pass an accessibility scan', async ({ page }) => {
  for (const path of ['/signUp', '/signIn', '/forgotpassword']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await signedInCustomer(page);
  await page.goto('/tab/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  await page.getByRole('button', { name: 'Change phone number' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a failed profile save clears the earlier success text', async ({ page }) => {
  await signedInCustomer(page);
  await page.goto('/tab/settings');
  const success = page.getByText('Your personal information has been changed.');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });

  await name.fill('Layla');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(success).toBeVisible();
  // Refused in the browser: too long.
  await name.fill('L'.repeat(101));
  await name.press('Enter');
  await expect(page.getByText('Must be at most 100 characters long.')).toBeVisible();
  await expect(success).toHaveCount(0);

  await name.fill('Layla');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(success).toBeVisible();
  // Refused by the server.
  await page.route('**/api/user/profile', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
  );
  await name.fill('Noor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Down')).toBeVisible();
  await expect(success).toHaveCount(0);
});

test.describe('the account header on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const language of ['en', 'ar'] as const) {
    test(`keeps a hyphenated email whole and left to right (${language})`, async ({
      page,
      context,
    }) => {
      await context.addInitScript(
        (chosen) => localStorage.setItem('screenspot.language', chosen),
        language,
      );
      const account = await signedInCustomer(page, {
        email: `al-mansouri-${Date.now().toString(36)}@d-bloom.ae`,
        companyName: 'Desert Bloom Media',
      });
      await page.goto('/tab/settings');
      const email = page.locator('main header bdi', { hasText: account.email });
      await expect(email).toBeVisible();
      const { direction, lines } = await email.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        const tops = new Set(Array.from(text.getClientRects(), (rect) => Math.round(rect.top)));
        return { direction: getComputedStyle(element).direction, lines: tops.size };
      });
      expect(direction).toBe('ltr');
      // The address fits in 360 px, so it takes one line rather than breaking at its hyphens.
      expect(lines).toBe(1);
    });
  }
});

test('in Arabic at 1440 px the user menu cuts a long address at its end, not its start', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
  const account = await signedInCustomer(page, {
    email: `marketing-department-${Date.now().toString(36)}@desert-bloom-media.ae`,
  });
  await page.goto('/tab/settings');
  const name = page.locator('header [aria-haspopup="menu"] span', { hasText: account.email });
  await expect(name).toBeVisible();
  const seen = await name.evaluate((element) => {
    const first = document.createRange();
    first.setStart(element.firstChild!, 0);
    first.setEnd(element.firstChild!, 1);
    const box = element.getBoundingClientRect();
    const letter = first.getBoundingClientRect();
    return {
      cut: element.scrollWidth > element.clientWidth,
      firstLetterInside: letter.left >= box.left - 1 && letter.right <= box.right + 1,
    };
  });
  // The address is longer than the menu allows, and its first letter is still on screen.
  expect(seen).toEqual({ cut: true, firstLetterInside: true });
});
