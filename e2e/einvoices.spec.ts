import { expect, test } from './support/test';
import { invoicedOrder, operatorAndCustomer } from './support/orders';

// Each issued invoice becomes a PINT AE e-invoice, written to the outbox (no ASP configured here);
// the console lists it with its state, and its owner downloads its XML.
for (const [width, language] of [
  [1440, 'en'],
  [360, 'en'],
  [1440, 'ar'],
  [360, 'ar'],
] as const) {
  test(`at ${width} px in ${language}: an issued invoice appears under Console → E-invoices, sent to the outbox`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { operator, customer } = await operatorAndCustomer(browser, width, language);
    const { invoiceNumber, campaignId } = await invoicedOrder(
      customer,
      operator,
      `einvoice-${width}-${language}.mp4`,
    );

    const xml = await customer.request.get(`/api/invoices/${invoiceNumber}.xml`);
    expect(xml.status()).toBe(200);
    expect(xml.headers()['content-type']).toContain('application/xml');
    expect(await xml.text()).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);

    // The customer finds it beside the PDF on the campaign's page.
    await customer.goto(`/campaigns/${campaignId}`);
    const xmlLink = customer.getByRole('link', {
      name: language === 'ar' ? 'الفاتورة الإلكترونية (XML)' : 'E-invoice (XML)',
    });
    await expect(xmlLink).toHaveAttribute('href', `/api/invoices/${invoiceNumber}.xml`);
    await customer.screenshot({
      path: `test-results/einvoices-customer-${language}-${width}.png`,
      fullPage: true,
    });

    await operator.goto('/admin/einvoices');
    const title = language === 'ar' ? 'الفواتير الإلكترونية' : 'E-invoices';
    await expect(operator.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const item = operator.getByRole('listitem', {
      name:
        language === 'ar' ? `الفاتورة الإلكترونية ${invoiceNumber}` : `E-invoice ${invoiceNumber}`,
    });
    // The dispatcher runs every few seconds and the list refreshes itself.
    await expect(item).toBeVisible({ timeout: 45_000 });
    await expect(item.getByText(language === 'ar' ? 'مُرسلة' : 'Sent', { exact: true })).toBeVisible(
      {
        timeout: 45_000,
      },
    );
    await expect(item.getByText(language === 'ar' ? /صندوق الصادر/ : /Outbox/)).toBeVisible();
    await expect(item.getByRole('link', { name: invoiceNumber })).toHaveAttribute(
      'href',
      `/api/invoices/${invoiceNumber}.xml`,
    );
    await operator.screenshot({
      path: `test-results/einvoices-${language}-${width}.png`,
      fullPage: true,
    });
  });
}
