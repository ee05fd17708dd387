import { expect, test, type Page } from './support/test';
import { generate } from 'otplib';
import { startService, type RunningService } from './support/service';
import { demoOperator } from './support/accounts';

// A service of its own: the shared one's demo operator must keep signing in with a password only.
let service: RunningService;
test.beforeAll(async () => {
  // A service of its own starts beside the shared one: see startService for how long that may take.
  test.setTimeout(180_000);
  service = await startService();
});
test.afterAll(() => service.stop());

async function signIn(page: Page) {
  await page.goto(`${service.url}/signIn?returnTo=%2Fadmin`);
  await page.getByLabel('Email').pressSequentially(demoOperator.email, { delay: 20 });
  await page.getByLabel('Password', { exact: true }).pressSequentially(demoOperator.password, {
    delay: 20,
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an operator sets up a second factor, then signs in with a code', async ({ browser }) => {
  const first = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await first.newPage();
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('status')).toContainText('Off');
  await page.getByRole('button', { name: 'Set up a second factor' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByLabel('Setup key').textContent())!.trim();
  await page.screenshot({ path: test.info().outputPath('security-1440.png'), fullPage: true });
  await page.getByLabel('Code from the app').pressSequentially(await generate({ secret }), {
    delay: 20,
  });
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('On: sign-in asks for a code');
  await first.close();

  const second = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await second.newPage();
  await signIn(phone);
  await expect(
    phone.getByText('Enter the 6-digit code from your authenticator app.'),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/signIn/);
  await phone.getByLabel('Code').pressSequentially('000000', { delay: 20 });
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByRole('alert')).toContainText('not correct');
  // The code used to turn it on is spent; the next time step's code opens the console.
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await phone.getByLabel('Code').fill('');
  await phone.getByLabel('Code').pressSequentially(next, { delay: 20 });
  await phone.screenshot({ path: test.info().outputPath('second-step-360.png'), fullPage: true });
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveURL(/\/admin$/);
  await second.close();
});
