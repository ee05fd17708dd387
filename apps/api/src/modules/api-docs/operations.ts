// Over 400 lines: every route's documentation and token scope in one table, read by the OpenAPI document and the token check.
// The public API's documentation: every /api operation with its summary, scopes and examples,
// read by the OpenAPI document at /api/docs and by the API token check. No routes of its own.
import { daypartIds } from '@screenspot/contracts/booking';
import {
  apiTokenExample,
  audienceExample,
  bookingItemExample,
  campaignExample,
  customerExample,
  notificationExample,
  liveOrderControlsExample,
  preferencesExample,
  orderExample,
  quoteExample,
  screenExample,
  webhookDeliveryExample,
  webhookEndpointExample,
} from './examples';
import { organisationOperations } from './organisation-operations';

export type ApiTokenScope = 'read' | 'book';

/** How one route appears in the API reference, and who may call it. */
export type Operation = {
  summary: string;
  description?: string;
  tag:
    | 'Service'
    | 'Screens'
    | 'Booking'
    | 'Orders'
    | 'Notifications'
    | 'Account'
    | 'API tokens'
    | 'Webhooks'
    | 'Organisation';
  /** Anyone, or a signed-in customer (session cookie or API token). */
  access: 'public' | 'customer';
  /**
   * The scope an API token needs for the route; absent: tokens cannot call it (it changes the
   * account or its sign-in, so it takes a session).
   */
  token?: ApiTokenScope;
  /** An example of the success answer (checked against the route's schema by a test). */
  example: unknown;
  /** An example request body, for routes that take one. */
  requestExample?: unknown;
};

/**
 * Every public, customer and agency route of the API, keyed `METHOD /path` as Fastify registers
 * it. A route missing here fails a test; operator (/api/admin/*), player and development routes
 * are not part of this reference.
 */
export const operations: Record<string, Operation> = {
  'GET /api/health': {
    summary: 'Service health',
    description: 'Answers 200 while the service and its database answer, 503 otherwise.',
    tag: 'Service',
    access: 'public',
    token: 'read',
    example: { status: 'ok', database: 'postgres' },
  },

  'GET /api/leds/getCategories': {
    summary: 'List screen segments',
    description:
      'In English unless `locale=ar` (or, without `locale`, an `Accept-Language` preferring Arabic) asks for the Arabic names.',
    tag: 'Screens',
    access: 'public',
    token: 'read',
    example: [{ categoryId: 3, value: 'Malls' }],
  },
  'GET /api/leds/getAll': {
    summary: 'Find screens',
    description:
      'Filters by location, name and segment; a location or name in Arabic letters also matches the Arabic texts. With `page` (from 0) and `size` it answers one page and the number of matches in `X-Total-Count`; without them, every match. Names, locations, titles and descriptions are in English unless `locale=ar` (or, without `locale`, an `Accept-Language` preferring Arabic) asks for Arabic; a screen without an Arabic text answers the English one.',
    tag: 'Screens',
    access: 'public',
    token: 'read',
    example: [screenExample],
  },
  'GET /api/leds/pins': {
    summary: 'Map pins of the screens found',
    tag: 'Screens',
    access: 'public',
    token: 'read',
    example: [{ id: 12, latitude: 25.08, longitude: 55.14, price: 240 }],
  },
  'GET /api/leds/pins/clusters': {
    summary: 'Map pins of the screens found in a view, close ones clustered',
    description:
      'For a map showing `bbox` (`west,south,east,north` in degrees) at `zoom` (0–22), with the filters of Find screens. Screens closer than about 60 pixels at that zoom come back as one cluster (their count, average position and box); a lone screen as its pin. One answer holds at most 400 points.',
    tag: 'Screens',
    access: 'public',
    token: 'read',
    example: {
      pins: [{ id: 12, latitude: 25.08, longitude: 55.14, price: 240 }],
      clusters: [
        {
          latitude: 25.2,
          longitude: 55.27,
          count: 14,
          west: 55.26,
          south: 25.19,
          east: 55.29,
          north: 25.21,
        },
      ],
      total: 15,
    },
  },
  'GET /api/leds': {
    summary: 'One screen, with its loop, opening hours and daypart prices',
    description:
      'In Arabic with `locale=ar`, as for Find screens. `daypartPrices` gives the price of one spot for one day in each daypart the screen sells, in cents; `price` (dollars, as in Find screens) is the cheapest of them, the "from" price.',
    tag: 'Screens',
    access: 'public',
    token: 'read',
    example: {
      ...screenExample,
      slotsPerLoop: 12,
      houseSlots: 0,
      loopSeconds: 180,
      openingHours: { open: '06:00', close: '02:00' },
      timezone: 'Asia/Dubai',
      dayparts: [...daypartIds],
      daypartPrices: [
        { daypart: 'morning', priceCents: 32_000 },
        { daypart: 'daytime', priceCents: 43_200 },
        { daypart: 'evening', priceCents: 60_000 },
        { daypart: 'night', priceCents: 24_000 },
      ],
    },
  },
  'GET /api/leds/audience': {
    summary: "A screen's estimated audience",
    description:
      'Opportunities to see per hour of the week (Monday 00:00 first, in the screen’s zone), where they come from, and the impressions a spot earns.',
    tag: 'Screens',
    access: 'public',
    token: 'read',
    example: audienceExample,
  },
  'GET /api/files': {
    summary: "A screen's image",
    description: 'The image bytes (JPEG, PNG, WebP or SVG) with an ETag.',
    tag: 'Screens',
    access: 'public',
    token: 'read',
    example: null,
  },
  'GET /api/leds/availability': {
    summary: "A screen's free spots per day and daypart",
    tag: 'Booking',
    access: 'public',
    token: 'read',
    example: {
      ledId: 12,
      slotsPerLoop: 12,
      houseSlots: 0,
      timezone: 'Asia/Dubai',
      days: [
        {
          date: '2026-12-01',
          dayparts: [
            { id: 'morning', free: 12, total: 12 },
            { id: 'evening', free: 9, total: 12 },
          ],
        },
      ],
    },
  },
  'POST /api/quote': {
    summary: 'Price a booking',
    description: 'The price of each screen, its plays and VAT; a quote books nothing.',
    tag: 'Booking',
    access: 'public',
    token: 'read',
    requestExample: { items: [bookingItemExample] },
    example: quoteExample,
  },
  'POST /api/campaigns': {
    summary: 'Book a campaign',
    description:
      'Holds the spots of every screen at once or none (409 lists the cells that lack room). Each screen becomes an order awaiting its video; the hold lapses if no video comes in time. Send an `Idempotency-Key` header to retry safely: a retry with the same key answers the first answer. `advert` names the brand and its category: a category banned in the UAE answers 422 (`rule` CAT-BAN), a health, education or real-estate advert needs `approvalRef` (422, CAT-PRIOR), a category the screen owner refuses answers 409 (CAT-BLOCKED), and a rival brand of a category the owner keeps exclusive in the same dayparts 409 (CAT-EXCLUSIVE).',
    tag: 'Booking',
    access: 'customer',
    token: 'book',
    requestExample: {
      name: 'December launch',
      advert: { brand: 'Marina Motors', category: 'automotive' },
      items: [bookingItemExample],
    },
    example: campaignExample,
  },
  'GET /api/campaigns': {
    summary: 'List your campaigns',
    description:
      'Newest first; `page` (from 0) and `size` (1 to 500, 100 when left out), the total in `X-Total-Count`.',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: [campaignExample],
  },
  'GET /api/campaigns/:id': {
    summary: 'One of your campaigns',
    description:
      'Its orders with screen, schedule, status and video; its status derived from theirs (`draft`, `in_review`, `awaiting_payment`, `scheduled`, `live`, `completed`, `cancelled`, `expired`); its deadlines and totals. Another customer’s campaign answers 404.',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: campaignExample,
  },
  'DELETE /api/campaigns/:id': {
    summary: 'Cancel a campaign',
    description: 'Cancels its unpaid orders and frees their spots; a paid campaign is refused.',
    tag: 'Booking',
    access: 'customer',
    token: 'book',
    example: {
      ...campaignExample,
      status: 'cancelled',
      holdExpiresAt: null,
      totals: { subtotalCents: 0, vatCents: 0, totalCents: 0 },
      orders: [{ ...campaignExample.orders[0], statusCode: 5, statusMessage: 'Cancelled' }],
    },
  },

  'POST /api/campaigns/:id/changes/quote': {
    summary: 'Price a change of a paid campaign',
    description:
      'The quote of a change (see `POST /api/campaigns/{id}/changes`) without holding anything: `{ "kind": "extend", "endDate" }` or `{ "kind": "screens", "items" }`. 409 while the campaign is not paid. A token needs `book`: pricing locks the campaign’s orders, as the change does.',
    tag: 'Booking',
    access: 'customer',
    token: 'book',
    requestExample: { kind: 'extend', endDate: '2026-12-14' },
    example: quoteExample,
  },
  'POST /api/campaigns/:id/changes': {
    summary: 'Extend a paid campaign or add screens',
    description:
      'A paid campaign takes more days for its screens (`{ "kind": "extend", "endDate" }`: each screen keeps its dayparts, spots and video, and the new order goes to review) or more screens (`{ "kind": "screens", "items" }`: each awaits its video). The change is a new quote, held all or nothing under the rules of any booking (409 lists the cells that lack room, or names a cap); its orders join the campaign and are paid on their own with `POST /api/campaigns/{id}/payment`, which leaves paid orders alone. 409 while nothing of the campaign is paid. Send an `Idempotency-Key` header to retry safely.',
    tag: 'Booking',
    access: 'customer',
    token: 'book',
    requestExample: { kind: 'screens', items: [bookingItemExample] },
    example: {
      campaignId: 31,
      orders: [{ ...campaignExample.orders[0], orderId: 231 }],
      quote: quoteExample,
    },
  },

  'GET /api/campaigns/:id/payment': {
    summary: 'What a campaign has to pay, and how',
    description:
      'The approved orders still due, VAT included, the methods offered and invoices issued.',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: {
      campaignId: 31,
      amountDueCents: 211_680,
      subtotalCents: 201_600,
      vatCents: 10_080,
      currency: 'USD',
      dueAt: '2026-11-25T15:45:00.000Z',
      orders: [
        {
          orderId: 204,
          billboardName: 'Marina Gate West',
          startDate: '2026-12-01',
          endDate: '2026-12-07',
          totalCents: 211_680,
        },
      ],
      methods: ['invoice', 'card'],
      invoiceUnavailable: null,
      openCheckout: null,
      invoices: [],
    },
  },
  'POST /api/campaigns/:id/refund': {
    summary: 'Cancel a paid campaign and refund it by credit note',
    description:
      'Cells not yet started are refunded in full (decision 0017); a credit note referring to the invoice is issued and card payments go back through Stripe.',
    tag: 'Booking',
    access: 'customer',
    token: 'book',
    example: {
      creditNoteNumber: 'CN-000001',
      creditNoteUrl: '/api/credit-notes/CN-000001.pdf',
      invoiceNumber: 'INV-000042',
      refundCents: 52_500,
      refundStatus: 'refunded',
    },
  },
  'GET /api/campaigns/:id/report': {
    summary: 'A campaign’s delivery report',
    description:
      'Booked against delivered plays (accepted complete plays) and estimated impressions, per order, per day and per hour in the screen’s time zone, with the spend, the spend delivered so far and the effective CPM. Only what was sold counts: paid orders and approved orders awaiting payment, without rejected, cancelled or expired orders and refunded spots; the spend is the sold spots at their daypart price before VAT. `?format=csv` answers the daily figures as a CSV download (`&by=hour` the hourly ones); `?format=pdf` a printable summary.',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: {
      campaignId: 31,
      name: 'Launch week',
      timezone: 'Asia/Dubai',
      methodVersion: 'prorated-ots/1',
      booked: { plays: 1_440, impressions: 21_600 },
      delivered: { plays: 702, impressions: 10_530 },
      spendCents: 184_000,
      deliveredSpendCents: 89_700,
      effectiveCpmCents: 8_519,
      items: [
        {
          orderId: 88,
          ledId: 12,
          ledName: 'Sheikh Zayed Road Tower',
          spendCents: 184_000,
          booked: 1_440,
          delivered: 702,
          impressions: 10_530,
          days: [
            {
              date: '2026-11-20',
              booked: 720,
              delivered: 702,
              impressions: 10_530,
              spendCents: 92_000,
            },
          ],
          hours: [{ date: '2026-11-20', hour: 18, delivered: 702, impressions: 10_530 }],
        },
      ],
    },
  },
  'POST /api/campaigns/:id/payment': {
    summary: 'Pay a campaign by invoice or card',
    description:
      '`invoice` issues a VAT invoice with bank details; `card` answers a checkout URL. Send an `Idempotency-Key` header to retry safely.',
    tag: 'Booking',
    access: 'customer',
    token: 'book',
    requestExample: { method: 'invoice' },
    example: {
      invoiceNumber: 'INV-2026-000031',
      invoiceUrl: '/api/invoices/INV-2026-000031.pdf',
      amountCents: 211_680,
      dueAt: '2026-11-25T15:45:00.000Z',
      bankDetails: {
        beneficiary: 'ScreenSpot Demo FZ-LLC',
        iban: 'AE000000000000000000000',
        bank: 'Demo Bank (not a real account)',
        reference: 'INV-2026-000031',
      },
    },
  },
  'GET /api/invoices/:file': {
    summary: 'A tax invoice (PDF)',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: null,
  },
  'GET /api/credit-notes/:file': {
    summary: 'A credit note (PDF)',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: null,
  },
  'GET /api/invoices/:number.xml': {
    summary: 'A tax invoice as a UAE e-invoice (PINT AE, UBL 2.1 XML)',
    description:
      'The same invoice as its PDF, as the e-invoice the ASP receives: amounts in USD, VAT also in AED at the 3.6725 peg, one line per order and daypart.',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: null,
  },
  'GET /api/credit-notes/:number.xml': {
    summary: 'A credit note as a UAE e-invoice (PINT AE, UBL 2.1 XML)',
    description: 'Refers to the invoice it corrects and gives its reason.',
    tag: 'Booking',
    access: 'customer',
    token: 'read',
    example: null,
  },
  'POST /api/recommendations': {
    summary: 'Propose screens for a budget',
    description:
      'The display selector: screens near a place or point that fit the budget, priced as a booking would be; it books nothing.',
    tag: 'Booking',
    access: 'public',
    token: 'read',
    requestExample: {
      area: 'Marina',
      budget: 5000,
      startDate: '2026-12-01',
      endDate: '2026-12-07',
    },
    example: {
      items: [],
      quote: null,
      budgetCents: 500_000,
      remainingCents: 500_000,
      considered: 0,
      message: 'No screen in this area has an audience estimate yet.',
      method: 'Screens ranked by estimated impressions per dollar within the budget.',
    },
  },

  'POST /api/order': {
    summary: 'Upload a video',
    description:
      'multipart/form-data with `orderId` (a booked order awaiting its video) or `ledId`, then the `video` file (MP4, WebM or MOV, at most 50 MB and the screen’s duration). The order goes to review.',
    tag: 'Orders',
    access: 'customer',
    token: 'book',
    example: orderExample,
  },
  'GET /api/order/getAll': {
    summary: 'List your orders',
    description:
      'Newest first, `page` (from 0) and `size` (at most 100), total in `X-Total-Count`.',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: [orderExample],
  },
  'GET /api/order/:id': {
    summary: 'One of your orders',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: orderExample,
  },
  'GET /api/order/:id/history': {
    summary: "An order's status history",
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: [
      {
        statusCode: 6,
        statusMessage: 'Awaiting video',
        reason: null,
        at: '2026-11-24T15:45:00Z',
        kind: 'status',
        by: 'customer',
      },
      {
        statusCode: 0,
        statusMessage: 'Under review',
        reason: null,
        at: '2026-11-24T15:50:00Z',
        kind: 'status',
        by: 'customer',
      },
    ],
  },
  'GET /api/order/:id/controls': {
    summary: 'What may be done with an order now',
    description:
      'Its phase (unpaid, scheduled, live, ended), a pause and who made it, a new video awaiting moderation, which changes are allowed, and what ending now would refund (VAT included). Decision 0025.',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: liveOrderControlsExample,
  },
  'POST /api/order/:id/schedule': {
    summary: "Change an order's dates, dayparts or spots before it starts",
    description:
      'A new quote: the spots move from the old cells to the new ones all or nothing (409 with the short cells, nothing changed). A paid order’s difference is invoiced (bank transfer) or credited (credit note). Send an `Idempotency-Key` header to retry safely.',
    tag: 'Orders',
    access: 'customer',
    token: 'book',
    requestExample: {
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      dayparts: ['evening'],
      spotsPerLoop: 2,
    },
    example: {
      orderId: 204,
      previousTotalCents: 18_900,
      totalCents: 56_700,
      differenceCents: 37_800,
      invoice: { number: 'INV-000051', url: '/api/invoices/INV-000051.pdf' },
      creditNote: null,
    },
  },
  'POST /api/order/:id/pause': {
    summary: 'Pause a paid order',
    description:
      'Its video leaves the screen’s next manifest. Paused time keeps its capacity and is not refunded.',
    tag: 'Orders',
    access: 'customer',
    token: 'book',
    example: {
      ...liveOrderControlsExample,
      paused: { at: '2026-11-24T15:45:00.000Z', by: 'customer', reason: null },
      canPause: false,
      canResume: true,
    },
  },
  'POST /api/order/:id/resume': {
    summary: 'Resume an order you paused',
    description: 'A pause made by ScreenSpot (with its reason) is lifted by ScreenSpot only: 409.',
    tag: 'Orders',
    access: 'customer',
    token: 'book',
    example: liveOrderControlsExample,
  },
  'POST /api/order/:id/end': {
    summary: 'End a running order now',
    description:
      'Dayparts that have not started are released and refunded at their quoted price by credit note; the daypart playing now is not refunded; the order completes. Send an `Idempotency-Key` header to retry safely.',
    tag: 'Orders',
    access: 'customer',
    token: 'book',
    example: {
      creditNoteNumber: 'CN-000007',
      creditNoteUrl: '/api/credit-notes/CN-000007.pdf',
      invoiceNumber: 'INV-000042',
      refundCents: 9_450,
      refundStatus: 'pending',
    },
  },
  'GET /api/order/:id/delivery': {
    summary: "An order's proof of play",
    description: 'Spots booked and plays reported by the screen’s player, per local day.',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: {
      orderId: 204,
      timezone: 'Asia/Dubai',
      booked: 1680,
      played: 1432,
      days: [{ date: '2026-12-01', booked: 240, played: 238 }],
    },
  },
  'GET /api/order/:id/screenshots': {
    summary: "An order's screenshots",
    description:
      'Frames the screen’s player captured while the order’s video played, newest first: each with its sha256, size and the server’s time of receipt. `url` is the image.',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: [
      {
        id: 81,
        ledId: 12,
        orderId: 204,
        sha256: '9f2c4e1b7a0d4c3e8f6a5b2d1c0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e',
        bytes: 48211,
        contentType: 'image/jpeg',
        takenAt: '2026-12-01T14:30:05.000Z',
        url: '/api/order/204/screenshots/81',
      },
    ],
  },
  'GET /api/order/:id/screenshots/:screenshotId': {
    summary: 'One screenshot of an order',
    description: 'The JPEG or WebP image itself; its ETag is its sha256.',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: null,
  },
  'GET /api/order/:id/video': {
    summary: "An order's video",
    description: 'The video bytes, with HTTP Range support (206).',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: null,
  },
  'GET /api/order/:id/checks': {
    summary: "The creative checks of an order's video",
    description:
      'What ffprobe and ffmpeg measured against the screen: each check passes, warns or fails with its measured and expected value; `pending` until the check has run.',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: {
      status: 'warn',
      checks: [
        {
          key: 'audio',
          label: 'Audio',
          status: 'warn',
          measured: '1 audio track',
          expected: 'none (screens are silent)',
          message: 'Screens play without sound; the audio is ignored.',
        },
      ],
      error: null,
      sha256: 'b5bb9d8014a0f9b1d61e21e796d78dccdf1352f23cd32812f4850b878ae4944c',
      durationMs: 15000,
      width: 1920,
      height: 1080,
      thumbnailUrls: ['/api/order/204/checks/thumbnails/0'],
      override: null,
      checkedAt: '2026-11-24T12:00:00.000Z',
    },
  },
  'GET /api/order/:id/checks/thumbnails/:index': {
    summary: "A still of an order's video",
    description:
      'One of three JPEG stills (index 0, 1 or 2) made by the creative checks; ETag and 304.',
    tag: 'Orders',
    access: 'customer',
    token: 'read',
    example: null,
  },

  'GET /api/notification/getAll': {
    summary: 'List your notifications',
    description:
      'Newest first; `page` (from 0) and `size` (1 to 500, 100 when left out), the total in `X-Total-Count`.',
    tag: 'Notifications',
    access: 'customer',
    token: 'read',
    example: [notificationExample],
  },
  'POST /api/notification/readAll': {
    summary: 'Mark a notification read',
    tag: 'Notifications',
    access: 'customer',
    requestExample: { id: 88 },
    example: { ...notificationExample, isRead: true },
  },
  'GET /api/notification/preferences': {
    summary: 'Your email preferences',
    description:
      'Which order events (approved, paid, live, make-good, credit …) you receive by email; notifications in the app always appear.',
    tag: 'Notifications',
    access: 'customer',
    example: preferencesExample,
  },
  'PUT /api/notification/preferences': {
    summary: 'Change your email preferences',
    description: 'Send the kinds to change; the others stay as they are.',
    tag: 'Notifications',
    access: 'customer',
    requestExample: { emails: { scheduled: false } },
    example: preferencesExample,
  },
  'GET /api/notification/unreadCount': {
    summary: 'Count unread notifications',
    tag: 'Notifications',
    access: 'customer',
    token: 'read',
    example: { count: 2 },
  },
  'GET /api/events': {
    summary: 'Live updates (Server-Sent Events)',
    description:
      'A `text/event-stream` of changes to your orders and notifications; refetch what an event names.',
    tag: 'Notifications',
    access: 'customer',
    token: 'read',
    example: null,
  },

  'POST /api/register': {
    summary: 'Sign up',
    description: 'Sends a code by email and one by SMS; confirm both to finish.',
    tag: 'Account',
    access: 'public',
    requestExample: {
      username: 'layla@desertbloom.ae',
      password: 'Billboard#2024',
      phoneNumber: '+971501234567',
      companyName: 'Desert Bloom Trading',
      name: 'Layla',
      surname: 'Haddad',
    },
    example: { userId: 7 },
  },
  'POST /api/register/resent': {
    summary: 'Send the sign-up codes again',
    description:
      'Answers the same for every well-formed request: codes go out only to a pending sign-up ' +
      'whose details match, at most one of each kind a minute.',
    tag: 'Account',
    access: 'public',
    example: { message: 'We sent you a new code.' },
  },
  'POST /api/register/confirm': {
    summary: 'Confirm a sign-up with its two codes',
    tag: 'Account',
    access: 'public',
    example: { phoneNumber: '+971501234567', username: 'layla@desertbloom.ae' },
  },
  'POST /api/login': {
    summary: 'Sign in (sets the session cookie)',
    description: 'Operators with a second factor get 202 and a ticket for the code.',
    tag: 'Account',
    access: 'public',
    requestExample: { username: 'layla@desertbloom.ae', password: 'Billboard#2024' },
    example: customerExample,
  },
  'POST /api/login/second-factor': {
    summary: 'Finish signing in with an authenticator code',
    tag: 'Account',
    access: 'public',
    example: { ...customerExample, role: 'operator' },
  },
  'POST /api/logout': {
    summary: 'Sign out',
    tag: 'Account',
    access: 'public',
    example: { message: 'Signed out.' },
  },
  'GET /api/authenticated/customer': {
    summary: 'Who is signed in',
    description: 'The account of the session or API token; 204 when nobody is signed in.',
    tag: 'Account',
    access: 'public',
    token: 'read',
    example: customerExample,
  },
  'POST /api/password/reset/request': {
    summary: 'Ask for a password reset code',
    tag: 'Account',
    access: 'public',
    example: { message: 'If the account exists, a code was sent.' },
  },
  'POST /api/password/reset/verify': {
    summary: 'Check a password reset code',
    tag: 'Account',
    access: 'public',
    example: { token: 'b64url-reset-token', username: 'layla@desertbloom.ae' },
  },
  'POST /api/password/reset/confirm': {
    summary: 'Set a new password with a reset token',
    tag: 'Account',
    access: 'public',
    example: { message: 'Your password was changed.' },
  },
  'POST /api/contact/request': {
    summary: 'Send a message to the team',
    tag: 'Account',
    access: 'public',
    example: { id: 5, message: 'Thank you. We will get back to you soon.' },
  },
  'POST /api/user/profile': {
    summary: 'Change your company name, name or surname',
    tag: 'Account',
    access: 'customer',
    example: customerExample,
  },
  'POST /api/user/language': {
    summary: 'Choose the language of your mail, SMS and pages (en or ar)',
    tag: 'Account',
    access: 'customer',
    example: { ...customerExample, language: 'ar' },
  },
  'POST /api/user/currency': {
    summary: 'Choose the currency you see prices in (USD or AED)',
    description:
      'Amounts stay in US cents everywhere (`…Cents`); AED is a display at the fixed 3.6725 peg, each amount rounded half up to the fils.',
    tag: 'Account',
    access: 'customer',
    example: { ...customerExample, currency: 'AED' },
  },
  'POST /api/user/credentials/change': {
    summary: 'Start changing your email or phone number',
    tag: 'Account',
    access: 'customer',
    example: { message: 'We sent codes to confirm the change.' },
  },
  'POST /api/user/credentials/confirm': {
    summary: 'Confirm a new email or phone number',
    tag: 'Account',
    access: 'customer',
    example: {
      message: 'Your phone number was changed.',
      username: 'layla@desertbloom.ae',
      phoneNumber: '+971507654321',
      signedOut: false,
    },
  },
  'POST /api/user/password/change': {
    summary: 'Change your password',
    tag: 'Account',
    access: 'customer',
    example: { message: 'Your password was changed.' },
  },
  'GET /api/user/sessions': {
    summary: 'Your signed-in devices',
    tag: 'Account',
    access: 'customer',
    example: [
      {
        id: 41,
        device: 'Chrome on macOS',
        createdAt: '2026-11-20T09:00:00.000Z',
        lastSeenAt: '2026-11-24T15:40:00.000Z',
        current: true,
      },
    ],
  },
  'DELETE /api/user/sessions/others': {
    summary: 'Sign out your other devices',
    tag: 'Account',
    access: 'customer',
    example: { ended: 2 },
  },

  'POST /api/user/tokens': {
    summary: 'Create an API token',
    description:
      'The token is in this answer only; it is stored hashed. `read` reaches every GET route you can; `book` also books, uploads and cancels.',
    tag: 'API tokens',
    access: 'customer',
    requestExample: {
      name: 'Media planner',
      scopes: ['read', 'book'],
      expiresAt: '2027-05-24T00:00:00Z',
    },
    example: { id: 3, token: 'ss_Xk3p9Q…' },
  },
  'GET /api/user/tokens': {
    summary: 'List your API tokens',
    description:
      'Never their secrets; with when each was last used. Paged like every list: `page` (from 0), `size`, `X-Total-Count`.',
    tag: 'API tokens',
    access: 'customer',
    example: [apiTokenExample],
  },
  'DELETE /api/user/tokens/:id': {
    summary: 'Revoke an API token',
    description: 'Requests with it get 401 from then on.',
    tag: 'API tokens',
    access: 'customer',
    example: null,
  },

  'POST /api/user/webhooks': {
    summary: 'Register a webhook endpoint',
    description:
      'An HTTPS address (in development also http://localhost) and the events to send to it: `order.approved`, `order.rejected`, `order.paid`, `order.live` (first play), `order.paused`, `order.completed`, `delivery.summary` (yesterday’s plays per order, each morning). The signing `secret` is in this answer only. Each delivery is a POST signed in `ScreenSpot-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; a non-2xx answer is retried with a doubling pause for three days. Private, loopback and link-local addresses are refused.',
    tag: 'Webhooks',
    access: 'customer',
    token: 'book',
    requestExample: {
      url: 'https://agency.example/hooks/screenspot',
      events: ['order.approved', 'order.paid', 'delivery.summary'],
    },
    example: { ...webhookEndpointExample, secret: 'whsec_Jd8…' },
  },
  'GET /api/user/webhooks': {
    summary: 'List your webhook endpoints',
    description: 'Never their secrets. Paged: `page` (from 0), `size`, `X-Total-Count`.',
    tag: 'Webhooks',
    access: 'customer',
    token: 'read',
    example: [webhookEndpointExample],
  },
  'DELETE /api/user/webhooks/:id': {
    summary: 'Delete a webhook endpoint',
    description: 'Its deliveries go with it; queued attempts are dropped.',
    tag: 'Webhooks',
    access: 'customer',
    token: 'book',
    example: null,
  },
  'GET /api/user/webhooks/:id/deliveries': {
    summary: 'An endpoint’s deliveries',
    description:
      'Newest first, with the status code of the last attempt and the payload sent. Paged: `page`, `size`, `X-Total-Count`.',
    tag: 'Webhooks',
    access: 'customer',
    token: 'read',
    example: [webhookDeliveryExample],
  },
  'POST /api/user/webhooks/:id/ping': {
    summary: 'Send a test event',
    description:
      'Queues a signed `webhook.ping` delivery to the endpoint at once, to test your receiver. Answers 202 with the delivery.',
    tag: 'Webhooks',
    access: 'customer',
    token: 'book',
    example: {
      ...webhookDeliveryExample,
      event: 'webhook.ping',
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastAttemptAt: null,
      deliveredAt: null,
      payload: {
        id: 'webhook.ping:ping:Qm9x3',
        type: 'webhook.ping',
        createdAt: '2026-11-24T16:10:00.000Z',
        data: { endpointId: 4 },
      },
    },
  },
  'POST /api/user/webhooks/:id/deliveries/:deliveryId/replay': {
    summary: 'Send a delivery again',
    description:
      'Queues it at once, delivered or not, with three more days of retries. Answers 202 with the delivery as it now stands.',
    tag: 'Webhooks',
    access: 'customer',
    token: 'book',
    example: { ...webhookDeliveryExample, status: 'pending' },
  },
  ...organisationOperations,
};

/** The documentation's own routes, and other routes that are not part of the reference. */
export function isUndocumented(url: string): boolean {
  return (
    !url.startsWith('/api/') ||
    url.startsWith('/api/admin/') ||
    url === '/api/admin' ||
    url.startsWith('/api/dev/') ||
    url.startsWith('/api/player/') ||
    url.startsWith('/api/payments/stripe/') ||
    url === '/api/openapi.json' ||
    url === '/api/docs' ||
    url.startsWith('/api/docs/')
  );
}

export function operationKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
