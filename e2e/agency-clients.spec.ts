import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerCustomer } from './support/accounts';
import { signedInPage } from './support/orders';
import { expectNoHorizontalScroll, fullPageShot, seriousViolations } from './support/pages';
import { madeProposal, openProposalMaker } from './support/proposals';

type ListedScreen = { ledId: number; billboardName: string; location: string };

/** Puts the last screens of the catalogue in the campaign tray, as the finder does. */
async function fillTray(page: Page, count: number) {
  const screens = (await (
    await page.request.get('/api/leds/getAll?size=100')
  ).json()) as ListedScreen[];
  const tray = screens
    .slice(-count)
    .map(({ ledId, billboardName, location }) => ({ ledId, billboardName, location }));
  await page.evaluate(
    (screens) => localStorage.setItem('screenspot.campaignTray', JSON.stringify(screens)),
    tray,
  );
}

/** Adds a client from the Team tab, as an owner does. */
async function addClient(page: Page, name: string) {
  await page.goto('/tab/team');
  const section = page.getByRole('region', { name: 'Clients' });
  await section.getByRole('button', { name: 'Add a client' }).click();
  await section.getByLabel('Client name').fill(name);
  await section.getByLabel('Name in Arabic (optional)').fill('واحة المياه');
  await section
    .getByLabel('Billing address')
    .fill('Office 1204, Marina Plaza\nDubai Marina, Dubai');
  await section.getByLabel('UAE TRN (optional)').fill('1002 3456 7800 003');
  await section.getByLabel('Contact email').fill('accounts@oasis.example.ae');
  await section.getByRole('button', { name: 'Add client' }).click();
  await expect(section.getByRole('status')).toHaveText(`${name} added.`);
  await expect(section.getByTestId(`client-${name}`)).toContainText('TRN 100234567800003');
}

test('the owner adds a client, proposes and books for it, and sees it on the campaign', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const client = `Oasis Water ${Date.now().toString(36)}`;
  const owner = await registerCustomer(request, { companyName: 'Gulf Media Agency' });
  const page = await signedInPage(browser, owner, 1440);
  await addClient(page, client);

  // A proposal for the client: its link says whom it was prepared for.
  await fillTray(page, 1);
  await page.goto('/campaign');
  await page.getByLabel('Campaign name (optional)').fill('Oasis summer plan');
  await page.getByLabel('Client (optional)', { exact: true }).selectOption({ label: client });
  await openProposalMaker(page);
  const id = await madeProposal(page);
  const card = page.getByTestId(`proposal-${id}`);
  await expect(card.getByTestId('proposal-client')).toHaveText(`For ${client}`);
  await card.getByRole('button', { name: 'Share a link' }).click();
  const link = new URL(await card.getByLabel('The link for your client').inputValue()).pathname;
  const visitor = await browser.newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('proposal-prepared-for')).toHaveText(`Prepared for ${client}`);
  await fullPageShot(visitor, 'agency-clients-proposal-link');
  await visitor.close();

  // A campaign booked for the client: its page and the list name it.
  await fillTray(page, 1);
  await page.goto('/campaign');
  await page.getByLabel('Campaign name (optional)').fill('Oasis launch');
  await page.getByLabel('Client (optional)', { exact: true }).selectOption({ label: client });
  await page.getByRole('button', { name: 'Book these screens' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oasis launch');
  await expect(page.getByTestId('campaign-client')).toHaveText(`For ${client}`);
  const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.goto('/campaigns');
  await expect(page.getByTestId(`campaign-client-${campaignId}`)).toHaveText(`For ${client}`);

  // The campaign page reads the client's Arabic name in Arabic.
  await page.evaluate(() => localStorage.setItem('screenspot.language', 'ar'));
  await page.goto(`/campaigns/${campaignId}`);
  await expect(page.getByTestId('campaign-client')).toHaveText('لصالح واحة المياه');
  await fullPageShot(page, 'agency-clients-campaign-ar');
});

for (const width of [360, 1440]) {
  for (const language of ['en', 'ar'] as const) {
    test(`the clients and the invoice addressee fit ${width} px in ${language}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await registerCustomer(request, { companyName: 'Gulf Media Agency' });
      const page = await signedInPage(browser, owner, width);
      await addClient(page, 'Desert Rose Perfumes Trading LLC');
      await page.evaluate(
        (language) => localStorage.setItem('screenspot.language', language),
        language,
      );
      await page.goto('/tab/team');
      const clients = page.getByTestId('client-list');
      await expect(clients).toContainText('Desert Rose Perfumes Trading LLC');
      // The owner addresses invoices to the client.
      const toClient = page.getByLabel(language === 'ar' ? 'عميل الحملة' : 'The campaign’s client');
      await toClient.check();
      await expect(toClient).toBeChecked();
      await expectNoHorizontalScroll(page, width);
      expect(await seriousViolations(page)).toEqual([]);
      await fullPageShot(page, `agency-clients-team-${width}-${language}`);

      // The edit form, and the booking page's client select.
      await clients.getByRole('button', { name: language === 'ar' ? 'تعديل' : 'Edit' }).click();
      await expectNoHorizontalScroll(page, width);
      await fullPageShot(page, `agency-clients-edit-${width}-${language}`);
      await fillTray(page, 1);
      await page.goto('/campaign');
      await expect(
        page.getByLabel(language === 'ar' ? 'العميل (اختياري)' : 'Client (optional)', {
          exact: true,
        }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page, width);
      await fullPageShot(page, `agency-clients-booking-${width}-${language}`);
    });
  }
}
