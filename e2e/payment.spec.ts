import { localDate } from '@screenspot/contracts/booking';
import { expect, test } from './support/test';
import { focusIsVisible, tabTo } from './support/keyboard';
import {
  approvedOrder,
  dollars,
  invoicedOrder,
  operatorAndCustomer,
  recordTransfer,
} from './support/orders';
import { expectPdfDownload } from './support/pages';

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
    // The order's dates read as dates, as on the order page, not as 2026-11-26.
    const line = customer.getByText(`Order #${orderId} · `);
    await expect(line).toHaveText(/^Order #\d+ · \d{1,2} \w{3} \d{4}( – \d{1,2} \w{3} \d{4})?$/);
    await expect(customer.getByText(/Order #\d+ · \d{4}-\d{2}-\d{2}/)).toHaveCount(0);
    await expect(customer.getByText(/PayPal/).first()).toBeVisible();
    await customer.getByRole('button', { name: 'Get the tax invoice' }).click();
    const issued = customer.getByRole('status').filter({ hasText: /Invoice INV-\d+ is ready/ });
    await expect(issued).toBeVisible();
    const invoiceNumber = /INV-\d+/.exec((await issued.textContent()) ?? '')![0];
    await expect(customer.getByTestId(`invoice-status-${invoiceNumber}`)).toHaveText(
      'Awaiting transfer',
    );
    // The invoiced total is still owed until the transfer arrives, and the last step is not done.
    await expect(customer.getByTestId('amount-due')).toHaveText(dollars(order.schedule.totalCents));
    await expect(
      customer.getByText('Awaiting your bank transfer for the invoice below'),
    ).toBeVisible();
    await expect(customer.getByText('Nothing is awaiting payment')).toHaveCount(0);
    await customer.screenshot({
      path: `test-results/payment-invoice-${width}.png`,
      fullPage: true,
    });

    // The PDF downloads, and it is the tax invoice for this amount.
    const downloading = customer.waitForEvent('download');
    await customer.getByRole('link', { name: 'Download invoice (PDF)' }).click();
    await expectPdfDownload(await downloading, `${invoiceNumber}.pdf`);

    // The operator records the whole transfer in the console.
    await operator.goto('/admin/invoices');
    const row = operator.getByRole('listitem', { name: `Invoice ${invoiceNumber}` });
    await expect(row).toBeVisible();
    // The form offers the balance; the operator types what the bank statement says.
    await row
      .getByLabel('Amount received (USD)')
      .fill((order.schedule.totalCents / 100).toFixed(2));
    await row.getByLabel('Bank reference').fill('FT-2611-0042');
    await operator.screenshot({
      path: `test-results/payment-console-${width}.png`,
      fullPage: true,
    });
    await row.getByRole('button', { name: 'Record transfer' }).click();

    // The customer's open page turns to paid by itself.
    await expect(customer.getByTestId(`invoice-status-${invoiceNumber}`)).toHaveText('Paid', live);
    await expect(customer.getByTestId('amount-due')).toHaveText('$0');
    await expect(customer.getByText('Nothing is awaiting payment')).toBeVisible();
    const paid = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
      statusCode: number;
    };
    expect(paid.statusCode).toBe(2);
    await customer.screenshot({ path: `test-results/payment-paid-${width}.png`, fullPage: true });
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
  await expectPdfDownload(await downloading, `${invoiceNumber}.pdf`);

  // The bank transfer arrives (the console's keyboard path is admin-keyboard.spec.ts).
  await recordTransfer(operator, invoiceNumber, order.schedule.totalCents, 'FT-KEYBOARD-1');
  await expect(status).toHaveText('Paid', live);
});

test('the transfer form offers Dubai’s date and, after part of the amount arrives, the balance', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser, 1440);
  const { order, invoiceNumber } = await invoicedOrder(customer, operator, 'part.mp4');
  const totalCents = order.schedule.totalCents;

  // 01:00 in Dubai is still the day before in UTC: the transfer arrived on Dubai's date.
  const dubaiNight = new Date(`${new Date().toISOString().slice(0, 10)}T21:00:00Z`);
  await operator.clock.setFixedTime(dubaiNight);
  await operator.goto('/admin/invoices');
  const row = operator.getByRole('listitem', { name: `Invoice ${invoiceNumber}` });
  await expect(row.getByLabel('Received on')).toHaveValue(localDate(dubaiNight));

  const amount = row.getByLabel('Amount received (USD)');
  await expect(amount).toHaveValue((totalCents / 100).toFixed(2));
  await amount.fill('10.00');
  await row.getByLabel('Bank reference').fill('FT-PART-1');
  await row.getByRole('button', { name: 'Record transfer' }).click();
  await expect(row.getByText('FT-PART-1')).toBeVisible();
  // The day it arrived reads as a date, as the console's other dates do, not as 2026-11-25.
  await expect(row.getByRole('listitem').filter({ hasText: 'FT-PART-1' })).toHaveText(
    /^\$10 received \d{1,2} [A-Z][a-z]{2} \d{4} · FT-PART-1$/,
  );
  await expect(amount).toHaveValue(((totalCents - 1000) / 100).toFixed(2));
});
