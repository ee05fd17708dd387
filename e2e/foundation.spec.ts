import { expect, test } from './support/test';

test('the home page is served and client routes fall back to the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'ScreenSpot home' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(
    page.getByText("We're sorry, but the page you're looking for doesn't exist."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go Home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers with the seeded screens', async ({ request }) => {
  const res = await request.get('/api/leds/getAll');
  expect(res.status()).toBe(200);
  expect((await res.json()).length).toBeGreaterThanOrEqual(40);
});
