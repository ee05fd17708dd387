import { describe, expect, it } from 'vitest';
import {
  differenceCreditNotice,
  differenceInvoiceNotice,
  invoiceIssuedNotice,
  noticeMail,
  paymentFailedNotice,
  paymentReceivedNotice,
  refundNotice,
  type Notice,
} from './notices';

const dueAt = new Date('2026-11-27T12:30:00Z');
const invoice = {
  number: 'INV-000042',
  campaignId: 7,
  totalCents: 123_450,
  reference: 'SSP-7-42',
  dueAt,
};
const credit = {
  number: 'CN-000003',
  invoiceNumber: 'INV-000042',
  campaignId: 7,
  totalCents: 5_250,
};

/** Every notice of the payments, in one language. */
const notices = (language: 'en' | 'ar'): Record<string, Notice> => ({
  issued: invoiceIssuedNotice(invoice, language),
  received: paymentReceivedNotice(invoice, language),
  failed: paymentFailedNotice(7, language),
  cancelled: refundNotice({ ...credit, method: 'card' }, language),
  ended: refundNotice({ ...credit, method: 'bank', endedOrderId: 9 }, language),
  differenceInvoice: differenceInvoiceNotice({ ...invoice, orderId: 9 }, language),
  differenceCredit: differenceCreditNotice(
    { number: 'CN-000004', orderId: 9, totalCents: 800, method: 'bank' },
    language,
  ),
});

describe('payment notices', () => {
  it('keep their English words', () => {
    const en = notices('en');
    expect(en.issued!.message).toBe(
      'Tax invoice INV-000042 for $1,234.50 (VAT included) is ready. Please transfer the amount by ' +
        '27 Nov 2026, 16:30 (Dubai time) quoting the reference SSP-7-42; your screens are booked as soon as we receive it.',
    );
    expect(en.ended!.title).toBe('Order #9 ended early: credit note CN-000003');
    expect(en.cancelled!.message).toBe(
      'We cancelled campaign #7 and credited $52.50 against invoice INV-000042. The refund goes back to your card.',
    );
    expect(en.failed!.link).toEqual({ path: '/payment?campaign=7', label: 'Pay again' });
  });

  it('are written in Arabic for an Arabic reader, every one, with the figures left as they are', () => {
    const ar = notices('ar');
    for (const [name, notice] of Object.entries(ar)) {
      const words = `${notice.title} ${notice.message} ${notice.link.label}`;
      // Only document numbers, references and amounts are in Latin letters.
      const latin = words.replace(/(INV|CN)-\d+|SSP-\d+-\d+|\$[\d,.]+/g, '').match(/[A-Za-z]+/g);
      expect(latin ?? [], name).toEqual([]);
      expect(words, name).toMatch(/[\u0600-\u06FF]/);
    }
    expect(ar.issued!.message).toContain('$1,234.50');
    expect(ar.issued!.message).toContain('في موعد أقصاه 27 نوفمبر 2026 الساعة 16:30 بتوقيت دبي');
    expect(ar.ended!.title).toBe('انتهى الطلب رقم 9 مبكرًا: الإشعار الدائن CN-000003');
    expect(ar.ended!.message).toMatch(/سنحوّل المبلغ المسترد إلى حسابك المصرفي\.$/);
    expect(ar.cancelled!.message).toMatch(/يُعاد المبلغ إلى بطاقتك\.$/);
  });

  it('give the deadline in Dubai time, where it is already the next day after 20:00 UTC', () => {
    // 21:30 UTC on 25 November is 01:30 on 26 November in Dubai.
    const late = { ...invoice, dueAt: new Date('2026-11-25T21:30:00Z') };
    expect(invoiceIssuedNotice(late, 'en').message).toContain(
      'Please transfer the amount by 26 Nov 2026, 01:30 (Dubai time) quoting',
    );
    expect(invoiceIssuedNotice(late, 'ar').message).toContain(
      'في موعد أقصاه 26 نوفمبر 2026 الساعة 01:30 بتوقيت دبي',
    );
  });

  it('mail in the reader’s language, laid out for it', () => {
    const mail = noticeMail(
      { email: 'mariam@example.com', name: 'مريم', language: 'ar' },
      notices('ar').received!,
    );
    expect(mail).toMatchObject({ to: 'mariam@example.com', language: 'ar' });
    expect(mail.paragraphs[0]).toBe('مرحبًا مريم،');
    expect(mail.subject).toBe('استلمنا دفعة الحملة رقم 7');
  });
});
