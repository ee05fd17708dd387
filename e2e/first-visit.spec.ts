import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The scripts a page fetched that hold Zod (the forms' validation library), read from each script
 * as it arrived. `settled` waits for every script read so far.
 */
function scriptsWithZod(page: Page) {
  const found: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    reads.push(
      response.text().then(
        (body) => void (body.includes('$ZodType') && found.push(response.url())),
        () => undefined,
      ),
    );
  });
  return { found, settled: () => Promise.all(reads).then(() => found) };
}

// A public page's first visit carries no Zod (decision 0042): a form fetches its schema when a
// field is first used, and checks what is typed as before.
test('the sign-in form fetches its checks when a field is first used, and still checks', async ({
  page,
}) => {
  const zod = scriptsWithZod(page);
  await page.goto('/signIn');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(await zod.settled()).toEqual([]);

  await email.focus();
  await email.blur();
  const emailField = page.locator('.field').filter({ has: email });
  await expect(emailField.locator('.field-error')).toHaveText('Required');
  await email.fill('nope');
  await expect(emailField.locator('.field-error')).toHaveText('Invalid email address');
  // The check above ran Zod, so the scripts read here can see it.
  expect((await zod.settled()).length).toBeGreaterThan(0);
});

test('the contact form, sent before any field was used, still shows what is missing', async ({
  page,
}) => {
  const zod = scriptsWithZod(page);
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  expect(await zod.settled()).toEqual([]);

  await send.click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(page.locator('.field').filter({ has: name }).locator('.field-error')).toHaveText(
    'Required',
  );
});
