import type { Notification } from '@screenspot/contracts/notification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildCustomer, buildOrder, injectAs } from '../../../test/builders';
import { customers } from '../../db/schema';
import { documentMoney } from '../../money';
import { notifyCustomer } from '../notifications';
import { invoiceIssuedNotice, paymentReceivedNotice } from './notices';

const t = useTestApp();

describe('payment notices in the reader’s language and currency of the moment', () => {
  it('writes an invoice notice made in English and dollars again in Arabic and dirhams', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const order = await buildOrder(db, { customerId: customer.id });
    const issued = invoiceIssuedNotice({
      number: 'INV-000042',
      campaignId: 7,
      totalCents: 123_450,
      reference: 'SSP-7-42',
      dueAt: new Date('2026-12-01T12:00:00Z'),
    });
    const received = paymentReceivedNotice({
      number: 'INV-000042',
      campaignId: 7,
      totalCents: 123_450,
    });
    for (const notice of [issued, received]) {
      await notifyCustomer(db, { customerId: customer.id, orderId: order.id, ...notice });
    }
    const list = async () =>
      (
        await injectAs(t.app, db, customer.id, { method: 'GET', url: '/api/notification/getAll' })
      ).json() as Notification[];

    const english = await list();
    expect(english.map((n) => n.message).sort()).toEqual([issued.message, received.message].sort());
    expect(issued.message).toContain(documentMoney(123_450, 'USD'));

    await db
      .update(customers)
      .set({ language: 'ar', currency: 'AED' })
      .where(eq(customers.id, customer.id));
    const arabic = await list();
    const inArabic = [
      invoiceIssuedNotice(issued.said!.values as never, 'ar', 'AED'),
      paymentReceivedNotice(received.said!.values as never, 'ar', 'AED'),
    ];
    expect(arabic.map((n) => n.message).sort()).toEqual(inArabic.map((n) => n.message).sort());
    for (const notice of arabic) {
      expect(notice.title).toMatch(/[\u0600-\u06FF]/);
      expect(notice.message).toContain(documentMoney(123_450, 'AED'));
      expect(notice.message).not.toContain(documentMoney(123_450, 'USD'));
    }
    // The deadline, kept as an instant, is read back as one: the Arabic text names its day.
    expect(inArabic[0]!.message).toMatch(/2026|٢٠٢٦/);
  });
});
