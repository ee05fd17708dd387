import { signedInCustomer } from './support/accounts';
import { expect, gotoAsServed, test } from './support/test';

test.describe('pages rendered on the server', () => {
  test('show their content before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await gotoAsServed(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Digitize your vision/);
    await expect(page).toHaveTitle('Book LED billboards in Dubai by the ad spot | ScreenSpot');

    await gotoAsServed(page, '/signIn');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // The form is not sent by the browser itself before the app runs (it would put the password
    // in the address).
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    await gotoAsServed(page, '/upload?location=Marina');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Marina');

    await gotoAsServed(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const width of [360, 1440]) {
    test(`hydrate without an error and keep the server's largest paint, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The map's tiles come from the internet, which this machine may not reach.
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
          errors.push(message.text());
        }
      });
      // A refusal by the Content Security Policy (an eval in a library, an inline style) counts too.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP ${event.violatedDirective} refused ${event.blockedURI}`),
        ),
      );
      for (const path of ['/', '/signIn', '/signUp', '/contact', '/upload', '/forgotpassword']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        // The element of the largest paint is the server's: hydration kept it in the page.
        const kept = await page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & {
                  element: Element | null;
                })[];
                const last = entries.at(-1);
                resolve(Boolean(last?.element?.isConnected));
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        expect(kept, path).toBe(true);
      }
      expect(errors).toEqual([]);
    });
  }

  test('an Arabic visitor gets the page rendered in Arabic by the app', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-AE' });
    const page = await context.newPage();
    await page.goto('/signIn');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  });

  test('an unknown account tab, rendered for a signed-in customer, leads to the settings', async ({
    page,
  }) => {
    await signedInCustomer(page);
    const served = await page.request.get('/tab/elsewhere');
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain('id="server-state"');
    await page.goto('/tab/elsewhere');
    await expect(page).toHaveURL(/\/tab\/settings$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  });
});
