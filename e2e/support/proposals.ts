import type { Browser } from '@playwright/test';
import { latestCode } from './accounts';
import { expect, type Page } from './test';

/**
 * Opens the booking page's "send it as a proposal" section. It waits for the quote first: the
 * quote's lines arriving move the section down, and a click whose press and release land on
 * different places toggles nothing.
 */
export async function openProposalMaker(page: Page): Promise<void> {
  await expect(page.getByTestId('quote-total')).toBeVisible();
  await page.getByText('Send it to a client as a proposal instead').click();
  await expect(page.getByTestId('proposal-maker')).toHaveAttribute('open', '');
}

/** Makes the proposal from the booking page: its id, from the list the page lands on. */
export async function madeProposal(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Make a proposal' }).click();
  await expect(page).toHaveURL(/\/proposals#proposal-\d+$/);
  return Number(new URL(page.url()).hash.replace('#proposal-', ''));
}

/**
 * Sends the booking page's plan to a client as a proposal named `name`, with `note` for them,
 * holding its spots while they decide (the maker's default): its id, as `madeProposal` reads it.
 */
export async function madeProposalWithNote(
  page: Page,
  name: string,
  note: string,
): Promise<number> {
  await page.getByLabel('Campaign name (optional)').fill(name);
  await openProposalMaker(page);
  await page.getByLabel('Note for your client (optional)').fill(note);
  await expect(
    page.getByLabel('Hold these spots while the client decides, until the proposal expires'),
  ).toBeChecked();
  return madeProposal(page);
}

/** Shares the proposal named `name` from the list the page is on: the path of its client's link. */
export async function sharedLink(page: Page, id: number, name: string): Promise<string> {
  const card = page.getByTestId(`proposal-${id}`);
  await expect(card).toContainText(name);
  await card.getByRole('button', { name: 'Share a link' }).click();
  const link = card.getByLabel('The link for your client');
  await expect(link).toHaveValue(/\/p\/[A-Za-z0-9_-]{43}$/);
  return new URL(await link.inputValue()).pathname;
}

/** A shared proposal's link opened in Arabic by a client with no account: the client's page. */
export async function clientPageInArabic(browser: Browser, path: string): Promise<Page> {
  const client = await browser.newPage();
  await client.addInitScript(() => localStorage.setItem('screenspot.language', 'ar'));
  await client.goto(path);
  await expect(client.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  return client;
}

/**
 * The client (ليلى حداد, at a new address) approves the proposal open on `client` in Arabic with
 * the code emailed to them, and the page says it is approved.
 */
export async function approveInArabic(client: Page): Promise<void> {
  const email = `client-${Date.now().toString(36)}@example.ae`;
  await client.getByLabel('اسمك').fill('ليلى حداد');
  await client.getByLabel('بريدك الإلكتروني').fill(email);
  await client.getByRole('button', { name: 'موافقة: أرسل لي رمزًا' }).click();
  await expect(client.getByText(`أرسلنا رمزًا من 6 أرقام إلى ${email}`)).toBeVisible();
  await client.getByLabel('الرمز').fill(await latestCode(client.request, email));
  await client.getByRole('button', { name: 'أكّد الموافقة' }).click();
  await expect(client.getByTestId('proposal-outcome')).toContainText('تمت الموافقة على هذا العرض');
}

/** From the planner's list, opens the campaign an approved proposal became: the campaign's id. */
export async function openApprovedCampaign(page: Page, id: number): Promise<number> {
  await page.goto('/proposals');
  const card = page.getByTestId(`proposal-${id}`);
  await expect(card).toContainText('Approved');
  await card.getByRole('link', { name: 'See the campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  return Number(/\/campaigns\/(\d+)$/.exec(page.url())![1]);
}
