import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createToken } from '../../src/modules/api-tokens/service';
import { webhookFixture } from '../webhook-builders';
import { bookingRules } from '../../src/modules/booking/rules';
import { bookCampaign } from '../../src/modules/booking/service';
import { daysFromNow } from '../booking-builders';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  contentPermits,
  screenImages,
  contentEntries,
  contentMedia,
  videoChecks,
} from '../../src/db/schema';
import { useTestApp, type TestApp } from '../app';
import {
  buildContactRequest,
  buildCustomer,
  buildNotification,
  buildOperator,
  buildOrder,
  buildScreen,
  buildSegment,
  sessionCookie,
  storeVideo,
} from '../builders';
import { approvedCampaign } from '../payment-builders';
import { buildInvite, buildMember } from '../organisation-builders';
import { makeVideo } from '../videos';

export const roles = ['visitor', 'customerA', 'customerB', 'operator'] as const;
export type Role = (typeof roles)[number];

/** Who makes a request: a role, and for signed-in roles their account and a fresh session. */
export type Caller = { role: Role; id: number | null; cookie: string | null };

/** A 1×1 PNG: the smallest image the console's image uploads accept. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

/**
 * Customer A and the objects A owns (orders, a notification), customer B, an operator, and the
 * records the operator routes act on. Each state-changing route gets its own object, so the order
 * in which the matrix runs them does not matter.
 */
export async function buildFixtures(t: TestApp) {
  const db = t.database.db;
  const a = await buildCustomer(db, { name: 'Amira' });
  const b = await buildCustomer(db, { name: 'Bilal' });
  const operator = await buildOperator(db);

  const video = makeVideo({ seconds: 1, faststart: true });
  const order = await buildOrder(db, { customerId: a.id, videoBytes: video.length });
  await storeVideo(t.app.deps.storage, order.videoKey, video);
  const toApprove = await buildOrder(db, { customerId: a.id });
  const toReject = await buildOrder(db, { customerId: a.id });
  const toCancel = await buildOrder(db, { customerId: a.id });
  const holdToRelease = await buildOrder(db, { customerId: a.id });
  // The order's checks with three stored stills, and an order whose checks failed (to override).
  const stills = [
    'thumbnails/fixture-0.jpg',
    'thumbnails/fixture-1.jpg',
    'thumbnails/fixture-2.jpg',
  ];
  for (const key of stills)
    await storeVideo(t.app.deps.storage, key, Buffer.from([0xff, 0xd8, 0xff]));
  await db.insert(videoChecks).values({
    orderId: order.id,
    videoKey: order.videoKey,
    status: 'pass',
    thumbnailKeys: stills,
  });
  const toOverride = await buildOrder(db, { customerId: a.id });
  await db
    .insert(videoChecks)
    .values({ orderId: toOverride.id, videoKey: toOverride.videoKey, status: 'fail' });

  const campaign = await bookCampaign(
    db,
    {
      customerId: a.id,
      items: [
        {
          ledId: order.screenId,
          startDate: daysFromNow(30),
          endDate: daysFromNow(31),
          dayparts: ['evening'],
          spotsPerLoop: 1,
        },
      ],
    },
    bookingRules(t.config),
  );
  // A campaign of A's approved and invoiced: its invoice is A's, and operators reconcile it.
  const invoiced = await approvedCampaign(t.app, db, a.id, [
    { ledId: order.screenId, startDate: daysFromNow(33), endDate: daysFromNow(33) },
  ]);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/campaigns/${invoiced.campaignId}/payment`,
    headers: { cookie: await sessionCookie(db, a.id) },
    payload: { method: 'invoice' },
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  const invoice = paid.json() as { invoiceNumber: string };
  const [screenImage] = await db.select().from(screenImages).limit(1);
  const [entry] = await db.select().from(contentEntries).orderBy(asc(contentEntries.id)).limit(1);
  const [media] = await db.select().from(contentMedia).orderBy(asc(contentMedia.id)).limit(1);
  const entryTitle = (entry!.attributes as { title?: unknown }).title;
  if (typeof entryTitle !== 'string') throw new Error('the first content entry has no title');

  return {
    app: t.app as FastifyInstance,
    db,
    a,
    b,
    operator,
    video,
    order,
    toApprove,
    toReject,
    toCancel,
    holdToRelease,
    toOverride,
    campaign,
    invoice,
    permit: await permitFixture(t, order.id),
    notification: await buildNotification(db, { customerId: a.id, orderId: order.id }),
    contactRequest: await buildContactRequest(db),
    apiToken: await createToken(db, a.id, { name: 'Fixture token', scopes: ['read'] }),
    webhook: await webhookFixture(db, a.id),
    webhookToDelete: await webhookFixture(db, a.id),
    // A's organisation: a member whose role changes, one to remove, an open and a lapsed invite.
    member: await buildMember(db, a.id, 'planner'),
    memberToRemove: await buildMember(db, a.id, 'viewer'),
    invite: await buildInvite(db, a.id),
    inviteToRevoke: await buildInvite(db, a.id),
    lapsedInvite: await buildInvite(db, a.id, { expiresAt: new Date(Date.now() - 60_000) }),
    screenWithImage: screenImage!.screenId,
    screenToEdit: await buildScreen(db),
    screenToDelete: await buildScreen(db),
    segmentToRename: await buildSegment(db),
    segmentToDelete: await buildSegment(db),
    contentEntry: { id: entry!.id, title: entryTitle },
    media: { id: media!.id, file: `${media!.id}-${media!.fileName}` },
  };
}

/** A content permit of A's order with its PDF stored. */
async function permitFixture(t: TestApp, orderId: number) {
  const documentKey = 'permits/fixture.pdf';
  await storeVideo(t.app.deps.storage, documentKey, Buffer.from('%PDF-1.4\n%%EOF\n'));
  const [row] = await t.database.db
    .insert(contentPermits)
    .values({
      orderId,
      number: 'DM-FIXTURE-1',
      authority: 'dm',
      validFrom: daysFromNow(1),
      validTo: daysFromNow(30),
      documentKey,
      documentName: 'permit.pdf',
    })
    .returning();
  return row!;
}

/** The caller for a role, with a session made just for this request. */
export async function callerFor(fx: Fixtures, role: Role): Promise<Caller> {
  const account = { visitor: null, customerA: fx.a, customerB: fx.b, operator: fx.operator }[role];
  if (!account) return { role, id: null, cookie: null };
  return { role, id: account.id, cookie: await sessionCookie(fx.db, account.id) };
}

/**
 * The app and every role's fixtures for a test file. No web build: with one, every built file would
 * be a route of its own, and the route table should hold the service's own routes only.
 */
export function useFixturesApp(): { t: TestApp; fx: Fixtures } {
  const emptyDist = mkdtempSync(path.join(tmpdir(), 'screenspot-no-dist-'));
  afterAll(() => rmSync(emptyDist, { recursive: true, force: true }));
  // Customer A holds several unpaid campaigns of fixtures; the matrix is about roles, not caps.
  const t = useTestApp({ WEB_DIST_DIR: emptyDist, MAX_UNPAID_CAMPAIGNS: '20' });
  const fx = {} as Fixtures;
  beforeAll(async () => {
    Object.assign(fx, await buildFixtures(t));
  });
  return { t, fx };
}
