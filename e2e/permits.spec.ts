// Content permits: the advertiser adds the permit their video carries on the order page, with its
// PDF, and the moderator sees it beside the video with the booked days outside it flagged.
import { addDays } from '@screenspot/contracts/booking';
import { expect, test, type Locator } from './support/test';
import { demoOperator } from './support/accounts';
import { operatorAndCustomer, signedInPage, uploadOrder } from './support/orders';
import { seriousViolations } from './support/pages';
import { createScreen, dubaiPlaces } from './support/screens';

const permitPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Removes the permit numbered `number` from the list in `scope`, confirming in the dialog. */
async function removePermit(scope: Locator, number: string) {
  await scope.getByRole('button', { name: `Remove permit ${number}` }).click();
  const dialog = scope.page().getByRole('dialog', { name: `Remove permit ${number}?` });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
}

test('an advertiser adds a permit that ends before the flight, and the moderator sees the day flagged', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { operator, account, customer } = await operatorAndCustomer(browser, 1440);
  const { id: orderId, screen } = await uploadOrder(customer.request, 'permit-ad.mp4');
  const order = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
    schedule: { startDate: string; endDate: string; campaignId: number };
  };
  const booked = order.schedule.startDate;

  await customer.goto(`/order/${orderId}`);
  const section = customer.getByRole('region', { name: 'Content permit' });
  await expect(section.getByText('No permit added yet.')).toBeVisible();
  // Every screen requires a permit (decision 0062): unpaid, the advertiser is told so already.
  await expect(
    section.getByText('Your advert plays only on the booked days a permit covers'),
  ).toBeVisible();
  await expect(section.getByTestId('permit-held-back')).toHaveText(
    'No permit yet: none of your booked days will play until you add a permit that covers them.',
  );
  // Bad dates are refused with the field's message, in the customer's words.
  await section.getByLabel('Permit number').fill('DM-ADV-2026-7781');
  await section.getByLabel('Issued by').selectOption('dm');
  await section.getByLabel('Valid from').fill(addDays(booked, -1));
  await section.getByLabel('Valid to').fill(addDays(booked, -10));
  await section.getByRole('button', { name: 'Add permit' }).click();
  await expect(section.getByText('The permit must end on or after its first day')).toBeVisible();

  // The permit ends the day before the booked day, with its PDF.
  await section.getByLabel('Valid from').fill(addDays(booked, -10));
  await section.getByLabel('Valid to').fill(addDays(booked, -1));
  // A PDF over 5 MB is refused before sending, and the refusal is announced on the file field.
  await section.getByLabel(/Permit document/).setInputFiles({
    name: 'permit-scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([permitPdf, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await section.getByRole('button', { name: 'Add permit' }).click();
  await expect(section.getByRole('alert')).toHaveText('The permit document can be at most 5 MB');
  await expect(section.getByLabel(/Permit document/)).toHaveAttribute('aria-invalid', 'true');
  await section.getByLabel(/Permit document/).setInputFiles({
    name: 'permit.pdf',
    mimeType: 'application/pdf',
    buffer: permitPdf,
  });
  await section.getByRole('button', { name: 'Add permit' }).click();
  await expect(section.getByText('Permit added.')).toBeVisible();
  await expect(section.getByText('DM-ADV-2026-7781')).toBeVisible();
  await expect(section.locator('li').getByText('Dubai Municipality')).toBeVisible();
  await expect(section.getByTestId('permit-held-back')).toContainText(
    /^Your spots from .+ are held back from play until you add a permit that covers them\.$/,
  );
  const download = customer.waitForEvent('download');
  await section.getByRole('link', { name: 'Permit PDF' }).click();
  expect((await download).suggestedFilename()).toBe('permit.pdf');
  await customer.screenshot({ path: 'test-results/permits-order-1440.png', fullPage: true });

  // The moderator sees the permit beside the video, and the booked day outside it flagged.
  await operator.goto('/admin');
  await operator.getByRole('button', { name: new RegExp(`#${orderId} ·`) }).click();
  const review = operator.getByRole('region', {
    name: `Order #${orderId} · ${screen.billboardName}`,
  });
  const facts = review.getByTestId('permit-facts');
  await expect(facts.getByText('DM-ADV-2026-7781')).toBeVisible();
  await expect(facts.getByTestId('permit-flag')).toContainText(
    '1 booked day outside every permit: held back from play',
  );
  await operator.screenshot({ path: 'test-results/permits-moderation-1440.png', fullPage: true });

  // The same page in Arabic on a phone.
  const arabic = await signedInPage(browser, account, 360, 'ar');
  await arabic.goto(`/order/${orderId}`);
  const arabicSection = arabic.getByRole('region', { name: 'تصريح المحتوى' });
  await expect(arabicSection.locator('li').getByText('بلدية دبي')).toBeVisible();
  await expect(arabicSection.getByTestId('permit-held-back')).toContainText(
    'عن العرض إلى أن تضيف تصريحًا يغطيها',
  );
  await arabic.screenshot({ path: 'test-results/permits-order-ar-360.png', fullPage: true });

  // Not yet playing, so the advertiser changes the permit to cover the booked day, then removes it.
  await customer.reload();
  await section.getByRole('button', { name: 'Change permit DM-ADV-2026-7781' }).click();
  const change = section.getByRole('group', { name: 'Change permit DM-ADV-2026-7781' });
  await expect(change.getByLabel('Valid to')).toHaveValue(addDays(booked, -1));
  // The change form fits a phone's column.
  await customer.setViewportSize({ width: 360, height: 780 });
  await change.scrollIntoViewIfNeeded();
  await customer.screenshot({ path: 'test-results/permits-change-360.png' });
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await customer.setViewportSize({ width: 1440, height: 900 });
  await change.getByLabel('Permit number').fill('DM-ADV-2026-7790');
  await change.getByLabel('Valid to').fill(order.schedule.endDate);
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByText('DM-ADV-2026-7790')).toBeVisible();
  await expect(section.getByTestId('permit-held-back')).toHaveCount(0);
  await removePermit(section, 'DM-ADV-2026-7790');
  await expect(section.getByText('No permit added yet.')).toBeVisible();
  await expect(section.getByTestId('permit-held-back')).toContainText(
    'none of your booked days will play',
  );
  // The campaign page says the same before payment, with the way to the form.
  await customer.goto(`/campaigns/${order.schedule.campaignId}`);
  const note = customer.getByTestId(`campaign-permit-${orderId}`);
  await expect(note).toContainText('none of your booked days will play');
  await expect(note.getByRole('link', { name: 'Add a permit' })).toHaveAttribute(
    'href',
    `/order/${orderId}#order-permits`,
  );
});

test('an operator records a blanket permit, changes it and removes it, and exempts a screen, in the console', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const operator = await signedInPage(browser, demoOperator, 1440);
  const me = (await (await operator.request.get('/api/admin/me')).json()) as { id: number };
  const { id: screenId } = await createScreen(operator.request, 'Al Wasl Square', {
    at: dubaiPlaces.alWasl,
    price: 200,
    size: '1080x1920',
    duration: 15,
  });
  const from = new Date().toISOString().slice(0, 10);

  await operator.goto(`/admin/screens/${screenId}`);
  const panel = operator.getByRole('region', { name: 'Content permits' });
  // The console's lazy chunk can take a while on a busy machine.
  await expect(panel.getByText('No blanket permits on this screen.')).toBeVisible({
    timeout: 60_000,
  });
  await panel.getByLabel('Advertiser (customer number)').fill(String(me.id));
  await panel.getByLabel('Permit number').fill('TRK-100');
  await panel.getByLabel('Issued by').selectOption('trakhees');
  await panel.getByLabel('Valid from').fill(from);
  await panel.getByLabel('Valid to').fill(addDays(from, 30));
  await panel.getByRole('button', { name: 'Record permit' }).click();
  await expect(panel.getByText('TRK-100')).toBeVisible();

  await panel.getByRole('button', { name: 'Change permit TRK-100' }).click();
  const change = panel.getByRole('group', { name: 'Change permit TRK-100' });
  await expect(change.getByLabel('Advertiser (customer number)')).toHaveValue(String(me.id));
  await expect(change.getByLabel('Issued by')).toHaveValue('trakhees');
  // A wrong date is refused with the field's message, and the permit stays as it was.
  await change.getByLabel('Valid to').fill(addDays(from, -1));
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByText('The permit must end on or after its first day')).toBeVisible();
  await change.getByLabel('Valid to').fill(addDays(from, 60));
  await change.getByLabel('Permit number').fill('TRK-101');
  expect(
    await seriousViolations(operator, (scan) =>
      scan.include('section[aria-labelledby="screen-permits"]'),
    ),
  ).toEqual([]);
  // Enter in a field saves the permit, never the screen's form around the panel.
  await change.getByLabel('Permit number').press('Enter');
  await expect(panel.getByText('TRK-101')).toBeVisible();
  await expect(panel.getByText('TRK-100')).toHaveCount(0);

  await removePermit(panel, 'TRK-101');
  await expect(panel.getByText('No blanket permits on this screen.')).toBeVisible();

  // A new screen requires permits; exempting it is a statement the operator makes with care.
  const exempt = panel.getByRole('checkbox', {
    name: 'This screen is outside Dubai’s content-permit regime',
  });
  await expect(exempt).not.toBeChecked();
  await exempt.check();
  await expect(panel.getByTestId('permit-exempt-hint')).toHaveText(
    'This screen plays adverts without a content permit. Keep this only if it is outside Dubai’s content-permit regime.',
  );
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText('Permit rule saved.')).toBeVisible();
  const rule = await operator.request.get(`/api/admin/screens/${screenId}/permits`);
  expect(((await rule.json()) as { permitExempt: boolean }).permitExempt).toBe(true);
  await operator.reload();
  await expect(exempt).toBeChecked({ timeout: 60_000 });
  await exempt.uncheck();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText('Permit rule saved.')).toBeVisible();
});
