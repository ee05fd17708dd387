import { expect, test } from './support/test';
import { seriousViolations } from './support/pages';

const pages = ['/', '/contact', '/privacypolicy', '/termsconditions', '/no/such/page'];

for (const width of [1440, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the contact form with its errors showing has no serious axe violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
