import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { dubaiDay } from './support/dates';
import { demoOperator, signedInCustomer } from './support/accounts';
import { signedInPage } from './support/orders';
import {
  expectNoHorizontalScroll,
  fullPageShot,
  localPage,
  seriousViolations,
} from './support/pages';
import { createScreen, dubaiPlaces, listedScreen } from './support/screens';
import {
  approveInArabic,
  clientPageInArabic,
  madeProposalWithNote,
  openApprovedCampaign,
  sharedLink,
} from './support/proposals';

type ListedScreen = { ledId: number; billboardName: string; size: string };

/**
 * A screen of its own whose photo has its display area marked by the operator (a grey street with
 * a dark panel, the area on the panel): its proposals show where the advert plays.
 */
async function markedScreen(browser: Browser): Promise<ListedScreen> {
  const { operator, ledId, name } = await listedScreen(browser, 'Marina Walk', {
    at: dubaiPlaces.marina,
    price: 300,
  });
  const file = join(mkdtempSync(join(tmpdir(), 'screenspot-e2e-proposal-')), 'a.png');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'color=c=0x8aa0b8:s=960x640'],
    ...['-vf', 'drawbox=x=300:y=150:w=360:h=220:color=0x1e293b:t=fill', '-frames:v', '1', file],
  ]);
  const stored = await operator.request.put(`/api/admin/screens/${ledId}/image`, {
    data: readFileSync(file),
    headers: { 'content-type': 'image/png' },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const corners = [
    { x: 300 / 960, y: 150 / 640 },
    { x: 660 / 960, y: 150 / 640 },
    { x: 660 / 960, y: 370 / 640 },
    { x: 300 / 960, y: 370 / 640 },
  ];
  const marked = await operator.request.put(`/api/admin/screens/${ledId}/display-area`, {
    data: { corners },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  await operator.context().close();
  return { ledId, billboardName: name, size: '1920x1080' };
}

/** A proposal of two screens made by the signed-in planner, holding its spots; answers its id. */
async function proposalOf(page: Page, withScreen?: ListedScreen): Promise<number> {
  const screens = (await (
    await page.request.get('/api/leds/getAll?size=100')
  ).json()) as ListedScreen[];
  const others = screens.filter((screen) => screen.ledId !== withScreen?.ledId);
  const [first, second] = withScreen ? [withScreen, others.at(-1)] : others.slice(-2);
  const day = dubaiDay(20 + Math.floor(Math.random() * 30));
  const res = await page.request.post('/api/proposals', {
    data: {
      name: 'Marina winter plan',
      note: 'Two screens by the water for the launch week.',
      hold: true,
      items: [first!, second!].map((screen) => ({
        ledId: screen.ledId,
        startDate: day,
        endDate: day,
        dayparts: ['evening'],
        spotsPerLoop: 1,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Shares a "Marina winter plan" proposal from /proposals as a planner does: its link's path. */
async function shareFromList(page: Page, id: number): Promise<string> {
  await page.goto('/proposals');
  return sharedLink(page, id, 'Marina winter plan');
}

test('a planner shares a proposal and the client approves it on the link, in Arabic, with an emailed code', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInCustomer(page);
  // Two screens of the test's own, so the spots the booking page asks for are free whatever other
  // tests booked before it.
  const operator = await signedInPage(browser, demoOperator, 1440);
  const tray = [];
  for (const [index, place] of ['Marina Gate', 'Marina Promenade'].entries()) {
    const at = { ...dubaiPlaces.marina, latitude: dubaiPlaces.marina.latitude + index / 1000 };
    const { id: ledId, name: billboardName } = await createScreen(operator.request, place, {
      at,
      price: 300,
    });
    tray.push({ ledId, billboardName, location: at.location });
  }
  // The planner puts them in the tray and sends the plan as a proposal from the booking page.
  await page.addInitScript(
    (screens) => localStorage.setItem('screenspot.campaignTray', JSON.stringify(screens)),
    tray,
  );
  await page.goto('/campaign');
  const id = await madeProposalWithNote(
    page,
    'Marina winter plan',
    'Two screens for the launch week.',
  );
  const path = await shareFromList(page, id);

  // The client has no account, and reads the page in Arabic.
  const client = await clientPageInArabic(browser, path);
  const proposal = client.getByTestId('proposal-page');
  await expect(proposal.getByRole('heading', { level: 1 })).toHaveText('Marina winter plan');
  await expect(proposal.getByRole('heading', { name: 'مساحاتك محجوزة' })).toBeVisible();
  // The hour's unit takes the Arabic plural for however many hours are left: ساعة, ساعتان or ساعات.
  await expect(client.getByTestId('proposal-countdown')).toContainText(/ساع(ة|تان|ات)/);
  await expect(client.getByTestId('proposal-pdf')).toHaveText('نزّل ملف PDF');
  expect(await seriousViolations(client)).toEqual([]);
  // Its PDF is the Arabic one.
  const pdfHref = await client.getByTestId('proposal-pdf').getAttribute('href');
  expect(pdfHref).toMatch(/\/proposal\.pdf\?lang=ar$/);
  const pdf = await client.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toContain('proposal-ar.pdf');

  await approveInArabic(client);
  await expect(client.getByTestId('proposal-outcome')).toContainText('ليلى حداد');

  // The planner sees it approved, with the campaign it became.
  await openApprovedCampaign(page, id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marina winter plan');
});

test('the proposal page fits a phone and a desktop, in English and Arabic', async ({ browser }) => {
  test.setTimeout(180_000);
  const screen = await markedScreen(browser);
  const planner = await localPage(browser, 1440);
  await signedInCustomer(planner);
  const path = await shareFromList(planner, await proposalOf(planner, screen));
  for (const language of ['en', 'ar'] as const) {
    for (const width of [360, 1440]) {
      const page = await localPage(browser, width);
      await page.addInitScript((lng) => localStorage.setItem('screenspot.language', lng), language);
      await page.goto(path);
      await expect(page.getByTestId('proposal-countdown')).toBeVisible();
      // The marked screen shows the mock-up: its photo with the display area filled in.
      const mockup = page.getByTestId(`proposal-mockup-${screen.ledId}`);
      await mockup.scrollIntoViewIfNeeded();
      await expect(mockup).toHaveJSProperty('complete', true);
      expect(await mockup.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
      await expectNoHorizontalScroll(page, width);
      await fullPageShot(page, `proposals/proposal-${language}-${width}`);
      await page.context().close();
    }
  }
  // The planner's list, on a phone too.
  await planner.goto('/proposals');
  await expect(planner.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await fullPageShot(planner, 'proposals/proposal-list-1440');
  await planner.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(planner, 360);
  await fullPageShot(planner, 'proposals/proposal-list-360');
  // A withdrawn link answers 410, and the page says so.
  await planner.getByRole('button', { name: 'Withdraw' }).first().click();
  await expect(planner.getByText('Withdrawn').first()).toBeVisible();
  const gone = await planner.request.get(`/api${path}`);
  expect(gone.status()).toBe(410);
  await planner.goto(path);
  await expect(planner.getByTestId('proposal-missing')).toContainText(
    'This proposal was withdrawn by its sender.',
  );
});
