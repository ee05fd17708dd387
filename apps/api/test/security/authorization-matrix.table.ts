// Over 400 lines: data, not logic: a row per route of who may call it.
import { createPairing, linkPlayer } from '../../src/modules/playback/pairing.service';
import { createProofLink } from '../../src/modules/proof/service';
import { contentPermits } from '../../src/db/schema';
import { createProposal, shareProposal } from '../../src/modules/proposals/service';
import { addClient } from '../../src/modules/organisations/clients';
import { clientInputSchema } from '@screenspot/contracts/organisation-client';
import { organisationOf } from '../organisation-builders';
import { bookingItem, daysFromNow } from '../booking-builders';
import { newSignUp } from '../accounts';
import { buildCustomer, testPassword } from '../builders';
import { orderUploadBody } from '../videos';
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
/** The same routes where the fixture's state does not allow the move: its caller gets 409. */
const ownerOnlyRefused = [401, 409, 404, 404] as const;
const operatorOnlyRefused = [401, 403, 403, 409] as const;

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

/** A client's fields, unique per call. */
const clientBody = () => ({
  name: `Matrix Client ${next()}`,
  billingAddress: 'Office 1, Marina Plaza, Dubai',
  trn: '100234567800003',
  contactEmail: `matrix-client-${next()}@example.com`,
});
/** A client of A's organisation, made for each call. */
const clientOfA = async (fx: Fixtures) =>
  addClient(
    fx.db,
    (await organisationOf(fx.db, fx.a.id)).id,
    clientInputSchema.parse(clientBody()),
  );

/** Requests that name one of the fixtures' objects in the route's params. */
const orderOfA = (fx: Fixtures) => ({ params: { id: fx.order.id } });
const campaignOfA = (fx: Fixtures) => ({ params: { id: fx.campaign.campaignId } });
const proofLinkOfA = (fx: Fixtures) => createProofLink(fx.db, fx.a.id, fx.campaign.campaignId);
/** A proposal of A's (not holding cells), made for each call. */
const proposalOfA = (fx: Fixtures) =>
  createProposal(
    fx.db,
    {
      accountId: fx.a.id,
      memberId: fx.a.id,
      hold: false,
      items: [
        {
          ledId: fx.order.screenId,
          startDate: daysFromNow(40),
          endDate: daysFromNow(40),
          dayparts: ['evening'],
          spotsPerLoop: 1,
        },
      ],
    },
    {
      minLeadMinutes: 120,
      holdAwaitingVideoMinutes: 60,
      maxUnpaidCampaigns: 3,
      maxUnpaidHoldCents: 5_000_000,
      holdHours: 72,
      now: () => new Date(),
    },
  );
const proposalLinkOfA = async (fx: Fixtures) => {
  const proposal = await proposalOfA(fx);
  const link = await shareProposal(fx.db, fx.a.id, proposal.id, new Date());
  return { params: { token: link.token } };
};
const webhookOfA = (fx: Fixtures) => ({ params: { id: fx.webhook.endpointId } });
const screenToEdit = (fx: Fixtures) => ({ params: { id: fx.screenToEdit.id } });
const screenOfOrder = (fx: Fixtures) => ({ params: { ledId: fx.order.screenId } });

let unique = 0;
const next = () => (unique += 1);

/** A permit made for one call (of A's order, or a blanket one of the screen to edit). */
async function freshPermit(fx: Fixtures, scope: 'order' | 'blanket'): Promise<number> {
  const [row] = await fx.db
    .insert(contentPermits)
    .values({
      ...(scope === 'order'
        ? { orderId: fx.order.id }
        : { screenId: fx.screenToEdit.id, customerId: fx.a.id }),
      number: `DM-FRESH-${next()}`,
      authority: 'dm',
      validFrom: daysFromNow(1),
      validTo: daysFromNow(30),
    })
    .returning({ id: contentPermits.id });
  return row!.id;
}
const permitBody = () => ({
  number: `DM-${next()}`,
  authority: 'rta',
  validFrom: daysFromNow(1),
  validTo: daysFromNow(20),
});

/** One row per registered route, `METHOD url` as Fastify lists it. */
export const matrix: Record<string, MatrixRow> = {
  'GET /api/health': { expect: everyone },

  // Catalogue: public.
  'GET /api/leds/getCategories': { expect: everyone },
  'GET /api/leds/getAll': { expect: everyone, request: () => ({ query: 'location=Marina' }) },
  'GET /api/leds/pins': { expect: everyone, request: () => ({ query: 'location=Marina' }) },
  'GET /api/leds/pins/clusters': {
    expect: everyone,
    request: () => ({ query: 'bbox=55.0,24.9,55.5,25.4&zoom=11' }),
  },
  'GET /api/leds': {
    expect: everyone,
    request: (fx) => ({ query: `ledId=${fx.order.screenId}` }),
  },
  'GET /api/leds/audience': {
    expect: everyone,
    request: (fx) => ({ query: `ledId=${fx.order.screenId}` }),
  },
  'POST /api/recommendations': {
    expect: everyone,
    request: () => ({
      body: { area: 'Marina', budget: 2000, startDate: daysFromNow(5), endDate: daysFromNow(6) },
    }),
  },
  'GET /api/files': {
    expect: everyone,
    request: (fx) => ({ query: `ledId=${fx.screenWithImage}` }),
  },

  // Orders: signed in; one order is its owner's only.
  'POST /api/order': {
    expect: [401, 201, 201, 201],
    request: (fx) => {
      const { payload, headers } = orderUploadBody(fx.order.screenId, fx.video);
      return { payload, headers };
    },
  },
  'GET /api/order/getAll': { expect: signedIn },

  // Booking: availability and quotes are public; campaigns are their owner's.
  'GET /api/leds/availability': {
    expect: everyone,
    request: (fx) => ({
      query: `ledId=${fx.order.screenId}&from=${daysFromNow(1)}&to=${daysFromNow(7)}`,
    }),
  },
  'POST /api/quote': {
    expect: everyone,
    request: (fx) => ({ body: { items: [bookingItem({ ledId: fx.order.screenId })] } }),
  },
  'POST /api/campaigns': {
    expect: [401, 201, 201, 201],
    request: (fx) => ({ body: { items: [bookingItem({ ledId: fx.order.screenId })] } }),
  },
  'GET /api/campaigns': { expect: signedIn },
  'GET /api/campaigns/:id': { expect: ownerOnly, request: campaignOfA },
  'DELETE /api/campaigns/:id': { expect: ownerOnly, request: campaignOfA },
  // Payment: the owner pays; an invoice is its owner's and the operators'.
  'GET /api/campaigns/:id/payment': { expect: ownerOnly, request: campaignOfA },
  // A campaign's report: its owner's and the operators'.
  'GET /api/campaigns/:id/report': { expect: [401, 200, 404, 200], request: campaignOfA },
  'GET /api/campaigns/:id/proof-links': { expect: ownerOnly, request: campaignOfA },
  'POST /api/campaigns/:id/proof-links': { expect: [401, 201, 404, 404], request: campaignOfA },
  'DELETE /api/campaigns/:id/proof-links/:linkId': {
    expect: [401, 204, 404, 404],
    request: async (fx) => ({
      params: { id: fx.campaign.campaignId, linkId: (await proofLinkOfA(fx)).id },
    }),
  },
  // A proof link is its own authority: anyone holding it reads, signed in or not.
  'GET /api/proof/:token': {
    expect: everyone,
    request: async (fx) => ({ params: { token: (await proofLinkOfA(fx)).token } }),
  },
  'GET /api/proof/:token/proof.csv': {
    expect: everyone,
    request: async (fx) => ({ params: { token: (await proofLinkOfA(fx)).token } }),
  },
  'GET /api/proof/:token/screenshots/:screenshotId': {
    expect: [404, 404, 404, 404],
    request: async (fx) => ({
      params: { token: (await proofLinkOfA(fx)).token, screenshotId: 999_999 },
    }),
  },

  // Proposals (decision 0056): the organisation's; its link is its own authority.
  'POST /api/proposals': {
    expect: [401, 201, 201, 201],
    request: (fx) => ({
      body: {
        items: [
          bookingItem({
            ledId: fx.order.screenId,
            startDate: daysFromNow(41),
            endDate: daysFromNow(41),
          }),
        ],
      },
    }),
  },
  'GET /api/proposals': { expect: signedIn },
  'GET /api/proposals/:id': {
    expect: ownerOnly,
    request: async (fx) => ({ params: { id: (await proposalOfA(fx)).id } }),
  },
  'POST /api/proposals/:id/share': {
    expect: [401, 201, 404, 404],
    request: async (fx) => ({ params: { id: (await proposalOfA(fx)).id } }),
  },
  'POST /api/proposals/:id/revoke': {
    expect: ownerOnly,
    request: async (fx) => ({ params: { id: (await proposalOfA(fx)).id } }),
  },
  'GET /api/p/:token': { expect: everyone, request: proposalLinkOfA },
  'GET /api/p/:token/proposal.pdf': { expect: everyone, request: proposalLinkOfA },
  // The token is the authority: everyone alike; the fixture's screen has no marked area (404).
  'GET /api/p/:token/screens/:ledId/mockup.png': {
    expect: [404, 404, 404, 404],
    request: async (fx) => ({
      params: { ...(await proposalLinkOfA(fx)).params, ledId: fx.order.screenId },
    }),
  },
  'POST /api/p/:token/approval-code': {
    expect: [204, 204, 204, 204],
    request: async (fx) => ({
      ...(await proposalLinkOfA(fx)),
      body: { name: 'Layla Haddad', email: `client-${next()}@example.ae` },
    }),
  },
  // Without a code sent, there is nothing to approve with.
  'POST /api/p/:token/approve': {
    expect: [400, 400, 400, 400],
    request: async (fx) => ({
      ...(await proposalLinkOfA(fx)),
      body: { name: 'Layla Haddad', email: 'layla@example.ae', code: '123456' },
    }),
  },
  'POST /api/p/:token/decline': {
    expect: everyone,
    request: async (fx) => ({
      ...(await proposalLinkOfA(fx)),
      body: { name: 'Layla Haddad', email: 'layla@example.ae' },
    }),
  },

  'POST /api/campaigns/:id/payment': {
    // A's campaign is not approved (or already cancelled by the DELETE row): nothing to pay.
    expect: ownerOnlyRefused,
    request: (fx) => ({ params: { id: fx.campaign.campaignId }, body: { method: 'invoice' } }),
  },
  // Changes: A's fixture campaign is not paid, so its owner is refused; others get A's 404.
  'POST /api/campaigns/:id/changes': {
    expect: ownerOnlyRefused,
    request: (fx) => ({
      params: { id: fx.campaign.campaignId },
      body: { kind: 'extend', endDate: daysFromNow(30) },
    }),
  },
  'POST /api/campaigns/:id/changes/quote': {
    expect: ownerOnlyRefused,
    request: (fx) => ({
      params: { id: fx.campaign.campaignId },
      body: { kind: 'extend', endDate: daysFromNow(30) },
    }),
  },
  'POST /api/campaigns/:id/refund': {
    // Nothing of A's fixture campaign is paid, so there is nothing to refund.
    expect: ownerOnlyRefused,
    request: campaignOfA,
  },
  'GET /api/invoices/:file': {
    expect: [401, 200, 404, 200],
    request: (fx) => ({ params: { file: `${fx.invoice.invoiceNumber}.pdf` } }),
  },
  'GET /api/credit-notes/:file': {
    expect: [401, 404, 404, 404],
    request: () => ({ params: { file: 'CN-999999.pdf' } }),
  },
  'GET /api/invoices/:number.xml': {
    expect: [401, 200, 404, 200],
    request: (fx) => ({ params: { number: fx.invoice.invoiceNumber } }),
  },
  'GET /api/credit-notes/:number.xml': {
    expect: [401, 404, 404, 404],
    request: () => ({ params: { number: 'CN-999999' } }),
  },
  // Not configured here (no Stripe keys): the webhook does not exist for anyone.
  'POST /api/payments/stripe/webhook': {
    expect: [404, 404, 404, 404],
    request: () => ({ body: { id: 'evt_1' } }),
  },
  'GET /api/order/:id': { expect: ownerOnly, request: orderOfA },
  'GET /api/order/:id/history': { expect: ownerOnly, request: orderOfA },
  'GET /api/order/:id/video': { expect: ownerOnly, request: orderOfA },
  'GET /api/order/:id/checks': { expect: ownerOnly, request: orderOfA },
  'GET /api/order/:id/checks/thumbnails/:index': {
    expect: ownerOnly,
    request: (fx) => ({ params: { id: fx.order.id, index: 1 } }),
  },
  'GET /api/order/:id/mockup': { expect: ownerOnly, request: orderOfA },
  // The fixture's screen has no display area marked, so no mock-up: its owner hears 404 too.
  'GET /api/order/:id/mockup.png': { expect: [401, 404, 404, 404], request: orderOfA },
  'GET /api/order/:id/mockup.pdf': { expect: [401, 404, 404, 404], request: orderOfA },
  'GET /api/order/:id/delivery': { expect: ownerOnly, request: orderOfA },
  'GET /api/order/:id/permits': { expect: ownerOnly, request: orderOfA },
  'POST /api/order/:id/permits': {
    expect: [401, 201, 404, 404],
    request: (fx) => ({
      params: { id: fx.order.id },
      body: {
        number: `DM-${next()}`,
        authority: 'rta',
        validFrom: daysFromNow(1),
        validTo: daysFromNow(20),
      },
    }),
  },
  'PUT /api/order/:id/permits/:permitId': {
    expect: ownerOnly,
    request: async (fx) => ({
      params: { id: fx.order.id, permitId: await freshPermit(fx, 'order') },
      body: permitBody(),
    }),
  },
  'DELETE /api/order/:id/permits/:permitId': {
    expect: [401, 204, 404, 404],
    request: async (fx) => ({
      params: { id: fx.order.id, permitId: await freshPermit(fx, 'order') },
    }),
  },
  'GET /api/order/:id/permits/:permitId/document': {
    expect: ownerOnly,
    request: (fx) => ({ params: { id: fx.order.id, permitId: fx.permit.id } }),
  },
  'GET /api/order/:id/screenshots': { expect: ownerOnly, request: orderOfA },
  'GET /api/order/:id/screenshots/:screenshotId': {
    // The fixture's order has no screenshot: its owner hears 404 too, after the ownership check.
    expect: [401, 404, 404, 404],
    request: (fx) => ({ params: { id: fx.order.id, screenshotId: 1 } }),
  },
  // Order control (decision 0025): A's order is under review, so it has nothing to pause or end.
  'GET /api/order/:id/controls': { expect: ownerOnly, request: orderOfA },
  'POST /api/order/:id/schedule': {
    // The fixture order predates schedules (no quote), which cannot be changed.
    expect: ownerOnlyRefused,
    request: (fx) => ({
      params: { id: fx.order.id },
      body: {
        startDate: daysFromNow(40),
        endDate: daysFromNow(40),
        dayparts: ['morning'],
        spotsPerLoop: 1,
      },
    }),
  },
  'POST /api/order/:id/pause': { expect: ownerOnlyRefused, request: orderOfA },
  'POST /api/order/:id/resume': { expect: ownerOnlyRefused, request: orderOfA },
  'POST /api/order/:id/end': { expect: ownerOnlyRefused, request: orderOfA },

  // Players: pairing is open (rate-limited); everything after it takes the player's Bearer token,
  // which no cookie replaces.
  'POST /api/player/pairings': { expect: [201, 201, 201, 201] },
  'POST /api/player/pairings/claim': {
    expect: [404, 404, 404, 404],
    request: () => ({ body: { claimToken: `never-issued-claim-token-${next()}` } }),
  },
  'GET /api/player/manifest': { expect: [401, 401, 401, 401] },
  'GET /api/player/videos/:itemToken': {
    expect: [401, 401, 401, 401],
    request: () => ({ params: { itemToken: 'some-item-token' } }),
  },
  'POST /api/player/plays': {
    expect: [401, 401, 401, 401],
    request: () => ({ body: { plays: [] } }),
  },
  'POST /api/player/screenshots': {
    expect: [401, 401, 401, 401],
    request: () => ({ query: 'itemToken=some-item-token' }),
  },
  'POST /api/player/status': {
    expect: [401, 401, 401, 401],
    request: () => ({ body: { manifestVersion: null, currentItemToken: null, freeBytes: null } }),
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
  'GET /api/notification/preferences': { expect: signedIn },
  'PUT /api/notification/preferences': {
    expect: signedIn,
    request: () => ({ body: { emails: { scheduled: true } } }),
  },
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
  'POST /api/admin/campaigns/:id/refund': {
    expect: operatorOnlyRefused,
    request: (fx) => ({
      params: { id: fx.campaign.campaignId },
      body: { reason: 'The screen is out of service.' },
    }),
  },
  'GET /api/admin/invoices': { expect: operatorOnly, request: () => ({ query: 'status=open' }) },
  'GET /api/admin/einvoices': {
    expect: operatorOnly,
    request: () => ({ query: 'status=pending' }),
  },
  'POST /api/admin/invoices/:invoiceNumber/transfers': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { invoiceNumber: fx.invoice.invoiceNumber },
      body: { amountCents: 1, receivedOn: daysFromNow(0), reference: `FT-${next()}` },
    }),
  },
  'GET /api/admin/orders/:id': { expect: operatorOnly, request: orderOfA },
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
  'GET /api/admin/orders/:id/video': { expect: operatorOnly, request: orderOfA },
  'GET /api/admin/orders/:id/checks': { expect: operatorOnly, request: orderOfA },
  'POST /api/admin/orders/:id/checks/override': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.toOverride.id },
      body: { reason: 'The advertiser accepts side bars.' },
    }),
  },
  'GET /api/admin/orders/:id/checks/thumbnails/:index': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.order.id, index: 0 } }),
  },
  'GET /api/admin/orders/:id/mockup': { expect: operatorOnly, request: orderOfA },
  'GET /api/admin/orders/:id/mockup.png': { expect: [401, 403, 403, 404], request: orderOfA },
  'GET /api/admin/orders/:id/mockup.pdf': { expect: [401, 403, 403, 404], request: orderOfA },
  'GET /api/admin/orders/:id/changes': { expect: operatorOnly, request: orderOfA },
  'GET /api/admin/orders/:id/controls': { expect: operatorOnly, request: orderOfA },
  // The fixture order is not paid (nothing to pause) and has no replacement awaiting a decision.
  'POST /api/admin/orders/:id/pause': {
    expect: operatorOnlyRefused,
    request: (fx) => ({ params: { id: fx.order.id }, body: { reason: 'Permit under review' } }),
  },
  'POST /api/admin/orders/:id/resume': { expect: operatorOnlyRefused, request: orderOfA },
  'POST /api/admin/orders/:id/replacement': {
    expect: operatorOnlyRefused,
    request: (fx) => ({ params: { id: fx.order.id }, body: { decision: 'approve' } }),
  },
  'GET /api/admin/orders/:id/replacement/video': {
    expect: [401, 403, 403, 404],
    request: orderOfA,
  },
  'GET /api/admin/screens': { expect: operatorOnly },
  'GET /api/admin/screens/:id/loop': { expect: operatorOnly, request: screenToEdit },
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
  'GET /api/admin/holds': { expect: operatorOnly },
  'POST /api/admin/holds/:id/release': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.holdToRelease.id } }),
  },
  'GET /api/admin/dayparts': { expect: operatorOnly },
  'PUT /api/admin/dayparts': {
    expect: operatorOnly,
    request: () => ({ body: { morning: 1, daytime: 0.9, evening: 1.25, night: 0.75 } }),
  },
  'GET /api/admin/screens/:id/audience': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.order.screenId } }),
  },
  'PUT /api/admin/screens/:id/audience': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.screenToEdit.id },
      body: { hourly: Array(168).fill(120), source: 'Door counter' },
    }),
  },
  'PUT /api/admin/screens/:id/audience/csv': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.screenToEdit.id },
      payload: Buffer.from(Array(168).fill('75').join('\n')),
      headers: { 'content-type': 'text/csv' },
    }),
  },
  'GET /api/admin/screens/:id': { expect: operatorOnly, request: screenToEdit },
  'GET /api/admin/screens/:id/category-rules': { expect: operatorOnly, request: screenToEdit },
  'PUT /api/admin/screens/:id/category-rules': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.screenToEdit.id },
      body: { blockedCategories: ['banking-finance'], exclusiveCategories: [] },
    }),
  },
  'GET /api/admin/reports/rejections': { expect: operatorOnly },
  'GET /api/admin/orders/:id/permits': { expect: operatorOnly, request: orderOfA },
  'GET /api/admin/screens/:id/permits': { expect: operatorOnly, request: screenToEdit },
  'PUT /api/admin/screens/:id/permit-rule': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.screenToEdit.id }, body: { permitExempt: true } }),
  },
  'POST /api/admin/screens/:id/permits': {
    expect: [401, 403, 403, 201],
    request: (fx) => ({
      params: { id: fx.screenToEdit.id },
      body: {
        customerId: fx.a.id,
        number: `DDA-${next()}`,
        authority: 'dda',
        validFrom: daysFromNow(1),
        validTo: daysFromNow(20),
      },
    }),
  },
  'PUT /api/admin/screens/:id/permits/:permitId': {
    expect: operatorOnly,
    request: async (fx) => ({
      params: { id: fx.screenToEdit.id, permitId: await freshPermit(fx, 'blanket') },
      body: { customerId: fx.a.id, ...permitBody() },
    }),
  },
  'DELETE /api/admin/screens/:id/permits/:permitId': {
    expect: [401, 403, 403, 204],
    request: async (fx) => ({
      params: { id: fx.screenToEdit.id, permitId: await freshPermit(fx, 'blanket') },
    }),
  },
  'GET /api/admin/permits/:permitId/document': {
    expect: operatorOnly,
    request: (fx) => ({ params: { permitId: fx.permit.id } }),
  },
  'POST /api/admin/screens': {
    expect: [401, 403, 403, 201],
    request: () => ({ body: { ...screenInput, billboardName: `Marina Gate ${next()}` } }),
  },
  'PUT /api/admin/screens/:id': {
    expect: operatorOnly,
    request: (fx) => ({ params: { id: fx.screenToEdit.id }, body: screenInput }),
  },
  'POST /api/admin/leds/:ledId/players': {
    expect: [401, 403, 403, 201],
    request: async (fx) => ({
      params: { ledId: fx.order.screenId },
      body: { code: (await createPairing(fx.db)).code },
    }),
  },
  'DELETE /api/admin/players/:playerId': {
    expect: [401, 403, 403, 204],
    request: async (fx) => {
      const { code } = await createPairing(fx.db);
      const { playerId } = await linkPlayer(fx.db, {
        ledId: fx.order.screenId,
        code,
        operatorId: fx.operator.id,
      });
      return { params: { playerId } };
    },
  },
  'GET /api/admin/leds/:ledId/health': { expect: operatorOnly, request: screenOfOrder },
  'GET /api/admin/screen-health': { expect: operatorOnly },
  'GET /api/admin/leds/:ledId/screenshots': { expect: operatorOnly, request: screenOfOrder },
  'GET /api/admin/screenshots/:screenshotId': {
    expect: [401, 403, 403, 404],
    request: () => ({ params: { screenshotId: 1 } }),
  },
  'GET /api/admin/leds/:ledId/offline-alert': { expect: operatorOnly, request: screenOfOrder },
  'PUT /api/admin/leds/:ledId/offline-alert': {
    expect: operatorOnly,
    request: (fx) => ({ params: { ledId: fx.order.screenId }, body: { minutes: 15 } }),
  },
  'GET /api/admin/leds/:ledId/commands': { expect: operatorOnly, request: screenOfOrder },
  'POST /api/admin/players/:playerId/commands': {
    expect: [401, 403, 403, 201],
    request: async (fx) => {
      const { code } = await createPairing(fx.db);
      const { playerId } = await linkPlayer(fx.db, {
        ledId: fx.order.screenId,
        code,
        operatorId: fx.operator.id,
      });
      return { params: { playerId }, body: { kind: 'reload' } };
    },
  },
  'GET /api/admin/leds/:ledId/delivery': { expect: operatorOnly, request: screenOfOrder },
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
  'GET /api/admin/screens/:id/display-area': { expect: operatorOnly, request: screenToEdit },
  'PUT /api/admin/screens/:id/display-area': {
    expect: operatorOnly,
    request: (fx) => ({
      params: { id: fx.screenWithImage },
      body: {
        corners: [
          { x: 0.1, y: 0.1 },
          { x: 0.9, y: 0.1 },
          { x: 0.9, y: 0.9 },
          { x: 0.1, y: 0.9 },
        ],
      },
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
  'POST /api/user/language': { expect: signedIn, request: () => ({ body: { language: 'ar' } }) },
  'POST /api/user/currency': { expect: signedIn, request: () => ({ body: { currency: 'AED' } }) },
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

  // API tokens: made, listed and revoked by their owner with a session.
  'POST /api/user/tokens': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: { name: `Token ${next()}`, scopes: ['read'] } }),
  },
  'GET /api/user/tokens': { expect: signedIn },
  'DELETE /api/user/tokens/:id': {
    expect: [401, 204, 404, 404],
    request: (fx) => ({ params: { id: fx.apiToken.id } }),
  },

  // Webhooks: the owner's endpoints and deliveries; another account gets 404.
  'POST /api/user/webhooks': {
    expect: [401, 201, 201, 201],
    request: () => ({
      body: { url: `http://localhost:9/hooks/${next()}`, events: ['order.paid'] },
    }),
  },
  'GET /api/user/webhooks': { expect: signedIn },
  'DELETE /api/user/webhooks/:id': {
    expect: [401, 204, 404, 404],
    request: (fx) => ({ params: { id: fx.webhookToDelete.endpointId } }),
  },
  'GET /api/user/webhooks/:id/deliveries': { expect: ownerOnly, request: webhookOfA },
  'POST /api/user/webhooks/:id/ping': { expect: [401, 202, 404, 404], request: webhookOfA },
  'POST /api/user/webhooks/:id/deliveries/:deliveryId/replay': {
    expect: [401, 202, 404, 404],
    request: (fx) => ({
      params: { id: fx.webhook.endpointId, deliveryId: fx.webhook.deliveryId },
    }),
  },

  // The API reference: public, generated from the routes.
  // The organisation: A's members and invites are A's; nobody else's organisation shows them.
  'GET /api/organisation': { expect: signedIn },
  'PUT /api/organisation/approval-limit': {
    expect: signedIn,
    request: () => ({ body: { approvalLimitCents: null } }),
  },
  'POST /api/organisation/invites': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: { email: `matrix-invite-${next()}@example.com`, role: 'viewer' } }),
  },
  'DELETE /api/organisation/invites/:id': {
    expect: ownerOnly,
    request: (fx) => ({ params: { id: fx.inviteToRevoke.id } }),
  },
  'PATCH /api/organisation/members/:customerId': {
    expect: ownerOnly,
    request: (fx) => ({ params: { customerId: fx.member.id }, body: { role: 'approver' } }),
  },
  'DELETE /api/organisation/members/:customerId': {
    expect: ownerOnly,
    request: (fx) => ({ params: { customerId: fx.memberToRemove.id } }),
  },
  // Each caller is in their own organisation, as its owner: nothing to leave.
  'POST /api/organisation/leave': { expect: [401, 409, 409, 409] },
  // Its clients (decision 0060): A's are A's; each call edits or removes a client of its own.
  'GET /api/organisation/clients': { expect: signedIn },
  'POST /api/organisation/clients': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: clientBody() }),
  },
  'PUT /api/organisation/clients/:id': {
    expect: ownerOnly,
    request: async (fx) => ({ params: { id: (await clientOfA(fx)).id }, body: clientBody() }),
  },
  'DELETE /api/organisation/clients/:id': {
    expect: ownerOnly,
    request: async (fx) => ({ params: { id: (await clientOfA(fx)).id } }),
  },
  'PUT /api/organisation/invoice-addressee': {
    expect: signedIn,
    request: () => ({ body: { invoiceAddressee: 'agency' } }),
  },
  'GET /api/invites/:token': {
    expect: everyone,
    request: (fx) => ({ params: { token: fx.invite.token } }),
  },
  'POST /api/invites/:token/accept': {
    expect: [401, 410, 410, 410],
    request: (fx) => ({ params: { token: fx.lapsedInvite.token } }),
  },
  'POST /api/campaigns/:id/approval': {
    expect: ownerOnlyRefused,
    request: (fx) => ({ params: { id: fx.campaign.campaignId }, body: { decision: 'approve' } }),
  },

  'GET /api/openapi.json': { expect: everyone },
  'GET /api/docs': { expect: everyone },
  'GET /api/docs/json': { expect: everyone },
  'GET /api/docs/yaml': { expect: everyone },
  'GET /api/docs/static/index.html': { expect: [302, 302, 302, 302] },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone },
  // The template's `*` is asked for literally: no such file.
  'GET /api/docs/static/*': { expect: [404, 404, 404, 404] },

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
