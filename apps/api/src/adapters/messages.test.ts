import { describe, expect, it } from 'vitest';
import { publicBaseUrl, renderMail, type MailMessage } from './messages';

const message: MailMessage = {
  to: 'omar@example.com',
  subject: 'Your video was approved',
  title: 'Your video for <Marina Gate> was approved',
  paragraphs: ['Hello Omar,', 'Complete the payment to launch your campaign.'],
  link: { path: '/order/42', label: 'See order #42' },
};

describe('renderMail', () => {
  it('gives every mail a text and an HTML part, both linking back to the page', () => {
    const mail = renderMail(message, 'https://screenspot.example');
    expect(mail.text).toContain('Complete the payment to launch your campaign.');
    expect(mail.text).toContain('See order #42: https://screenspot.example/order/42');
    expect(mail.html).toContain('href="https://screenspot.example/order/42"');
    expect(mail.html).toContain('Complete the payment to launch your campaign.');
    expect(mail.html).toContain('&lt;Marina Gate&gt;');
    expect(mail.html).not.toContain('<Marina Gate>');
  });

  it('keeps a PUBLIC_URL path prefix out of the way of absolute app paths', () => {
    const mail = renderMail(message, 'https://example.com/');
    expect(mail.text).toContain('https://example.com/order/42');
  });
});

describe('publicBaseUrl', () => {
  it('is PUBLIC_URL when set, else the local origin of the service', () => {
    expect(publicBaseUrl({ PUBLIC_URL: 'https://screenspot.ae', PORT: 3000 })).toBe(
      'https://screenspot.ae',
    );
    expect(publicBaseUrl({ PUBLIC_URL: undefined, PORT: 4123 })).toBe('http://localhost:4123');
  });
});
