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

/** Shares the proposal named `name` from the list the page is on: the path of its client's link. */
export async function sharedLink(page: Page, id: number, name: string): Promise<string> {
  const card = page.getByTestId(`proposal-${id}`);
  await expect(card).toContainText(name);
  await card.getByRole('button', { name: 'Share a link' }).click();
  const link = card.getByLabel('The link for your client');
  await expect(link).toHaveValue(/\/p\/[A-Za-z0-9_-]{43}$/);
  return new URL(await link.inputValue()).pathname;
}
