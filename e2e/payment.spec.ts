import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { focusIsVisible, tabTo } from './support/keyboard';
import { approvedOrder, dollars, operatorAndCustomer, recordTransfer } from './support/orders';

// Well under the page's own refetching: passing within it means the change came over the live stream.
const live = { timeout: 5_000 };

for (const width of [1440, 360]) {
  test(`at ${width} px: approve, pay by invoice, download it, the operator records the transfer, the customer sees it paid`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { operator, customer } = await operatorAndCustomer(browser, width);

    const { orderId, order, campaignId } = await approvedOrder(customer, operator, 'pay.mp4');

    // The customer pays by bank transfer: the page shows the frozen total with VAT.
    await customer.goto(`/payment?campaign=${campaignId}`);
    await expect(customer.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await expect(customer.getByText('Total Amount Due')).toBeVisible();
    await expect(customer.getByTestId('amount-due')).toHaveText(dollars(order.schedule.totalCents));
    await expect(customer.getByText(/PayPal/).first()).toBeVisible();
    await customer.getByRole('button', { name: 'Get the tax invoice' }).click();
    const issued = customer.getByRole('status').filter({ hasText: /Invoice INV-\d+ is ready/ });
    await expect(issued).toBeVisible();
    const invoiceNumber = /INV-\d+/.exec((await issued.textContent()) ?? '')![0];
    await expect(customer.getByTestId(`invoice-status-${invoiceNumber}`)).toHaveText(
      'Awaiting transfer',
    );
    await customer.screenshot({
      path: `test-results/payment-invoice-${width}.png`,
      fullPage: true,
    });

    // The PDF downloads, and it is the tax invoice for this amount.
    const downloading = customer.waitForEvent('download');
    await customer.getByRole('link', { name: 'Download invoice (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The operator records the whole transfer in the console.
    await operator.goto('/admin/invoices');
    const row = operator.getByRole('listitem', { name: `Invoice ${invoiceNumber}` });
    await expect(row).toBeVisible();
    // The form offers the balance; the operator types what the bank statement says.
    await row.getByLabel('Amount received (USD)').clear();
    await row
      .getByLabel('Amount received (USD)')
      .pressSequentially((order.schedule.totalCents / 100).toFixed(2), { delay: 40 });
    await row.getByLabel('Bank reference').pressSequentially('FT-2611-0042', { delay: 40 });
    await operator.screenshot({
      path: `test-results/payment-console-${width}.png`,
      fullPage: true,
    });
    await row.getByRole('button', { name: 'Record transfer' }).click();

    // The customer's open page turns to paid by itself.
    await expect(customer.getByTestId(`invoice-status-${invoiceNumber}`)).toHaveText('Paid', live);
    const paid = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
      statusCode: number;
    };
    expect(paid.statusCode).toBe(2);
    await customer.screenshot({ path: `test-results/payment-paid-${width}.png`, fullPage: true });

    await operator.context().close();
    await customer.context().close();
  });
}

test('pays by keyboard alone: from the order’s payment link to the tax invoice, downloaded, then paid', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { operator, customer } = await operatorAndCustomer(browser, 1440);
  const { orderId, order, campaignId } = await approvedOrder(customer, operator, 'pay.mp4');

  // The link of the approval notice names the order; the page moves to its campaign.
  await customer.goto(`/payment?order=${orderId}`);
  await expect(customer).toHaveURL(new RegExp(`/payment\\?campaign=${campaignId}$`));
  await expect(customer.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();

  // Methods that are not available are skipped by Tab; bank transfer is chosen with Space.
  const bank = customer.getByRole('button', { name: /^Bank transfer/ });
  await tabTo(customer, bank);
  expect(await focusIsVisible(customer)).toBe(true);
  await customer.keyboard.press('Space');
  await expect(bank).toHaveAttribute('aria-pressed', 'true');
  const getInvoice = customer.getByRole('button', { name: 'Get the tax invoice' });
  await tabTo(customer, getInvoice);
  expect(await focusIsVisible(customer)).toBe(true);
  await customer.keyboard.press('Enter');
  const issued = customer.getByRole('status').filter({ hasText: /Invoice INV-\d+ is ready/ });
  await expect(issued).toBeVisible();
  const invoiceNumber = /INV-\d+/.exec((await issued.textContent()) ?? '')![0];
  const status = customer.getByTestId(`invoice-status-${invoiceNumber}`);
  await expect(status).toHaveText('Awaiting transfer');

  const downloading = customer.waitForEvent('download');
  await tabTo(customer, customer.getByRole('link', { name: 'Download invoice (PDF)' }));
  expect(await focusIsVisible(customer)).toBe(true);
  await customer.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The bank transfer arrives (the console's keyboard path is admin-keyboard.spec.ts).
  await recordTransfer(operator, invoiceNumber, order.schedule.totalCents, 'FT-KEYBOARD-1');
  await expect(status).toHaveText('Paid', live);

  await operator.context().close();
  await customer.context().close();
});
