import { bookingItem, daysFromNow } from '../booking-builders';
import { newSignUp } from '../accounts';
import { buildCustomer, testPassword } from '../builders';
import { multipartBody } from '../videos';
import { tinyPng, type Caller, type Fixtures } from './fixtures';
import { phoneChangeCodes, registrationCodes, resetCode, resetToken } from './flows';

export type MatrixRequest = {
  /** Values for the route's :params. */
  params?: Record<string, string | number>;
  query?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (multipart, raw bytes) with `headers`. */
  payload?: Buffer;
  headers?: Record<string, string>;
};

export type MatrixRow = {
  /** The status each caller gets: visitor, customer A, customer B, operator. */
  expect: readonly [visitor: number, customerA: number, customerB: number, operator: number];
  /** Builds the request; called once per caller, so bodies can be unique. */
  request?: (fx: Fixtures, caller: Caller) => MatrixRequest | Promise<MatrixRequest>;
  /** A stream that never ends by itself: called over HTTP and closed once its status is known. */
  stream?: true;
};

const everyone = [200, 200, 200, 200] as const;
const signedIn = [401, 200, 200, 200] as const;
/** A's objects: B and the operator (also just a customer on these routes) get A's 404. */
const ownerOnly = [401, 200, 404, 404] as const;
const operatorOnly = [401, 403, 403, 200] as const;

const screenInput = {
  billboardName: 'Marina Gate West',
  location: 'Dubai Marina',
  latitude: 25.08,
  longitude: 55.14,
  price: 250,
  title: 'Marina Gate West LED',
  description: 'A landscape screen on the marina walk.',
  screens: 1,
  size: '1920x1080',
  mediaType: 'LED',
  duration: 30,
  loopSlots: 12,
};

let unique = 0;
const next = () => (unique += 1);

/** One row per registered route, `METHOD url` as Fastify lists it. */
export const matrix: Record<string, MatrixRow> = {
  'GET /api/health': { expect: everyone },

  // Catalogue: public.
  'GET /api/leds/getCategories': { expect: everyone },
  'GET /api/leds/getAll': { expect: everyone, request: () => ({ query: 'location=Marina' }) },
  'GET /api/leds/pins': { expect: everyone, request: () => ({ query: 'location=Marina' }) },
  'GET /api/leds': {
    expect: everyone,
    request: (fx) => ({ query: `ledId=${fx.order.billboardId}` }),
  },
  'GET /api/files': {
    expect: everyone,
    request: (fx) => ({ query: `ledId=${fx.screenWithImage}` }),
  },

  // Orders: signed in; one order is its owner's only.
  'POST /api/order': {
    expect: [401, 201, 201, 201],
    request: (fx) => {
      const { payload, headers } = multipartBody([
        { name: 'ledId', value: String(fx.order.billboardId) },
        { name: 'video', filename: 'ad.mp4', contentType: 'video/mp4', data: fx.video },
      ]);
      return { payload, headers };
    },
  },
  'GET /api/order/getAll': { expect: signedIn },

  // Booking: availability and quotes are public; campaigns are their owner's.
  'GET /api/leds/availability': {
    expect: everyone,
    request: (fx) => ({
      query: `ledId=${fx.order.billboardId}&from=${daysFromNow(1)}&to=${daysFromNow(7)}`,
    }),
  },
  'POST /api/quote': {
    expect: everyone,
    request: (fx) => ({ body: { items: [bookingItem({ ledId: fx.order.billboardId })] } }),
  },
  'POST /api/campaigns': {
    expect: [401, 201, 201, 201],
    request: (fx) => ({ body: { items: [bookingItem({ ledId: fx.order.billboardId })] } }),
  },
  'GET /api/campaigns': { expect: signedIn },
  'GET /api/campaigns/:id': {
    expect: ownerOnly,
    request: (fx) => ({ params: { id: fx.campaign.campaignId } }),
  },
  'DELETE /api/campaigns/:id': {
    expect: ownerOnly,
    request: (fx) => ({ params: { id: fx.campaign.campaignId } }),
  },
  'GET /api/order/:id': { expect: ownerOnly, request: (fx) => ({ params: { id: fx.order.id } }) },
  'GET /api/order/:id/history': {
    expect: ownerOnly,
    request: (fx) => ({ params: { id: fx.order.id } }),
  },
  'GET /api/order/:id/video': {
    expect: ownerOnly,
    request: (fx) => ({ params: { id: fx.order.id } }),
  },

  'POST /api/contact/request': {
    expect: [201, 201, 201, 201],
    request: () => ({
      body: {
        name: 'Rashid',
        surname: 'Khan',
        email: 'rashid@example.com',
        message: 'Which screens face Sheikh Zayed Road?',
      },
    }),
  },

  // Notifications: signed in; marking one read is its owner's only.
  'GET /api/notification/getAll': { expect: signedIn },
  'POST /api/notification/readAll': {
    expect: ownerOnly,
    request: (fx) => ({ body: { id: fx.notification.id } }),
  },
  'GET /api/notification/unreadCount': { expect: signedIn },
  'GET /api/events': { expect: signedIn, stream: true },

  // Operator console.
  'GET /api/admin/me': { expect: operatorOnly },
  'GET /api/admin/summary': { expect: operatorOnly },
  'GET /api/admin/second-factor': { expect: operatorOnly },
  'POST /api/admin/second-factor/setup': { expect: operatorOnly },
  'POST /api/admin/second-factor/confirm': {
    expect: [401, 403, 403, 400],
    request: () => ({ body: { code: '000000' } }),
  },
  'GET /api/admin/customers': { expect: operatorOnly },
  'GET /api/admin/customers/:id': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.a.id } }),
  },
  'GET /api/admin/contact-requests': { expect: operatorOnly },
  'PATCH /api/admin/contact-requests/:id': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.contactRequest.id }, body: { handled: true } }),
  },
  'GET /api/admin/content': {
    expect: operatorOnly,
    request: () => ({ query: 'collection=advantages' }),
  },
  'PATCH /api/admin/content/:id': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.contentEntry.id },
      body: { values: { title: fx.contentEntry.title } },
    }),
  },
  'GET /api/admin/moderation': { expect: operatorOnly },
  'GET /api/admin/orders': { expect: operatorOnly },
  'GET /api/admin/orders/:id': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.order.id } }),
  },
  'POST /api/admin/orders/:id/approve': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.toApprove.id } }),
  },
  'POST /api/admin/orders/:id/reject': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.toReject.id }, body: { reason: 'The video is blurry.' } }),
  },
  'POST /api/admin/orders/:id/status': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.toCancel.id }, body: { status: 5 } }),
  },
  'GET /api/admin/orders/:id/video': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.order.id } }),
  },
  'GET /api/admin/screens': { expect: operatorOnly },
  'GET /api/admin/screens/:id/loop': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.screenToEdit.id } }),
  },
  'PUT /api/admin/screens/:id/loop': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.screenToEdit.id },
      body: { slotsPerLoop: 12, houseSlots: 2, openingHours: { open: '06:00', close: '02:00' } },
    }),
  },
  'GET /api/admin/screens/:id/occupancy': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.screenToEdit.id },
      query: `from=${daysFromNow(1)}&to=${daysFromNow(7)}`,
    }),
  },
  'GET /api/admin/dayparts': { expect: operatorOnly },
  'PUT /api/admin/dayparts': {
    expect: operatorOnly,
    request: () => ({ body: { morning: 1, daytime: 0.9, evening: 1.25, night: 0.75 } }),
  },
  'GET /api/admin/screens/:id': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.screenToEdit.id } }),
  },
  'POST /api/admin/screens': {
    expect: [401, 403, 403, 201],
    request: () => ({ body: { ...screenInput, billboardName: `Marina Gate ${next()}` } }),
  },
  'PUT /api/admin/screens/:id': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.screenToEdit.id }, body: screenInput }),
  },
  'DELETE /api/admin/screens/:id': {
    expect: [401, 403, 403, 204],
    request: (fx) => ({ params: { id: fx.screenToDelete.id } }),
  },
  'GET /api/admin/segments': { expect: operatorOnly },
  'POST /api/admin/segments': {
    expect: [401, 403, 403, 201],
    request: () => ({ body: { value: `Stadiums ${next()}` } }),
  },
  'PUT /api/admin/segments/:id': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.segmentToRename.id },
      body: { value: `Malls ${next()}` },
    }),
  },
  'DELETE /api/admin/segments/:id': {
    expect: [401, 403, 403, 204],
    request: (fx) => ({ params: { id: fx.segmentToDelete.id } }),
  },
  'PUT /api/admin/screens/:id/image': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.screenToEdit.id },
      payload: tinyPng,
      headers: { 'content-type': 'image/png' },
    }),
  },
  'GET /api/admin/screens/:id/image': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.screenWithImage } }),
  },
  'POST /api/admin/content/media': {
    expect: [401, 403, 403, 201],
    request: () => ({
      query: 'fileName=pixel.png',
      payload: tinyPng,
      headers: { 'content-type': 'image/png' },
    }),
  },
  'GET /api/admin/content/media/:id': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.media.id } }),
  },

  // Accounts: the public forms answer anyone, signed in or not.
  'POST /api/register': { expect: everyone, request: () => ({ body: newSignUp() }) },
  'POST /api/register/resent': {
    expect: everyone,
    request: async (fx) => {
      const pending = await buildCustomer(fx.db, { confirmedAt: null });
      return { body: { customerId: pending.id, username: pending.email } };
    },
  },
  'POST /api/register/confirm': {
    expect: everyone,
    request: async (fx) => ({ body: await registrationCodes(fx) }),
  },
  'POST /api/login': {
    expect: everyone,
    request: (fx) => ({ body: { username: fx.a.email, password: testPassword } }),
  },
  // A made-up ticket is refused for everyone alike; the flow itself is in second-factor tests.
  'POST /api/login/second-factor': {
    expect: [400, 400, 400, 400],
    request: () => ({ body: { ticket: 'not-a-ticket', code: '123456' } }),
  },
  'POST /api/logout': { expect: everyone },
  'GET /api/authenticated/customer': { expect: signedIn },
  'POST /api/password/reset/request': {
    expect: everyone,
    request: async (fx) => ({ body: { email: (await buildCustomer(fx.db)).email } }),
  },
  'POST /api/password/reset/verify': {
    expect: everyone,
    request: async (fx) => ({ body: await resetCode(fx) }),
  },
  'POST /api/password/reset/confirm': {
    expect: everyone,
    request: async (fx) => ({ body: await resetToken(fx) }),
  },

  // The signed-in account's own details: there is no way to name another account.
  'POST /api/user/profile': { expect: signedIn, request: () => ({ body: { name: 'Layla' } }) },
  'POST /api/user/credentials/change': {
    expect: signedIn,
    request: () => ({
      body: { emailToChange: `new-address-${next()}@example.com`, password: testPassword },
    }),
  },
  'POST /api/user/credentials/confirm': {
    expect: signedIn,
    request: async (fx, caller) => ({ body: await phoneChangeCodes(fx, caller) }),
  },
  'POST /api/user/password/change': {
    expect: signedIn,
    request: () => ({ body: { currentPassword: testPassword, newPassword: testPassword } }),
  },
  // Each caller sees and ends only their own sessions.
  'GET /api/user/sessions': { expect: signedIn },
  'DELETE /api/user/sessions/others': { expect: signedIn },

  // Development only (not registered in production): the outbox of codes.
  'GET /api/dev/outbox': { expect: everyone },

  // Content service: public and read-only.
  'GET /cms/api/advantages': { expect: everyone },
  'GET /cms/api/displays': { expect: everyone },
  'GET /cms/api/whatisleds': { expect: everyone },
  'GET /cms/api/ai-drivens': { expect: everyone },
  'GET /cms/api/howtouses': { expect: everyone },
  'GET /cms/api/contacts': { expect: everyone },
  'GET /cms/uploads/:file': {
    expect: everyone,
    request: (fx) => ({ params: { file: fx.media.file } }),
  },
};
