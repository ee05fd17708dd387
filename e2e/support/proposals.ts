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
