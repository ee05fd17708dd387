import { expect, test, type Browser, type Page } from './support/test';
import { registerCustomer, type TestAccount } from './support/accounts';

/** A fresh browser context with a session cookie and nothing in storage, as a new tab would be. */
async function contextSignedIn(browser: Browser, account: TestAccount) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await context.request.post('/api/login', {
    form: { username: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  return context;
}

async function signInOnPage(page: Page, account: TestAccount) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a new tab with a valid session cookie shows the signed-in header without any stored flag', async ({
  browser,
  request,
}) => {
  const account = await registerCustomer(request);
  const context = await contextSignedIn(browser, account);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/authenticated/customer')) asked.push(req.url());
  });
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: account.email })).toBeVisible();
  // The header is rendered on the server; the spec's flag follows once the app has asked.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('username'))).toBe('true');
  // The tab asks once; moving around the app does not ask again.
  await page.getByRole('link', { name: 'Upload Video' }).first().click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('button', { name: account.email })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('Book, then sign in, returns to the upload page of that screen', async ({ page, request }) => {
  const account = await registerCustomer(request);
  await page.goto('/upload');
  await page
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/uploadVideo\/\d+$/);
  const screenPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Sign in to upload your video' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2FuploadVideo%2F\d+$/);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(new RegExp(`${screenPath}$`));
  await expect(page.getByText('Choose a video file')).toBeVisible();
});

test('a deep link to a protected page comes back to that page after sign-in', async ({
  page,
  request,
}) => {
  const account = await registerCustomer(request);
  await page.goto('/tab/notification');
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2Ftab%2Fnotification$/);
  // No session ever existed here, so nothing has "expired".
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/tab\/notification$/);
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a return path to another site is ignored', async ({ page, request }) => {
  const account = await registerCustomer(request);
  await page.goto('/signIn?returnTo=//evil.example/steal');
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/upload$/);
});

test('an expired session says so on the sign-in page', async ({ browser, request }) => {
  const account = await registerCustomer(request);
  const context = await contextSignedIn(browser, account);
  // The session ends on the server (as when it expires) while the browser still holds its cookie.
  const cookies = await context.cookies();
  const sid = cookies.find((cookie) => cookie.name === 'sid')!;
  await request.post('/api/logout', { headers: { cookie: `sid=${sid.value}` } });

  const page = await context.newPage();
  await page.goto('/tab/settings');
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2Ftab%2Fsettings&expired=1$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/tab\/settings$/);
});
