import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerCustomer } from './support/accounts';
import { signedInPage } from './support/orders';

/** A Dubai date n days from now, as YYYY-MM-DD. */
const dubaiDay = (n: number) =>
  new Date(Date.now() + 4 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The invite link mailed to an address, from the development outbox. */
async function inviteLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get('/api/dev/outbox?limit=200');
  const messages = (await res.json()) as { to: string; body: string }[];
  const link = messages.find((m) => m.to === to)?.body.match(/\/invite\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no invite in the outbox for ${to}`);
  return link;
}

/** A screen whose evening 20 days out has room for one spot. */
async function roomyScreen(page: Page): Promise<number> {
  const all = (await (await page.request.get('/api/leds/getAll?size=100')).json()) as {
    ledId: number;
  }[];
  const day = dubaiDay(20);
  for (const screen of [...all].reverse()) {
    const res = await page.request.get(
      `/api/leds/availability?ledId=${screen.ledId}&from=${day}&to=${day}`,
    );
    const { days } = (await res.json()) as { days: { dayparts: { id: string; free: number }[] }[] };
    if (days[0]?.dayparts.some((d) => d.id === 'evening' && d.free >= 1)) return screen.ledId;
  }
  throw new Error('no screen with room');
}

async function join(page: Page, link: string, organisation: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Join ${organisation}` })).toBeVisible();
  await page.getByRole('button', { name: 'Join the organisation' }).click();
  await expect(page).toHaveURL(/\/tab\/team$/);
  await expect(page.getByRole('heading', { name: `Members of ${organisation}` })).toBeVisible();
}

test('the owner invites a planner and an approver, and the approver approves the spend', async ({
  browser,
  request,
}) => {
  const organisation = `Gulf Media ${Date.now().toString(36)}`;
  const owner = await registerCustomer(request, { companyName: organisation, name: 'Amira' });
  const plannerAccount = await registerCustomer(request, { name: 'Pia', surname: 'Planner' });
  const approverAccount = await registerCustomer(request, { name: 'Rami', surname: 'Approver' });

  const ownerPage = await signedInPage(browser, owner, 1280);
  await ownerPage.goto('/tab/team');
  const invite = async (email: string, role: string) => {
    await ownerPage.getByLabel('Email').fill(email);
    await ownerPage.getByLabel('Role', { exact: true }).last().selectOption({ label: role });
    await ownerPage.getByRole('button', { name: 'Send invite' }).click();
    await expect(ownerPage.getByText(`Invite sent to ${email}.`)).toBeVisible();
  };
  await invite(plannerAccount.email, 'Planner');
  await invite(approverAccount.email, 'Approver');
  await expect(ownerPage.getByRole('heading', { name: 'Open invites' })).toBeVisible();

  const planner = await signedInPage(browser, plannerAccount, 1280);
  await join(planner, await inviteLink(request, plannerAccount.email), organisation);
  const approver = await signedInPage(browser, approverAccount, 1280);
  await join(approver, await inviteLink(request, approverAccount.email), organisation);

  // The owner sets a $1 limit: every campaign now needs a second person.
  await ownerPage.reload();
  await expect(ownerPage.getByTestId(`member-${approverAccount.email}`)).toBeVisible();
  await ownerPage.getByLabel('Approval limit (USD, with VAT)').fill('1');
  await ownerPage.getByRole('button', { name: 'Save limit' }).click();
  await expect(ownerPage.getByText('Limit saved.')).toBeVisible();

  const ledId = await roomyScreen(planner);
  const day = dubaiDay(20);
  const booked = await planner.request.post('/api/campaigns', {
    data: {
      name: 'Ramadan launch',
      items: [{ ledId, startDate: day, endDate: day, dayparts: ['evening'], spotsPerLoop: 1 }],
    },
  });
  expect(booked.status()).toBe(201);
  const { campaignId } = (await booked.json()) as { campaignId: number };

  await planner.goto(`/campaigns/${campaignId}`);
  const plannerBox = planner.getByTestId('spend-approval');
  await expect(plannerBox).toContainText('Waiting for an approver');
  await expect(plannerBox).toContainText('Made by Pia Planner');
  await expect(plannerBox.getByRole('button', { name: 'Approve spend' })).toHaveCount(0);

  await approver.goto(`/campaigns/${campaignId}`);
  const box = approver.getByTestId('spend-approval');
  await box.getByRole('button', { name: 'Approve spend' }).click();
  await expect(box).toContainText('Spend approved');
  await expect(box).toContainText('Approved by Rami Approver');

  await planner.reload();
  await expect(planner.getByTestId('spend-approval')).toContainText('Approved by Rami Approver');
});
