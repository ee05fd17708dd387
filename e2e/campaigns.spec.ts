// Over 400 lines: the campaigns list and home share one customer's campaigns in several states.
import { expect, test, type Page } from './support/test';
import { dubaiDay } from './support/dates';
import { demoOperator, signedInCustomer } from './support/accounts';
import { approvedOrder, operatorAndCustomer } from './support/orders';
import { makeVideoFile } from './support/videos';
import {
  expectNoHorizontalScroll,
  fullPageShot,
  seriousViolations,
  writtenDay,
} from './support/pages';

type ListedScreen = { ledId: number; billboardName: string; size: string; location?: string };
type CampaignAnswer = {
  id: number;
  name: string | null;
  status: string;
  totals: { subtotalCents: number; vatCents: number; totalCents: number };
  orders: { orderId: number; subtotalCents: number; screen: { billboardName: string } }[];
};

/** Dollars as the product writes them: cents only when there are any. */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

const written = writtenDay;

/** Screens put in the campaign tray as the finder's "Add to campaign" keeps them. */
async function trayWith(page: Page, screens: ListedScreen[]) {
  const tray = screens.map((s) => ({
    ledId: s.ledId,
    billboardName: s.billboardName,
    location: s.location ?? '',
  }));
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('tray-set')) {
      localStorage.setItem('screenspot.campaignTray', value);
      sessionStorage.setItem('tray-set', '1');
    }
  }, JSON.stringify(tray));
}

/**
 * Three screens of the catalogue, two of one size, whose evenings from `from` to `to` days out
 * all have room: other spec files book (and sell out) screens beside this one.
 */
async function threeScreens(page: Page, from = 1, to = 7): Promise<ListedScreen[]> {
  const all = (await (
    await page.request.get('/api/leds/getAll?size=100')
  ).json()) as ListedScreen[];
  const roomy = async (screen: ListedScreen) => {
    const res = await page.request.get(
      `/api/leds/availability?ledId=${screen.ledId}&from=${dubaiDay(from)}&to=${dubaiDay(to)}`,
    );
    const { days } = (await res.json()) as {
      days: { dayparts: { id: string; free: number }[] }[];
    };
    return days.every((day) => day.dayparts.some((d) => d.id === 'evening' && d.free >= 2));
  };
  const pick = async (candidates: ListedScreen[], count: number) => {
    const chosen: ListedScreen[] = [];
    // From the end of the list: the other specs mostly take its first screens.
    for (const screen of [...candidates].reverse()) {
      if (chosen.length === count) break;
      if (await roomy(screen)) chosen.push(screen);
    }
    expect(chosen).toHaveLength(count);
    return chosen;
  };
  const wide = await pick(
    all.filter((s) => s.size === '1920x1080'),
    2,
  );
  const [other] = await pick(
    all.filter((s) => s.size !== '1920x1080'),
    1,
  );
  return [...wide, other!];
}

/**
 * That nothing of the page's content reaches past the page's column (its container's padding):
 * in Arabic a box too wide runs off to the left, which never shows as sideways scrolling.
 */
async function expectWithinColumn(page: Page) {
  const outside = await page.evaluate(() => {
    const column = document.querySelector('main .container')!;
    const style = getComputedStyle(column);
    const box = column.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft) - 1;
    const right = box.right - parseFloat(style.paddingRight) + 1;
    return Array.from(column.querySelectorAll('*'))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && (rect.left < left || rect.right > right);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  expect(outside).toEqual([]);
}

/** Errors the page threw: a crash shows here even when a boundary catches it. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('three screens booked together land on the campaign’s page, which a reload shows the same', async ({
  page,
  browser,
}) => {
  const errors = pageErrors(page);
  await signedInCustomer(page);
  const picked = await threeScreens(page);
  await trayWith(page, picked);
  const name = `Winter launch ${Date.now().toString(36)}`;

  await page.goto('/campaign');
  for (const screen of picked) {
    await expect(page.getByText(screen.billboardName, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Campaign name').fill(name);
  await expect(page.getByTestId('quote-total')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
  // The quote of the schedules as they now stand, not the one before it.
  await expect(page.locator('dl[aria-busy="true"]')).toHaveCount(0);
  const quoted = await page.getByTestId('quote-total').textContent();
  await page.getByRole('button', { name: 'Book these screens' }).click();

  // The booking lands on the campaign's own page, not on a view that a reload would lose.
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  const id = Number(/\/campaigns\/(\d+)$/.exec(page.url())![1]);
  const seen = async () => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('[data-status]').first()).toHaveText('Draft');
    for (const screen of picked) {
      await expect(
        page.getByRole('link', { name: screen.billboardName, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText('Awaiting video', { exact: true })).toHaveCount(3);
    await expect(page.getByTestId('money-total')).toHaveText(quoted!);
  };
  await seen();
  await page.reload();
  await seen();
  // The server renders the page with its campaign, so it paints before its script has run.
  const served = await (await page.request.get(`/campaigns/${id}`)).text();
  expect(served).toContain(`>${name}</h1>`);

  // One summary: a line before VAT per order, then subtotal, VAT and total, as the server has them.
  const campaign = (await (
    await page.request.get(`/api/campaigns/${id}`)
  ).json()) as CampaignAnswer;
  expect(campaign.name).toBe(name);
  for (const order of campaign.orders) {
    await expect(page.getByTestId(`money-line-${order.orderId}`)).toHaveText(
      dollars(order.subtotalCents),
    );
  }
  await expect(page.getByTestId('money-subtotal')).toHaveText(
    dollars(campaign.totals.subtotalCents),
  );
  await expect(page.getByTestId('money-vat')).toHaveText(dollars(campaign.totals.vatCents));
  await expect(page.getByTestId('payment-state')).toHaveText(
    'Payment opens once the videos are approved.',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The two screens of one size share a video; the campaign moves on once all three have one.
  await page
    .getByLabel('One video for the 2 screens of 1920x1080')
    .setInputFiles(makeVideoFile('wide.mp4', { seconds: 4, size: '640x360' }));
  await expect(page.getByText('Under review', { exact: true })).toHaveCount(2);
  await expect(page.locator('[data-status]').first()).toHaveText('Draft');
  await page
    .getByLabel(`Video for ${picked[2]!.billboardName}`)
    .setInputFiles(makeVideoFile('tall.mp4', { seconds: 4, size: '360x640' }));
  await expect(page.getByText('Under review', { exact: true })).toHaveCount(3);
  await expect(page.locator('[data-status]').first()).toHaveText('In review');
  await expect(page.getByText('Video: wide.mp4 · 4 s')).toHaveCount(2);
  await page.reload();
  await expect(page.locator('[data-status]').first()).toHaveText('In review');

  // The list, from the header's menu: newest first, with screens, dates, status and total.
  await page.getByRole('button', { name: /advertiser-/ }).click();
  await page.getByRole('menuitem', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  const row = page.getByRole('article', { name });
  await expect(row).toContainText('3 screens');
  await expect(row).toContainText(`${written(dubaiDay(1))} – ${written(dubaiDay(7))}`);
  await expect(row.locator('[data-status]')).toHaveText('In review');
  await expect(row).toContainText(quoted!);
  const listed = await page.request.get('/api/campaigns?page=0&size=1');
  expect(listed.headers()['x-total-count']).toBe('1');

  // Announcements: each order under its campaign's name, with the way to the campaign.
  await page.goto('/tab/announcment');
  const group = page.getByRole('region', { name: `Campaign: ${name}` });
  await expect(group.getByRole('article')).toHaveCount(3);
  await group.getByRole('link', { name: 'Open the campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));

  // Another customer is told it does not exist.
  const other = await browser.newPage();
  await signedInCustomer(other);
  await other.goto(`/campaigns/${id}`);
  await expect(other.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await expect(other.getByText(name)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('dates on /campaign take any keyboard edit, typed at human speed, without a crash', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await signedInCustomer(page);
  const [screen] = await threeScreens(page);
  await trayWith(page, [screen!]);
  await page.goto('/campaign');
  const shared = page.getByRole('region', { name: 'One schedule for every screen' });
  const first = shared.getByLabel('First day');
  const last = shared.getByLabel('Last day');
  // Days read as the rest of the product writes them.
  await expect(first).toHaveValue(written(dubaiDay(1)));
  await expect(last).toHaveValue(written(dubaiDay(7)));
  await expect(page.getByTestId('quote-total')).toBeVisible();

  // Backspace one character at a time: a half-typed day is not a date yet, and says so.
  await first.click();
  await first.press('End');
  for (let i = 0; i < 4; i += 1) await first.press('Backspace');
  await expect(shared.getByText(/^Enter a day like /)).toBeVisible();
  await expect(page.getByText('Choose the first and last day of each schedule.')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book these screens' })).toBeDisabled();

  // Cleared entirely.
  await first.press('Control+A');
  await first.press('Backspace');
  await expect(first).toHaveValue('');
  await expect(shared.getByText('Enter a day.')).toBeVisible();

  // Typed as the product writes days, then the last day as ISO and day first.
  const start = dubaiDay(12);
  await first.pressSequentially(written(start), { delay: 60 });
  await expect(shared.getByText('Enter a day.')).toHaveCount(0);
  await last.click();
  await last.press('Control+A');
  await last.press('Backspace');
  const end = dubaiDay(15);
  await last.pressSequentially(end, { delay: 60 });
  await last.blur();
  await expect(last).toHaveValue(written(end));
  await expect(page.getByTestId(`schedule-${screen!.ledId}`)).toContainText(
    `${written(start)} – ${written(end)}`,
  );
  await expect(page.getByTestId('quote-total')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
  const quote = (await (
    await page.request.post('/api/quote', {
      data: {
        items: [
          {
            ledId: screen!.ledId,
            startDate: start,
            endDate: end,
            dayparts: ['evening'],
            spotsPerLoop: 1,
          },
        ],
      },
    })
  ).json()) as { totalCents: number };
  await expect(page.getByTestId('quote-total')).toHaveText(dollars(quote.totalCents));

  // A day before today is refused in words.
  await first.press('Control+A');
  await first.pressSequentially(written(dubaiDay(-3)), { delay: 40 });
  await expect(shared.getByText(/^Choose .* or later\.$/)).toBeVisible();
  await first.press('Control+A');
  await first.pressSequentially(written(start), { delay: 40 });
  await expect(page.getByTestId('quote-total')).toHaveText(dollars(quote.totalCents));

  // The calendar, coloured by free spots as on the upload page, writes the days it picks.
  await expect(shared.getByRole('list', { name: 'Calendar colours' })).toBeVisible();
  // A day's button is named in full: "Friday, December 18th, 2026".
  const other = dubaiDay(16);
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${other}T00:00:00Z`),
  );
  const dayButton = (iso: string) =>
    shared.getByRole('button', {
      name: new RegExp(`${month} ${Number(iso.slice(8, 10))}(st|nd|rd|th), ${iso.slice(0, 4)}$`),
    });
  await expect(dayButton(other)).toBeVisible();
  // With a range chosen, a later day moves its end.
  await dayButton(other).click();
  await expect(last).toHaveValue(written(other));
  await expect(first).toHaveValue(written(start));
  await expect(page.getByTestId(`schedule-${screen!.ledId}`)).toContainText(
    `${written(start)} – ${written(other)}`,
  );
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page or a section that fails says so and recovers on retry, the header staying', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser, 1440);
  const { campaignId } = await approvedOrder(customer, operator, 'boundary.mp4');

  // The payment section fails on a broken answer; the rest of the campaign's page stays.
  await customer.route(`**/api/campaigns/${campaignId}/payment`, (route) =>
    route.fulfill({ json: { invoices: null } }),
  );
  await customer.goto(`/campaigns/${campaignId}`);
  const failed = customer.getByRole('alert').filter({
    hasText: 'This part of the page could not be shown.',
  });
  await expect(failed).toBeVisible();
  await expect(customer.getByTestId('money-total')).toBeVisible();
  await customer.unroute(`**/api/campaigns/${campaignId}/payment`);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(customer.getByTestId('payment-state')).toContainText('to pay, VAT included.');
  await expect(failed).toHaveCount(0);

  // A page that fails as a whole keeps the header and offers the same retry.
  // (Opened from the list: the server renders a page with its own reading of the data.)
  await customer.goto('/campaigns');
  await customer.route(`**/api/campaigns/${campaignId}`, (route) =>
    route.fulfill({ json: { id: campaignId } }),
  );
  await customer.getByRole('link', { name: `Campaign #${campaignId}`, exact: true }).click();
  await expect(
    customer.getByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(customer.getByRole('link', { name: 'ScreenSpot home' }).first()).toBeVisible();
  await customer.unroute(`**/api/campaigns/${campaignId}`);
  await customer.getByRole('button', { name: 'Try again' }).click();
  await expect(customer.getByTestId('money-total')).toBeVisible();
  await expect(customer.locator('[data-status]').first()).toHaveText('Awaiting payment');
});

test('an operator who signs in lands in the console', async ({ page }) => {
  await page.goto('/signIn');
  await page.getByLabel('Email').pressSequentially(demoOperator.email, { delay: 20 });
  await page
    .getByLabel('Password', { exact: true })
    .pressSequentially(demoOperator.password, { delay: 20 });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

for (const language of ['en', 'ar'] as const) {
  for (const width of [360, 1440]) {
    test(`the campaign pages fit ${width} px in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      if (language === 'ar') {
        await context.addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
      }
      const page = await context.newPage();
      await signedInCustomer(page);
      const picked = await threeScreens(page, 20, 26);
      const booked = await page.request.post('/api/campaigns', {
        data: {
          name: language === 'ar' ? 'إطلاق الشتاء' : 'Winter launch',
          items: picked.map((s) => ({
            ledId: s.ledId,
            startDate: dubaiDay(20),
            endDate: dubaiDay(26),
            dayparts: ['evening'],
            spotsPerLoop: 1,
          })),
        },
      });
      expect(booked.status()).toBe(201);
      const { id } = (await booked.json()) as CampaignAnswer;
      await page.goto(`/campaigns/${id}`);
      await expect(page.getByTestId('money-total')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectNoHorizontalScroll(page, width);
      await expectWithinColumn(page);
      await fullPageShot(page, `campaign-home-${language}-${width}`);
      await page.goto('/campaigns');
      await expect(page.locator('[data-status]')).toHaveCount(1);
      await expectNoHorizontalScroll(page, width);
      await expectWithinColumn(page);
      await fullPageShot(page, `campaigns-${language}-${width}`);
    });
  }
}
