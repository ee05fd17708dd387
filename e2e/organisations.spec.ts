import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dubaiDay } from './support/dates';
import {
  demoOperator,
  latestCode,
  newAccountDetails,
  registerCustomer,
  type TestAccount,
} from './support/accounts';
import { signedInPage } from './support/orders';
import {
  expectNoHorizontalScroll,
  fullPageShot,
  expectPdfDownload,
  localPage,
  openedWithoutAccount,
  seriousViolations,
  writtenDay,
} from './support/pages';
import { makeVideoFile } from './support/videos';
import {
  approveInArabic,
  clientPageInArabic,
  madeProposalWithNote,
  openApprovedCampaign,
  sharedLink,
} from './support/proposals';

type ListedScreen = {
  ledId: number;
  billboardName: string;
  location: string;
  size: string;
  duration: number;
};

/** The invite link mailed to an address, from the development outbox. */
async function inviteLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get('/api/dev/outbox?limit=200');
  const messages = (await res.json()) as { to: string; body: string }[];
  const link = messages.find((m) => m.to === to)?.body.match(/\/invite\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no invite in the outbox for ${to}`);
  return link;
}

const written = writtenDay;

/**
 * A full-HD screen that takes a short video and has an evening spot free on the day: far enough
 * out that the campaign can be paid by bank transfer against a tax invoice.
 */
async function roomyScreen(page: Page, day: string): Promise<ListedScreen> {
  const all = (await (
    await page.request.get('/api/leds/getAll?size=100')
  ).json()) as ListedScreen[];
  for (const screen of all.filter((s) => s.size === '1920x1080' && s.duration >= 10)) {
    const res = await page.request.get(
      `/api/leds/availability?ledId=${screen.ledId}&from=${day}&to=${day}`,
    );
    const { days } = (await res.json()) as {
      days: { dayparts: { id: string; free: number }[] }[];
    };
    if (days[0]?.dayparts.some((part) => part.id === 'evening' && part.free >= 1)) return screen;
  }
  throw new Error('no screen with room');
}

/** A person typing: about eight keys a second. */
const typing = { delay: 120 };

/**
 * A new person opens the invite link in a browser of their own, signs up in the form there at a
 * person's pace, enters the two codes (from their phone and their email) and lands in the team.
 */
async function signUpAtInvite(
  browser: Browser,
  link: string,
  organisation: string,
  person: TestAccount,
): Promise<Page> {
  const page = await openedWithoutAccount(browser, link, 1280);
  await expect(page.getByRole('heading', { name: `Join ${organisation}` })).toBeVisible();
  const form = page.getByRole('region', { name: 'New to ScreenSpot?' });
  /** Types into the form's field named `name`, as a person does. */
  const typeInto = (name: string, text: string) =>
    form.getByRole('textbox', { name, exact: true }).pressSequentially(text, typing);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(person.email);
  await typeInto('Name', person.name);
  await typeInto('Surname', person.surname);
  const phone = form.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(person.phoneNumber.replace(/^\+971/, ''), typing);
  await typeInto('Password', person.password);
  await typeInto('Confirm password', person.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create my account' }).click();

  await expect(form.getByText(`We sent a code to ${person.phoneNumber}`)).toBeVisible();
  await fullPageShot(page, 'organisations/invite-codes-1280');
  await typeInto('Code from mobile', await latestCode(page.request, person.phoneNumber));
  await typeInto('Code from email', await latestCode(page.request, person.email));
  await form.getByRole('button', { name: 'Confirm and join' }).click();
  await expect(page).toHaveURL(/\/tab\/team$/);
  await expect(page.getByRole('heading', { name: `Members of ${organisation}` })).toBeVisible();
  return page;
}

async function join(page: Page, link: string, organisation: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Join ${organisation}` })).toBeVisible();
  await page.getByRole('button', { name: 'Join the organisation' }).click();
  await expect(page).toHaveURL(/\/tab\/team$/);
  await expect(page.getByRole('heading', { name: `Members of ${organisation}` })).toBeVisible();
}

test('the owner invites a team; a client approves the planner’s proposal in Arabic; the approver approves the spend; finance downloads the invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const organisation = `Gulf Media ${Date.now().toString(36)}`;
  const owner = await registerCustomer(request, { companyName: organisation, name: 'Amira' });
  // The planner is new to ScreenSpot: they sign up at the invite link itself.
  const plannerAccount = newAccountDetails({ name: 'Pia', surname: 'Planner' });
  const approverAccount = await registerCustomer(request, { name: 'Rami', surname: 'Approver' });
  const financeAccount = await registerCustomer(request, { name: 'Fatima', surname: 'Finance' });

  // The owner sets a $1 limit: every campaign of the team then needs a second person.
  const ownerPage = await signedInPage(browser, owner, 1280);
  await ownerPage.goto('/tab/team');
  await ownerPage.getByLabel('Approval limit (USD, with VAT)').fill('1');
  await ownerPage.getByRole('button', { name: 'Save limit' }).click();
  await expect(ownerPage.getByText('Limit saved.')).toBeVisible();

  const invite = async (email: string, role: string) => {
    await ownerPage.getByLabel('Email').fill(email);
    await ownerPage.getByLabel('Role', { exact: true }).last().selectOption({ label: role });
    await ownerPage.getByRole('button', { name: 'Send invite' }).click();
    await expect(ownerPage.getByText(`Invite sent to ${email}.`)).toBeVisible();
  };
  await invite(plannerAccount.email, 'Planner');
  await invite(approverAccount.email, 'Approver');
  await invite(financeAccount.email, 'Finance');
  await expect(ownerPage.getByRole('heading', { name: 'Open invites' })).toBeVisible();

  // The planner signs up through the link mailed to them; the others, who have accounts, join by it.
  const planner = await signUpAtInvite(
    browser,
    await inviteLink(request, plannerAccount.email),
    organisation,
    plannerAccount,
  );
  const approver = await signedInPage(browser, approverAccount, 1280);
  await join(approver, await inviteLink(request, approverAccount.email), organisation);
  const finance = await signedInPage(browser, financeAccount, 1280);
  await join(finance, await inviteLink(request, financeAccount.email), organisation);

  await ownerPage.reload();
  for (const member of [plannerAccount, approverAccount, financeAccount]) {
    await expect(ownerPage.getByTestId(`member-${member.email}`)).toBeVisible();
  }

  // The planner puts a screen in the tray and makes a proposal of the plan, holding its spots.
  const day = dubaiDay(20 + Math.floor(Math.random() * 30));
  const screen = await roomyScreen(planner, day);
  const planName = `Ramadan launch ${Date.now().toString(36)}`;
  await planner.addInitScript(
    (tray) => localStorage.setItem('screenspot.campaignTray', JSON.stringify(tray)),
    [{ ledId: screen.ledId, billboardName: screen.billboardName, location: screen.location }],
  );
  await planner.goto('/campaign');
  const when = planner.getByRole('region', { name: 'One schedule for every screen' });
  await when.getByLabel('First day').fill(written(day));
  await when.getByLabel('Last day').fill(written(day));
  await expect(when.getByLabel('Last day')).toHaveValue(written(day));
  await expect(planner.getByTestId('quote-total')).toBeVisible();
  const proposalId = await madeProposalWithNote(planner, planName, 'One evening by the water.');

  // It shares the link from the list.
  const path = await sharedLink(planner, proposalId, planName);

  // The client has no account, reads the plan in Arabic, and approves it with the emailed code.
  const client = await clientPageInArabic(browser, path);
  const proposal = client.getByTestId('proposal-page');
  await expect(proposal.getByRole('heading', { level: 1 })).toHaveText(planName);
  await approveInArabic(client);

  // The campaign it became is over the limit: it waits, and its maker cannot approve it.
  const campaignId = await openApprovedCampaign(planner, proposalId);
  await expect(planner.getByRole('heading', { level: 1 })).toHaveText(planName);
  const plannerBox = planner.getByTestId('spend-approval');
  await expect(plannerBox).toContainText('Waiting for an approver');
  await expect(plannerBox).toContainText('Made by Pia Planner');
  await expect(plannerBox).toContainText('An approver of your organisation will decide on it.');
  await expect(plannerBox.getByRole('button', { name: 'Approve spend' })).toHaveCount(0);
  const refused = await planner.request.post(`/api/campaigns/${campaignId}/approval`, {
    data: { decision: 'approve' },
  });
  expect(refused.status()).toBe(403);

  // The approver approves it, and the page they are on says so at once.
  await approver.goto(`/campaigns/${campaignId}`);
  const box = approver.getByTestId('spend-approval');
  await expect(box).toContainText('Waiting for an approver');
  await box.getByRole('button', { name: 'Approve spend' }).click();
  await expect(box).toContainText('Spend approved');
  await expect(box).toContainText('Approved by Rami Approver');
  await expect(box.getByRole('button', { name: 'Approve spend' })).toHaveCount(0);

  // The planner, opening the campaign again, sees the decision with who made it.
  await planner.reload();
  await expect(planner.getByTestId('spend-approval')).toContainText('Spend approved');
  await expect(planner.getByTestId('spend-approval')).toContainText('Approved by Rami Approver');

  // The planner sends the video and the operator approves it: the campaign is due for payment.
  const campaign = (await (await planner.request.get(`/api/campaigns/${campaignId}`)).json()) as {
    orders: { orderId: number }[];
  };
  expect(campaign.orders).toHaveLength(1);
  const orderId = campaign.orders[0]!.orderId;
  const uploaded = await planner.request.post('/api/order', {
    multipart: {
      orderId: String(orderId),
      video: {
        name: 'launch.mp4',
        mimeType: 'video/mp4',
        buffer: readFileSync(makeVideoFile('launch.mp4', { seconds: 4, size: '1920x1080' })),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const operator = await signedInPage(browser, demoOperator, 1280);
  const approved = await operator.request.post(`/api/admin/orders/${orderId}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);

  // Finance takes the tax invoice from the campaign's payment and downloads it.
  await finance.goto(`/campaigns/${campaignId}`);
  const payment = finance.getByRole('region', { name: 'Payment', exact: true });
  await payment.getByRole('link', { name: 'Pay now' }).click();
  await expect(finance).toHaveURL(new RegExp(`/payment\\?campaign=${campaignId}$`));
  await finance.getByRole('button', { name: 'Get the tax invoice' }).click();
  const issued = finance.getByRole('status').filter({ hasText: /Invoice INV-\d+ is ready/ });
  await expect(issued).toBeVisible();
  const invoiceNumber = /INV-\d+/.exec((await issued.textContent()) ?? '')![0];
  const downloading = finance.waitForEvent('download');
  await finance.getByRole('link', { name: 'Download invoice (PDF)' }).click();
  await expectPdfDownload(await downloading, `${invoiceNumber}.pdf`);

  for (const page of [ownerPage, planner, approver, finance, operator, client]) {
    await page.context().close();
  }
});

test('the invite link’s sign-up fits a phone and a desktop, in English and Arabic', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organisation = `Dune Media ${Date.now().toString(36)}`;
  const owner = await registerCustomer(request, { companyName: organisation });
  const ownerPage = await signedInPage(browser, owner, 1440);
  const invitee = newAccountDetails();
  const invited = await ownerPage.request.post('/api/organisation/invites', {
    data: { email: invitee.email, role: 'planner' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await inviteLink(request, invitee.email);
  const names = {
    en: { join: `Join ${organisation}`, form: 'New to ScreenSpot?', submit: 'Create my account' },
    ar: { join: `انضم إلى ${organisation}`, form: 'جديد على ScreenSpot؟', submit: 'أنشئ حسابي' },
  };
  for (const language of ['en', 'ar'] as const) {
    for (const width of [360, 1440]) {
      const page = await localPage(browser, width);
      await page.addInitScript((lng) => localStorage.setItem('screenspot.language', lng), language);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: names[language].join })).toBeVisible();
      const form = page.getByRole('region', { name: names[language].form });
      await expect(form.getByRole('button', { name: names[language].submit })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectNoHorizontalScroll(page, width);
      if (width === 1440) expect(await seriousViolations(page)).toEqual([]);
      await fullPageShot(page, `organisations/invite-sign-up-${language}-${width}`);
      await page.context().close();
    }
  }
});
