import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { dubaiDay } from './support/dates';
import { registerCustomer } from './support/accounts';
import { operatorAndCustomer, signedInPage } from './support/orders';
import { fullPageShot } from './support/pages';
import { makeVideoFile } from './support/videos';

type Screen = { ledId: number; billboardName: string; size: string; duration: number };

/**
 * A day no other spec books (they keep within 62 days): 64–93 days out for orders, 100–129 for the
 * test that sells a day out, so that one never takes another's day.
 */
const orderDay = () => dubaiDay(64 + Math.floor(Math.random() * 30));
const soldOutDay = () => dubaiDay(100 + Math.floor(Math.random() * 30));

async function fullHdScreen(page: Page): Promise<Screen> {
  const screens = (await (await page.request.get('/api/leds/getAll')).json()) as Screen[];
  return screens.find((s) => s.size === '1920x1080' && s.duration >= 10)!;
}

/**
 * A new customer's order of one evening spot on `day` on a Full HD screen, with a video that fits
 * it, rejected by the operator with a reason: the customer's and the operator's pages at `width`,
 * the screen and the order's id. Days past 62 are ones no other spec books (see scheduleFields).
 */
async function rejectedOrder(
  browser: Browser,
  day: string,
  width = 1440,
  language: 'en' | 'ar' = 'en',
) {
  const { operator, customer } = await operatorAndCustomer(browser, width, language);
  const screen = await fullHdScreen(customer);
  const placed = await customer.request.post('/api/order', {
    multipart: {
      ledId: String(screen.ledId),
      startDate: day,
      endDate: day,
      dayparts: 'evening',
      spotsPerLoop: '1',
      video: {
        name: 'first.mp4',
        mimeType: 'video/mp4',
        buffer: readFileSync(makeVideoFile('first.mp4', { seconds: 4, size: '1920x1080' })),
      },
    },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  const rejected = await operator.request.post(`/api/admin/orders/${id}/reject`, {
    data: { reason: 'The phone number is unreadable.' },
  });
  expect(rejected.ok()).toBe(true);
  return { operator, customer, screen, orderId: id };
}

const orderCount = async (page: Page) =>
  ((await (await page.request.get('/api/order/getAll?page=0&size=100')).json()) as unknown[])
    .length;

/** Chooses a made video of `size` in the video field of `scope` (a page or a form). */
const chooseVideo = (scope: Page | Locator, name: string, size: string, seconds = 4) =>
  scope
    .locator('input[type="file"][accept*="video"]')
    .setInputFiles(makeVideoFile(name, { seconds, size }));

/** Opens a rejected order's page and follows its link to the new-video form, named in its language. */
async function newVideoForm(customer: Page, orderId: number, link: string, form: string) {
  await customer.goto(`/order/${orderId}`);
  await customer.getByRole('link', { name: link }).click();
  return customer.getByRole('form', { name: form });
}

test('a file of the wrong shape is refused in the browser, before any upload', async ({
  browser,
}) => {
  const { customer } = await operatorAndCustomer(browser, 1440);
  const screen = await fullHdScreen(customer);
  const uploads: string[] = [];
  customer.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/order')) {
      uploads.push(request.url());
    }
  });

  await customer.goto(`/uploadVideo/${screen.ledId}`);
  await chooseVideo(customer, 'square.mp4', '640x480');
  const refusal = customer.getByRole('alert').filter({ hasText: 'Wrong shape for this screen.' });
  await expect(refusal).toContainText('640×480 (4:3) but the screen is 1920×1080 (16:9)');
  await expect(refusal).toContainText('cannot be sent');
  await expect(customer.locator('input[type="file"][accept*="video"]')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(customer.getByRole('button', { name: 'Submit for Approval' })).toHaveCount(0);
  await fullPageShot(customer, 'upload-wrong-shape-refused');

  // A file that fits the screen may be sent: the refusal came from the file, not the page.
  await chooseVideo(customer, 'fits.mp4', '1920x1080');
  await expect(customer.getByRole('button', { name: 'Submit for Approval' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a rejected order re-uploaded keeps its number, schedule and history and goes back to review', async ({
  browser,
}) => {
  const day = orderDay();
  const { customer, orderId } = await rejectedOrder(browser, day);
  const ordersBefore = await orderCount(customer);

  await customer.goto(`/order/${orderId}`);
  await expect(customer.getByText(`Order #${orderId}`)).toBeVisible();
  await expect(customer.getByText('The phone number is unreadable.').first()).toBeVisible();
  await customer.getByRole('link', { name: 'Upload a new video' }).click();
  const form = customer.getByRole('form', { name: 'Send a new video' });
  await expect(form).toBeInViewport();

  // The same checks as the upload page: a file of the wrong shape cannot be sent here either.
  await chooseVideo(form, 'square.mp4', '640x480');
  await expect(form.getByRole('alert')).toContainText('Wrong shape for this screen.');
  await expect(form.getByRole('button', { name: 'Send for review' })).toHaveCount(0);

  await chooseVideo(form, 'second.mp4', '1920x1080', 5);
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'back under review' })).toBeVisible();
  await expect(customer).toHaveURL(new RegExp(`/order/${orderId}`));
  await expect(customer.getByText(`Order #${orderId}`)).toBeVisible();
  const history = customer.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Under review/,
    /Rejected/,
    /Under review/,
  ]);
  await expect(customer.getByRole('form', { name: 'Swap the video' })).toBeVisible();
  await fullPageShot(customer, 'order-reuploaded');

  const order = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
    statusCode: number;
    videoDurationSeconds: number;
    schedule: { startDate: string; endDate: string };
  };
  expect(order).toMatchObject({ statusCode: 0, schedule: { startDate: day, endDate: day } });
  expect(order.videoDurationSeconds).toBeCloseTo(5, 0);
  expect(await orderCount(customer)).toBe(ordersBefore);
});

test('a rejected order whose spots were sold meanwhile takes new dates on its own page', async ({
  browser,
}) => {
  const day = soldOutDay();
  const { operator, customer, screen, orderId } = await rejectedOrder(browser, day);

  // Another customer books every free evening spot of that day.
  const rival = await signedInPage(browser, await registerCustomer(operator.request), 1440);
  const availability = (await (
    await rival.request.get(`/api/leds/availability?ledId=${screen.ledId}&from=${day}&to=${day}`)
  ).json()) as { days: { dayparts: { id: string; free: number }[] }[] };
  const free = availability.days[0]!.dayparts.find((p) => p.id === 'evening')!.free;
  const sold = await rival.request.post('/api/campaigns', {
    data: {
      items: [
        {
          ledId: screen.ledId,
          startDate: day,
          endDate: day,
          dayparts: ['evening'],
          spotsPerLoop: free,
        },
      ],
    },
  });
  expect(sold.status()).toBe(201);

  const form = await newVideoForm(customer, orderId, 'Upload a new video', 'Send a new video');
  await chooseVideo(form, 'again.mp4', '1920x1080');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByRole('alert').first()).toContainText('no longer free');
  await expect(form.getByText(/Evening 16–22: 0 of 1 spot free/)).toBeVisible();
  await expect(
    form.getByRole('heading', { name: 'Choose new dates for this order' }),
  ).toBeVisible();
  await fullPageShot(customer, 'order-reupload-new-dates');
  await customer.setViewportSize({ width: 360, height: 780 });
  await fullPageShot(customer, 'order-reupload-new-dates-360');
  await customer.setViewportSize({ width: 1440, height: 900 });

  // The picker offers the next free week; the same order takes it.
  await form.getByRole('button', { name: 'Send with the new dates' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'back under review' })).toBeVisible();
  await expect(customer.getByText(`Order #${orderId}`)).toBeVisible();
  const order = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
    statusCode: number;
    schedule: { startDate: string };
  };
  expect(order.statusCode).toBe(0);
  expect(order.schedule.startDate).not.toBe(day);
});

test('in Arabic, a rejected order’s new-video form and its refusals read right to left', async ({
  browser,
}) => {
  const { customer, orderId } = await rejectedOrder(browser, orderDay(), 360, 'ar');

  const form = await newVideoForm(customer, orderId, 'رفع فيديو جديد', 'إرسال فيديو جديد');
  await expect(form).toBeInViewport();
  await chooseVideo(form, 'square.mp4', '640x480');
  await expect(form.getByRole('alert')).toContainText('لا يمكن إرساله');
  await expect(form.getByRole('button', { name: 'إرسال للمراجعة' })).toHaveCount(0);
  await expect(customer.locator('html')).toHaveAttribute('dir', 'rtl');
  await fullPageShot(customer, 'order-reupload-ar-360');
});
