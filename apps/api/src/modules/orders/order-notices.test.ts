import { describe, expect, it } from 'vitest';
import { orderEventNotice } from '../notifications/catalogue';
import { asSentence, orderNoticeMail } from './order-notices';

describe('the rejection notice', () => {
  it('ends a rejection reason with exactly one full stop', () => {
    for (const reason of ['The video is too dark.', 'The video is too dark', 'Too dark!  ']) {
      const { message } = orderEventNotice(
        'rejected',
        { orderId: 7, screenName: 'Marina Gate', campaignId: null },
        { reason },
      );
      expect(message).not.toMatch(/\.\./);
      expect(message).not.toMatch(/[!.]\./);
      expect(message).toMatch(/Reason: The video is too dark\. You|Reason: Too dark! You/);
    }
  });

  it('leaves a sentence that already ends alone', () => {
    expect(asSentence('Blurry.')).toBe('Blurry.');
    expect(asSentence('Blurry')).toBe('Blurry.');
  });
});

describe('orderNoticeMail', () => {
  it('links to the order page', () => {
    const mail = orderNoticeMail(
      { email: 'omar@example.com', name: 'Omar' },
      { title: 'Approved', message: 'Good news.' },
      12,
    );
    expect(mail.link.path).toBe('/order/12');
    expect(mail.paragraphs).toEqual(['Hello Omar,', 'Good news.']);
  });
});
