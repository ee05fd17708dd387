import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/payment-builders';
import { renderTaxDocument, type TaxDocument } from './document-pdf';

function invoiceIssuedAt(issuedAt: Date, supplyDate: string): TaxDocument {
  return {
    title: 'Tax Invoice',
    number: 'INV-000042',
    issuedAt,
    supplyDate,
    supplier: { name: 'ScreenSpot Demo FZ-LLC', address: 'Dubai', trn: '100000000000000' },
    buyer: { companyName: 'Palm Coast Media', name: 'Omar', email: 'omar@example.com', trn: null },
    lines: [],
    subtotalCents: 0,
    vatCents: 0,
    totalCents: 0,
    aedRate: '3.6725',
  };
}

describe('renderTaxDocument', () => {
  it('prints the issue date in Dubai, where it is already the next day after 20:00 UTC', async () => {
    // 21:30 UTC on 25 November is 01:30 on 26 November in Dubai.
    const text = await pdfText(
      await renderTaxDocument(invoiceIssuedAt(new Date('2026-11-25T21:30:00Z'), '2026-11-26')),
    );
    expect(text).toContain('Issue date: 2026-11-26');
    expect(text).toContain('Date of supply: 2026-11-26');
  });

  it('gives the payment deadline in Dubai time, where it is already the next day after 20:00 UTC', async () => {
    // 21:30 UTC on 25 November is 01:30 on 26 November in Dubai.
    const text = await pdfText(
      await renderTaxDocument({
        ...invoiceIssuedAt(new Date('2026-11-24T08:00:00Z'), '2026-11-24'),
        payment: {
          status: 'unpaid',
          paidCents: 0,
          dueAt: new Date('2026-11-25T21:30:00Z'),
          bank: {
            beneficiary: 'ScreenSpot',
            iban: 'AE070331234567890123456',
            bank: 'Emirates NBD',
            reference: 'SSP-7-42',
          },
        },
      }),
    );
    expect(text).toContain('Pay by 26 Nov 2026, 01:30 (Dubai time)');
    expect(text).toContain('يُرجى الدفع في موعد أقصاه 26 نوفمبر 2026 الساعة 01:30 بتوقيت دبي');
    expect(text).not.toContain('UTC');
  });
});
