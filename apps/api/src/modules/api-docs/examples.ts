/** Example answers for the API reference; a test checks each against its route's schema. */

export const screenExample = {
  id: 12,
  ledId: 12,
  billboardName: 'Marina Gate West',
  location: 'Dubai Marina',
  latitude: 25.08,
  longitude: 55.14,
  price: 240,
  title: 'Marina Gate West LED',
  description: 'A landscape screen on the marina walk.',
  screens: 1,
  size: '1920x1080',
  mediaType: 'LED',
  duration: 15,
  categoryId: 3,
};

export const bookingItemExample = {
  ledId: 12,
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  dayparts: ['evening'],
  spotsPerLoop: 1,
};

const quoteItemExample = {
  ledId: 12,
  billboardName: 'Marina Gate West',
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  dayparts: ['evening'],
  spotsPerLoop: 1,
  days: 7,
  cells: 7,
  playsPerDay: 240,
  plays: 1680,
  subtotalCents: 201_600,
  vatCents: 10_080,
  totalCents: 211_680,
  breakdown: [
    {
      daypart: 'evening',
      multiplier: 1.5,
      unitCents: 120,
      playsPerCell: 240,
      cells: 7,
      amountCents: 201_600,
      impressions: 20_664,
    },
  ],
  impressions: 20_664,
};

export const quoteExample = {
  items: [quoteItemExample],
  subtotalCents: 201_600,
  vatCents: 10_080,
  totalCents: 211_680,
  currency: 'USD',
  priceRule: 'Price per spot × plays in the dayparts chosen × daypart multiplier; VAT 5%.',
  timezone: 'Asia/Dubai',
  validUntil: '2026-11-24T16:00:00.000Z',
  impressions: 20_664,
  effectiveCpmCents: 9_756,
  audienceMethodVersion: '1',
};

export const campaignExample = {
  id: 31,
  campaignId: 31,
  name: 'December launch',
  status: 'draft',
  createdAt: '2026-11-24T15:45:00.000Z',
  holdExpiresAt: '2026-11-25T15:45:00.000Z',
  paymentDueAt: null,
  totals: { subtotalCents: 201_600, vatCents: 10_080, totalCents: 211_680 },
  quote: quoteExample,
  orders: [
    {
      orderId: 204,
      ledId: 12,
      statusCode: 6,
      statusMessage: 'Awaiting video',
      holdExpiresAt: '2026-11-25T15:45:00.000Z',
      screen: { ledId: 12, billboardName: 'Marina Gate West' },
      schedule: {
        startDate: '2026-12-01',
        endDate: '2026-12-07',
        dayparts: ['evening'],
        spotsPerLoop: 1,
      },
      video: null,
      subtotalCents: 201_600,
      vatCents: 10_080,
      totalCents: 211_680,
    },
  ],
  approval: null,
  client: null,
};

export const orderExample = {
  id: 204,
  ledInfo: {
    ledId: 12,
    billboardName: 'Marina Gate West',
    description: 'A landscape screen on the marina walk.',
    price: 240,
  },
  createdAt: '2026-11-24T15:45:00.000Z',
  statusCode: 0,
  statusMessage: 'Under review',
  statusReason: null,
  statusReasonCode: null,
  advert: {
    brand: 'Marina Motors',
    category: 'automotive',
    approvalRef: null,
    approvalAuthority: null,
  },
  videoUrl: '/api/order/204/video',
  videoDurationSeconds: 15,
  schedule: {
    campaignId: 31,
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    dayparts: ['evening'],
    spotsPerLoop: 1,
    subtotalCents: 201_600,
    vatCents: 10_080,
    totalCents: 211_680,
    holdExpiresAt: '2026-11-25T15:45:00.000Z',
  },
};

export const customerExample = {
  id: 7,
  companyName: 'Desert Bloom Trading',
  name: 'Layla',
  surname: 'Haddad',
  username: 'layla@desertbloom.ae',
  phoneNumber: '+971501234567',
  role: 'customer',
  language: 'en',
  currency: 'USD',
};

/** What may be done with a live order that is not paused. */
export const liveOrderControlsExample = {
  phase: 'live',
  paused: null as null | { at: string; by: string; reason: string | null },
  pendingVideo: null,
  canEditSchedule: false,
  canPause: true,
  canResume: false,
  canEndNow: true,
  canReplaceVideo: true,
  endNowRefundCents: 9_450,
};

/** Email preferences: every order event by email but the scheduled one. */
export const preferencesExample = {
  emails: {
    approved: true,
    rejected: true,
    paid: true,
    scheduled: false,
    live: true,
    paused: true,
    resumed: true,
    ended: true,
    completed: true,
    'make-good': true,
    credit: true,
    'permit-ending': true,
  },
};

export const notificationExample = {
  id: 88,
  title: 'Order approved',
  message: 'Your video for Marina Gate West was approved. Pay to schedule it.',
  isRead: false,
  orderId: 204,
};

export const apiTokenExample = {
  id: 3,
  name: 'Media planner',
  scopes: ['read', 'book'],
  prefix: 'ss_Xk3p9Q',
  createdAt: '2026-11-24T15:45:00.000Z',
  expiresAt: '2027-05-24T00:00:00.000Z',
  lastUsedAt: '2026-11-24T16:02:11.000Z',
  expired: false,
};

export const webhookEndpointExample = {
  id: 4,
  url: 'https://agency.example/hooks/screenspot',
  events: ['order.approved', 'order.paid', 'delivery.summary'],
  createdAt: '2026-11-24T15:50:00.000Z',
};

export const webhookDeliveryExample = {
  id: 118,
  event: 'order.approved',
  status: 'delivered',
  attempts: 2,
  lastStatusCode: 200,
  lastError: null,
  createdAt: '2026-11-24T16:10:00.000Z',
  lastAttemptAt: '2026-11-24T16:10:31.000Z',
  deliveredAt: '2026-11-24T16:10:31.000Z',
  payload: {
    id: 'order.approved:order:42',
    type: 'order.approved',
    createdAt: '2026-11-24T16:10:00.000Z',
    data: { orderId: 42, campaignId: 17, ledId: 12, statusCode: 1, reason: null },
  },
};

/** A week of hourly audience (OTS), Monday 00:00 first: quiet nights, busy evenings. */
const hourlyExample = Array.from({ length: 168 }, (_, hour) => {
  const h = hour % 24;
  return h < 6 ? 400 : h < 16 ? 2_400 : h < 22 ? 4_800 : 1_200;
});

export const audienceExample = {
  ledId: 12,
  billboardName: 'Marina Gate West',
  timezone: 'Asia/Dubai',
  hourly: hourlyExample,
  source: 'Estimated from RTA traffic counts on Al Marsa Street',
  methodVersion: '1',
  impressionsMethodVersion: '1',
  formula: 'impressions per play = OTS in the hour × slot seconds ÷ 3600',
  assumptions: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  estimate: {
    slotSeconds: 15,
    playsPerSpotPerDay: 480,
    impressionsPerSpotPerDay: 5_900,
    impressionsPerPlay: 12.3,
    peak: { weekday: 4, hour: 19, impressionsPerPlay: 20 },
    averageDailyOts: 60_000,
  },
};

/** An organisation as its owner reads it (decision 0053). */
export const organisationExample = {
  id: 12,
  name: 'Gulf Media Agency',
  role: 'owner',
  approvalLimitCents: 500000,
  invoiceAddressee: 'agency',
  members: [
    {
      customerId: 31,
      name: 'Amira Haddad',
      email: 'amira@example.ae',
      role: 'owner',
      joinedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  invites: [
    { id: 4, email: 'omar@example.ae', role: 'approver', expiresAt: '2026-12-01T09:00:00.000Z' },
  ],
};

export const organisationClientExample = {
  id: 5,
  name: 'Marina Motors LLC',
  nameAr: 'مارينا موتورز ذ.م.م',
  billingAddress: 'Office 1204, Marina Plaza, Dubai Marina, Dubai, UAE',
  trn: '100234567800003',
  contactEmail: 'accounts@marinamotors.ae',
  archivedAt: null,
};
