import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './support/test';
import { demoOperator, signedInCustomer } from './support/accounts';
import { makeVideoFile, scheduleFields } from './support/videos';

/**
 * The console's moderation by keyboard alone: after the page is opened, every step is a key press
 * or typed text (Tab, Shift+Tab, Enter, Escape), never a click. Each stop shows a focus outline.
 */

/** Made in the embedded development database at start (its log prints the same line). */

type Screen = { ledId: number; billboardName: string; duration: number };

/** A customer with two orders under review, made through the API as the upload page would. */
async function twoOrdersUnderReview(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInCustomer(page);
  const screens = (await (await page.request.get('/api/leds/getAll')).json()) as Screen[];
  const screen = screens.find((s) => s.duration >= 10)!;
  const video = readFileSync(makeVideoFile('keyboard.mp4', { seconds: 3 }));
  const ids: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const uploaded = await page.request.post('/api/order', {
      multipart: {
        ledId: String(screen.ledId),
        ...(await scheduleFields(page.request, screen.ledId)),
        video: { name: `keyboard-${i}.mp4`, mimeType: 'video/mp4', buffer: video },
      },
    });
    expect(uploaded.status()).toBe(201);
    ids.push(((await uploaded.json()) as { id: number }).id);
  }
  await context.close();
  return { screen, ids: ids as [number, number] };
}

/** What has keyboard focus: its role-ish description, for messages and matching. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', inDialog: false };
    const name = (
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    return {
      tag: el.tagName.toLowerCase(),
      name,
      inDialog: Boolean(el.closest('[role="dialog"]')),
    };
  });

/** The focused element draws a visible focus indicator (an outline, or a ring as a shadow). */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
      shadow: s.boxShadow !== 'none',
      describe: `${el.tagName} ${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow}`,
    };
  });
  expect(style.outline || style.shadow, style.describe).toBe(true);
  expect(style.outline, `a :focus-visible outline on ${style.describe}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking each stop's outline in the
 * console (the sign-in page before it has the site's own field styles).
 */
async function tabTo(
  page: Page,
  matches: (target: { tag: string; name: string }) => boolean,
  {
    back = false,
    max = 120,
    console = true,
  }: { back?: boolean; max?: number; console?: boolean } = {},
) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const target = await focused(page);
    if (console && target.tag !== 'body') await expectVisibleFocus(page);
    if (matches(target)) return target;
  }
  throw new Error(`focus never reached the element after ${max} presses`);
}

test('an operator signs in, approves one video and rejects another with a reason, by keyboard alone', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { screen, ids } = await twoOrdersUnderReview(browser);
  const [approveId, rejectId] = ids;

  const page = await browser.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signIn/);

  // Sign in: the email and password fields, then Enter submits the form.
  await tabTo(page, (t) => t.tag === 'input' && /email/i.test(t.name), { console: false });
  await page.keyboard.type(demoOperator.email);
  await tabTo(page, (t) => t.tag === 'input' && /password/i.test(t.name), { console: false });
  await page.keyboard.type(demoOperator.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();

  // Open the first order from the queue and approve it.
  await tabTo(page, (t) => t.tag === 'button' && t.name.includes(`#${approveId} ·`));
  await page.keyboard.press('Enter');
  const review = page.getByRole('region', {
    name: `Order #${approveId} · ${screen.billboardName}`,
  });
  await expect(review).toBeVisible();
  await tabTo(page, (t) => t.tag === 'button' && t.name === 'Approve');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Order #${approveId} approved.`)).toBeVisible();
  // The reviewed order left the page; focus stays in the queue rather than falling to the page.
  expect((await focused(page)).tag).not.toBe('body');

  // Focus moved to the next order in the queue, which the page now shows for review.
  await expect.poll(async () => (await focused(page)).name).toContain(`#${rejectId} ·`);
  await expectVisibleFocus(page);

  // The second order: the rejection dialog keeps focus inside and gives it back when closed.
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: `Order #${rejectId} · ${screen.billboardName}` }),
  ).toBeVisible();
  await tabTo(page, (t) => t.tag === 'button' && t.name === 'Reject…');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Reject order #${rejectId}?` });
  await expect(dialog).toBeVisible();
  expect((await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog, 'Tab stays in the dialog').toBe(true);
  }
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog, 'Shift+Tab stays in the dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await focused(page)).name).toBe('Reject…');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const reason = `The end card is too short (${Date.now()}); please hold it for two seconds.`;
  await tabTo(page, (t) => t.tag === 'textarea');
  await page.keyboard.type(reason);
  await tabTo(page, (t) => t.tag === 'button' && t.name === 'Reject video');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order #${rejectId} rejected.`)).toBeVisible();
  expect((await focused(page)).tag).not.toBe('body');

  // Both decisions hold on the server.
  const statuses = await Promise.all(
    ids.map(async (id) => {
      const res = await page.request.get(`/api/admin/orders/${id}`);
      return ((await res.json()) as { statusCode: number; statusReason: string | null }).statusCode;
    }),
  );
  expect(statuses).toEqual([1, 3]);
});
