import { describe, expect, it } from 'vitest';
import { orderEventNotice } from './catalogue';

const order = { orderId: 42, screenName: 'Marina Gate West', campaignId: 7 };
const sf = [
  { date: '2026-11-20', daypart: 'evening', booked: 120, delivered: 100 },
  { date: '2026-11-21', daypart: 'morning', booked: 60, delivered: 59 },
];
const cases: [string, unknown][] = [
  ['approved', {}],
  ['rejected', { reason: 'Too dark' }],
  ['rejected', { reason: null }],
  ['paid', { invoiceNumber: 'INV-2026-000123' }],
  ['paid', {}],
  ['scheduled', { startsAt: new Date('2026-11-25T12:00:00Z') }],
  ['live', { startedAt: new Date('2026-11-25T12:00:00Z') }],
  ['paused', { reason: 'Content complaint', by: 'operator' }],
  ['paused', { reason: null, by: 'operator' }],
  ['paused', { by: 'customer' }],
  ['resumed', { by: 'operator' }],
  ['resumed', { by: 'customer' }],
  ['ended', { reason: 'Screen removed.', creditNoteNumber: 'CN-2026-000009' }],
  ['ended', {}],
  ['completed', { bookedPlays: 360, deliveredPlays: 355 }],
  ['completed', {}],
  [
    'make-good',
    {
      shortfalls: sf,
      cells: [
        { date: '2026-11-22', daypart: 'evening', spots: 1 },
        { date: '2026-11-23', daypart: 'night', spots: 2 },
      ],
      plays: 21,
      creditedPlays: 0,
    },
  ],
  [
    'make-good',
    {
      shortfalls: sf.slice(0, 1),
      cells: [{ date: '2026-11-22', daypart: 'evening', spots: 1 }],
      plays: 1,
      creditedPlays: 1,
    },
  ],
  [
    'credit',
    {
      shortfalls: sf,
      plays: 21,
      totalCents: 127550,
      creditNoteNumber: 'CN-2026-000010',
      horizonDays: 14,
    },
  ],
  [
    'credit',
    { shortfalls: sf.slice(1), plays: 1, totalCents: 500, creditNoteNumber: null, horizonDays: 14 },
  ],
];

/** The English notices as they read before the catalogue moved to i18next: word for word. */
const english = [
  {
    title: 'Your video for Marina Gate West has been approved',
    message:
      'Good news: your video for Marina Gate West (order #42) passed moderation and is ready to display. Complete the payment to launch your campaign.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your video for Marina Gate West was not approved',
    message:
      'Your video for Marina Gate West (order #42) was not approved. Reason: Too dark. You are welcome to upload a new video that meets the guidelines.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your video for Marina Gate West was not approved',
    message:
      'Your video for Marina Gate West (order #42) was not approved. Reason: not given. You are welcome to upload a new video that meets the guidelines.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Order #42 is paid',
    message:
      'We received the payment for Marina Gate West (order #42); its spots are booked. Invoice INV-2026-000123 is your receipt.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Order #42 is paid',
    message: 'We received the payment for Marina Gate West (order #42); its spots are booked.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your campaign on Marina Gate West starts soon',
    message:
      'Marina Gate West (order #42) is scheduled: its first spot plays on 25 Nov 2026, 16:00 (Dubai time). Its video is on the screen’s playlist.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your campaign on Marina Gate West is live',
    message:
      'Marina Gate West (order #42) is on screen since 25 Nov 2026, 16:00 (Dubai time). Its report fills in as plays are confirmed.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your order #42 on Marina Gate West is paused',
    message:
      'We paused order #42 on Marina Gate West. Reason: Content complaint. While paused, your video is not shown. Paused time keeps its place on the screen and is not refunded. We will resume it as soon as the matter is resolved; reply to this email if you have questions.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your order #42 on Marina Gate West is paused',
    message:
      'We paused order #42 on Marina Gate West. Reason: not given. While paused, your video is not shown. Paused time keeps its place on the screen and is not refunded. We will resume it as soon as the matter is resolved; reply to this email if you have questions.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your order #42 on Marina Gate West is paused',
    message:
      'You paused Marina Gate West (order #42). While paused, your video is not shown. Paused time keeps its place on the screen and is not refunded. Resume it from the order page whenever you like.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your order #42 on Marina Gate West is playing again',
    message: "We resumed order #42 on Marina Gate West: your video is back in the screen's loop.",
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your order #42 on Marina Gate West is playing again',
    message:
      "You resumed Marina Gate West (order #42): your video is back in the screen's loop from its next update.",
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Order #42 on Marina Gate West has ended',
    message:
      'Marina Gate West (order #42) was ended before its last booked day; it no longer plays. Reason: Screen removed. Credit note CN-2026-000009 covers the unplayed cells.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Order #42 on Marina Gate West has ended',
    message:
      'Marina Gate West (order #42) was ended before its last booked day; it no longer plays.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your campaign on Marina Gate West is completed',
    message:
      'Marina Gate West (order #42) has played its last booked cell: 355 of 360 booked plays confirmed so far. Its report stays on the order page.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Your campaign on Marina Gate West is completed',
    message:
      'Marina Gate West (order #42) has played its last booked cell. Its report stays on the order page.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Make-good spots for order #42 on Marina Gate West',
    message:
      'Marina Gate West delivered fewer plays than you booked: the evening of 20 Nov 2026 played 100 of 120 booked plays; the morning of 21 Nov 2026 played 59 of 60 booked plays. To make up the difference we added 21 plays at no charge in the next free cells of the same daypart: 22 Nov 2026 evening (1 spot), 23 Nov 2026 night (2 spots).',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Make-good spots for order #42 on Marina Gate West',
    message:
      'Marina Gate West delivered fewer plays than you booked: the evening of 20 Nov 2026 played 100 of 120 booked plays. To make up the difference we added 1 play at no charge in the next free cells of the same daypart: 22 Nov 2026 evening (1 spot). The remaining 1 play found no free cell and are credited.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Delivery credit for order #42 on Marina Gate West',
    message:
      'Marina Gate West delivered fewer plays than you booked: the evening of 20 Nov 2026 played 100 of 120 booked plays; the morning of 21 Nov 2026 played 59 of 60 booked plays. No cell of the same daypart was free in the next 14 days to make up 21 missing plays, so we credit their value, $1,275.50 (VAT included), on credit note CN-2026-000010.',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
  {
    title: 'Delivery credit for order #42 on Marina Gate West',
    message:
      'Marina Gate West delivered fewer plays than you booked: the morning of 21 Nov 2026 played 59 of 60 booked plays. No cell of the same daypart was free in the next 14 days to make up 1 missing play, so we credit their value, $5.00 (VAT included).',
    link: {
      path: '/order/42',
      label: 'See order #42',
    },
  },
];

describe('the notice catalogue', () => {
  it.each(cases.map((c, i) => [i, c[0], c[1]] as const))(
    'English stays word for word (%i: %s)',
    (i, kind, details) => {
      expect(orderEventNotice(kind as never, order, details as never)).toEqual(english[i]);
      expect(orderEventNotice(kind as never, order, details as never, 'en')).toEqual(english[i]);
    },
  );

  it.each(cases.map((c, i) => [i, c[0], c[1]] as const))(
    'Arabic has every notice (%i: %s)',
    (_i, kind, details) => {
      const notice = orderEventNotice(kind as never, order, details as never, 'ar');
      for (const text of [notice.title, notice.message, notice.link.label]) {
        expect(text).toMatch(/[\u0600-\u06FF]/);
        expect(text).not.toMatch(/\{\{|\b(order|played|plays|spot)\b/);
      }
      expect(notice.link.path).toBe('/order/42');
    },
  );

  it('counts in Arabic with its plural forms', () => {
    const makeGood = (plays: number) =>
      orderEventNotice(
        'make-good',
        order,
        {
          shortfalls: [{ date: '2026-11-20', daypart: 'evening', booked: 10, delivered: 0 }],
          cells: [{ date: '2026-11-22', daypart: 'evening', spots: plays }],
          plays,
          creditedPlays: 0,
        },
        'ar',
      ).message;
    expect(makeGood(1)).toContain('أضفنا عرضًا واحدًا');
    expect(makeGood(2)).toContain('أضفنا عرضين');
    expect(makeGood(3)).toContain('أضفنا 3 عروض');
    expect(makeGood(11)).toContain('أضفنا 11 عرضًا');
    expect(makeGood(2)).toContain('(فترتان إعلانيتان)');
  });
});
