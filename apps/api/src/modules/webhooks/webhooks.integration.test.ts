// Over 400 lines: one subscriber's whole life (register, sign, deliver, retry, guard) over one receiving server.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PlayRecord } from '@screenspot/contracts/player';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCustomer,
  buildOperator,
  buildOrder,
  injectAs,
  sessionCookie,
} from '../../../test/builders';
import { buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { paidCampaign } from '../../../test/control-builders';
import {
  acceptedPlays,
  buildBookedOrder,
  buildPairedScreen,
  inCell,
  localDay,
  playRecord,
  itemTokenOf,
} from '../../../test/player-builders';
import { startReceiver } from '../../../test/webhook-builders';
import { orderCells, plays, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { recordDailySummaries, yesterdayIn } from './delivery-job';
import { emitWebhookEvent, webhookSettings } from './service';

type Verify = (rawBody: string, header: string, secret: string, tolerance?: number) => boolean;

let t: TestApp;
let operator: Awaited<ReturnType<typeof buildOperator>>;
let verify: Verify;
const recipeDir = mkdtempSync(path.join(tmpdir(), 'screenspot-recipe-'));

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOK_DISPATCH_SECONDS: '1', WEBHOOK_RETRY_SECONDS: '1' });
  operator = await buildOperator(t.database.db);
  // The Node recipe exactly as docs/api.md prints it.
  const guide = readFileSync(
    path.resolve(import.meta.dirname, '../../../../../docs/api.md'),
    'utf8',
  );
  const recipe = [...guide.matchAll(/^```js\n([\s\S]*?)^```$/gm)]
    .map((match) => match[1]!)
    .find((code) => code.includes('function verifyScreenSpotSignature'));
  if (!recipe) throw new Error('docs/api.md lost its verification recipe');
  const file = path.join(recipeDir, 'verify.mjs');
  writeFileSync(file, recipe);
  verify = ((await import(pathToFileURL(file).href)) as { verifyScreenSpotSignature: Verify })
    .verifyScreenSpotSignature;
});
afterAll(async () => {
  await t.close();
  rmSync(recipeDir, { recursive: true, force: true });
});

const db = () => t.database.db;

async function signedIn() {
  const customer = await buildCustomer(db());
  return { customer, cookie: await sessionCookie(db(), customer.id) };
}

async function register(cookie: string, url: string, events: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/webhooks',
    headers: { cookie },
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; url: string; secret: string };
}

async function deliveries(cookie: string, endpointId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/webhooks/${endpointId}/deliveries`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    id: number;
    event: string;
    status: string;
    attempts: number;
    lastStatusCode: number | null;
    payload: { id: string; type: string; data: Record<string, unknown> };
  }[];
}

/** Polls the deliveries until `done` holds (the jobs run in the background). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('signed webhook deliveries', () => {
  it('delivers an approval signed, retries after the receiver fails, then delivers it once', async () => {
    const receiver = await startReceiver((index) => (index === 0 ? 500 : 200));
    try {
      const { customer, cookie } = await signedIn();
      const endpoint = await register(cookie, receiver.url, ['order.approved', 'order.paid']);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{30,}$/);
      const [stored] = await db()
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(stored!.secret).not.toContain(endpoint.secret);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/user/webhooks',
        headers: { cookie },
      });
      expect(listed.body).not.toContain(endpoint.secret);
      expect(listed.json()).toEqual([
        expect.objectContaining({ id: endpoint.id, events: ['order.approved', 'order.paid'] }),
      ]);

      const order = await buildOrder(db(), { customerId: customer.id });
      const approved = await injectAs(t.app, db(), operator.id, {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/approve`,
      });
      expect(approved.statusCode).toBe(200);

      const [first, second] = await receiver.waitFor(2);
      expect(first!.body).toBe(second!.body);
      const body = JSON.parse(second!.body);
      expect(body).toMatchObject({
        id: `order.approved:order:${order.id}`,
        type: 'order.approved',
        data: { orderId: order.id, statusCode: 1 },
      });
      for (const request of [first!, second!]) {
        const header = request.headers['screenspot-signature'] as string;
        expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        expect(verify(request.body, header, endpoint.secret)).toBe(true);
        expect(verify(`${request.body} `, header, endpoint.secret)).toBe(false);
        expect(verify(request.body, header, `${endpoint.secret}x`)).toBe(false);
        expect(request.headers['screenspot-event']).toBe('order.approved');
      }
      // The second attempt waited for the backoff (one second, with jitter).
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(700);

      const [delivery] = await until(
        () => deliveries(cookie, endpoint.id),
        (rows) => rows[0]?.status === 'delivered',
      );
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
      // Delivered once: no further attempt follows a success.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(receiver.received).toHaveLength(2);

      // Replay: the same event again, signed afresh.
      const replayed = await t.app.inject({
        method: 'POST',
        url: `/api/user/webhooks/${endpoint.id}/deliveries/${delivery!.id}/replay`,
        headers: { cookie },
      });
      expect(replayed.statusCode, replayed.body).toBe(202);
      expect(replayed.json()).toMatchObject({ id: delivery!.id, status: 'pending' });
      const third = (await receiver.waitFor(3))[2]!;
      expect(JSON.parse(third.body).id).toBe(body.id);
      expect(
        verify(third.body, third.headers['screenspot-signature'] as string, endpoint.secret),
      ).toBe(true);
      const [after] = await until(
        () => deliveries(cookie, endpoint.id),
        (rows) => rows[0]?.status === 'delivered' && rows[0].attempts === 3,
      );
      expect(after!.lastStatusCode).toBe(200);
    } finally {
      await receiver.close();
    }
  });

  it('sends a signed test ping on request', async () => {
    const receiver = await startReceiver();
    try {
      const { cookie } = await signedIn();
      const endpoint = await register(cookie, receiver.url, ['order.completed']);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/webhooks/${endpoint.id}/ping`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ event: 'webhook.ping', status: 'pending' });
      const [request] = await receiver.waitFor(1);
      expect(JSON.parse(request!.body)).toMatchObject({
        type: 'webhook.ping',
        data: { endpointId: endpoint.id },
      });
      expect(
        verify(request!.body, request!.headers['screenspot-signature'] as string, endpoint.secret),
      ).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('records nothing for a change that rolled back, and only subscribed events', async () => {
    const { customer, cookie } = await signedIn();
    const endpoint = await register(cookie, 'http://localhost:9/closed', ['order.rejected']);
    const order = await buildOrder(db(), { customerId: customer.id });
    await expect(
      db().transaction(async (tx) => {
        await emitWebhookEvent(tx, {
          customerId: customer.id,
          type: 'order.rejected',
          eventKey: `order:${order.id}`,
          data: { orderId: order.id },
        });
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    const approved = await injectAs(t.app, db(), operator.id, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/approve`,
    });
    expect(approved.statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toEqual([]);
  });

  it('records paid when a transfer settles the invoice, and each pause as its own event', async () => {
    const { customer, cookie } = await signedIn();
    const endpoint = await register(cookie, 'http://localhost:9/closed', [
      'order.paid',
      'order.paused',
    ]);
    const screen = await buildLoopScreen(db());
    const paid = await paidCampaign(t.app, db(), {
      customerId: customer.id,
      operatorId: operator.id,
      items: [{ ledId: screen.id, startDate: daysFromNow(5), endDate: daysFromNow(6) }],
    });
    const orderId = paid.orderIds[0]!;
    for (const step of ['pause', 'resume', 'pause']) {
      const res = await injectAs(t.app, db(), customer.id, {
        method: 'POST',
        url: `/api/order/${orderId}/${step}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows.map((row) => row.event).sort()).toEqual([
      'order.paid',
      'order.paused',
      'order.paused',
    ]);
    const paidPayload = rows.find((row) => row.event === 'order.paid')!.payload;
    expect(paidPayload).toMatchObject({
      id: `order.paid:order:${orderId}`,
      data: { orderId, campaignId: paid.campaignId, ledId: screen.id, statusCode: 2 },
    });
    const pause = rows.find((row) => row.event === 'order.paused')!.payload;
    expect(pause).toMatchObject({ data: { orderId, pausedBy: 'customer', reason: null } });
  });

  it('records an order live at its first complete play, once', async () => {
    const { customer, cookie } = await signedIn();
    const endpoint = await register(cookie, 'http://localhost:9/closed', ['order.live']);
    const { screenId, player } = await buildPairedScreen(t.app, db(), operator.id);
    const yesterday = localDay(-1);
    const order = await buildBookedOrder(db(), {
      customerId: customer.id,
      screenId,
      // The manifest lists orders with cells ahead; the plays go in yesterday's (any hour works).
      cells: [-1, 0, 1].map((n) => ({ date: localDay(n), daypart: 'evening' as const })),
    });
    const item = await itemTokenOf(player, order.id);
    const post = (records: PlayRecord[]) => acceptedPlays(player, records);
    const live = () =>
      db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    const at = inCell(yesterday, 'evening', 5);
    // A play cut short does not put it live.
    await post([playRecord(item, at, { seq: 1, status: 'interrupted' })]);
    expect(await live()).toEqual([]);
    await post([playRecord(item, new Date(at.getTime() + 15_000), { seq: 2 })]);
    await post([playRecord(item, new Date(at.getTime() + 30_000), { seq: 3 })]);
    const rows = await live();
    expect(rows.map((row) => [row.event, row.eventKey])).toEqual([
      ['order.live', `order:${order.id}`],
    ]);
  });

  it('keeps each account’s webhooks its own: another customer gets 404', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const endpoint = await register(owner.cookie, 'http://localhost:9/closed', [
      'delivery.summary',
    ]);
    const [deliveryId] = await emitWebhookEvent(db(), {
      customerId: owner.customer.id,
      type: 'delivery.summary',
      eventKey: 'summary:test',
      data: { plays: 0, orders: [] },
    });
    for (const [method, url] of [
      ['GET', `/api/user/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/user/webhooks/${endpoint.id}/deliveries/${deliveryId}/replay`],
      ['DELETE', `/api/user/webhooks/${endpoint.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: other.cookie } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/user/webhooks',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json()).toEqual([]);
    // A delivery of another endpoint cannot be replayed through one's own endpoint either.
    const mine = await register(other.cookie, 'http://localhost:9/mine', ['order.paid']);
    const crossed = await t.app.inject({
      method: 'POST',
      url: `/api/user/webhooks/${mine.id}/deliveries/${deliveryId}/replay`,
      headers: { cookie: other.cookie },
    });
    expect(crossed.statusCode).toBe(404);
    expect(await deliveries(owner.cookie, endpoint.id)).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/webhooks/${endpoint.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('reaches a Bearer token within its scopes', async () => {
    const { cookie } = await signedIn();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: { cookie },
      payload: { name: 'Reader', scopes: ['read'] },
    });
    const { token } = made.json() as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/user/webhooks',
      headers: bearer,
    });
    expect(listed.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/webhooks',
      headers: bearer,
      payload: { url: 'http://localhost:9/x', events: ['order.paid'] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses bad input with 400 and the field', async () => {
    const { cookie } = await signedIn();
    for (const payload of [
      { url: 'not a url', events: ['order.paid'] },
      { url: 'ftp://localhost/x', events: ['order.paid'] },
      { url: 'http://localhost:9/x', events: [] },
      { url: 'http://localhost:9/x', events: ['order.exploded'] },
      { url: 'http://example.com/x', events: ['order.paid'] },
      { url: 'http://user:pw@localhost:9/x', events: ['order.paid'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/webhooks',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toBeTruthy();
    }
  });

  it('sends yesterday’s plays per order as the daily summary, once per day', async () => {
    const receiver = await startReceiver();
    try {
      const { customer, cookie } = await signedIn();
      const endpoint = await register(cookie, receiver.url, ['delivery.summary']);
      const date = yesterdayIn('Asia/Dubai');
      const busy = await buildOrder(db(), { customerId: customer.id, statusCode: 2 });
      const quiet = await buildOrder(db(), { customerId: customer.id, statusCode: 2 });
      const elsewhere = await buildOrder(db(), { customerId: customer.id, statusCode: 2 });
      for (const [order, day] of [
        [busy, date],
        [quiet, date],
        [elsewhere, '2020-01-01'],
      ] as const) {
        await db().insert(orderCells).values({
          orderId: order.id,
          screenId: order.screenId,
          date: day,
          daypart: 'daytime',
          spots: 1,
        });
      }
      // Three complete plays of the busy order yesterday (Dubai), one cut short, one today (03:00:
      // the hours before 02:00 still belong to yesterday's night).
      const at = (hour: number, dayOffset = 0) =>
        new Date(Date.parse(`${date}T00:00:00+04:00`) + (dayOffset * 24 + hour) * 3_600_000);
      const play = (n: number, startedAt: Date, complete: boolean) => ({
        playId: `summary-${busy.id}-${n}`,
        playerId: 1,
        screenId: busy.screenId,
        orderId: busy.id,
        itemId: 1,
        seq: n,
        startedAt,
        endedAt: new Date(startedAt.getTime() + 15_000),
        durationMs: 15_000,
        expectedMs: 15_000,
        status: complete ? 'completed' : 'interrupted',
        complete,
      });
      await db()
        .insert(plays)
        .values([
          play(1, at(9), true),
          play(2, at(13), true),
          play(3, at(23.9), true),
          play(4, at(14), false),
          play(5, at(3, 1), true),
        ]);

      // Run at noon the day after, whatever the hour of the test: that business day is over.
      await recordDailySummaries(db(), at(12, 1));
      await recordDailySummaries(db(), at(12, 1));
      const [request] = await receiver.waitFor(1);
      const body = JSON.parse(request!.body);
      expect(body).toMatchObject({
        id: `delivery.summary:summary:${date}`,
        type: 'delivery.summary',
      });
      expect(body.data).toEqual({
        date,
        timezone: 'Asia/Dubai',
        plays: 3,
        orders: [
          { orderId: busy.id, campaignId: null, ledId: busy.screenId, plays: 3 },
          { orderId: quiet.id, campaignId: null, ledId: quiet.screenId, plays: 0 },
        ],
      });
      const rows = await deliveries(cookie, endpoint.id);
      expect(rows.filter((row) => row.event === 'delivery.summary')).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe('private addresses (production rules)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({
      WEBHOOK_PRIVATE_ADDRESSES: 'deny',
      WEBHOOK_DISPATCH_SECONDS: '1',
      WEBHOOK_RETRY_SECONDS: '3600',
    });
  });
  afterAll(() => strict.close());

  it('refuses loopback, private, link-local and mapped addresses when registering', async () => {
    const customer = await buildCustomer(strict.database.db);
    const cookie = await sessionCookie(strict.database.db, customer.id);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://127.1.2.3/hook',
      'https://localhost/hook',
      'http://localhost:8080/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://192.168.1.10/hook',
      'https://100.64.0.1/hook',
      'https://0.0.0.0/hook',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://[64:ff9b::7f00:1]/hook',
      'https://[2002:7f00:1::]/hook',
    ]) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/user/webhooks',
        headers: { cookie },
        payload: { url, events: ['order.paid'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.url, url).toBeTruthy();
    }
    const none = await strict.app.inject({
      method: 'GET',
      url: '/api/user/webhooks',
      headers: { cookie },
    });
    expect(none.json()).toEqual([]);
  });

  it('checks the address again when sending: a name that now resolves to loopback is not called', async () => {
    const receiver = await startReceiver();
    try {
      const sdb = strict.database.db;
      const customer = await buildCustomer(sdb);
      const cookie = await sessionCookie(sdb, customer.id);
      // As if the name had resolved to a public address when it was registered.
      const settings = webhookSettings({ isProduction: false, WEBHOOK_PRIVATE_ADDRESSES: 'deny' });
      const [endpoint] = await sdb
        .insert(webhookEndpoints)
        .values({
          customerId: customer.id,
          url: receiver.url,
          events: ['order.paid'],
          secret: settings.box.seal('whsec_test'),
        })
        .returning();
      const order = await buildOrder(sdb, { customerId: customer.id, statusCode: 1 });
      const strictOperator = await buildOperator(sdb);
      const paid = await injectAs(strict.app, sdb, strictOperator.id, {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        payload: { status: 2 },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const res = await until(
        async () =>
          (
            await strict.app.inject({
              method: 'GET',
              url: `/api/user/webhooks/${endpoint!.id}/deliveries`,
              headers: { cookie },
            })
          ).json() as { attempts: number; lastError: string | null; lastStatusCode: number }[],
        (rows) => rows[0]?.attempts === 1 && rows[0].lastError !== null,
      );
      expect(res[0]!.lastError).toMatch(/resolves to (127\.0\.0\.1|::1), a private or reserved/);
      expect(res[0]!.lastStatusCode).toBeNull();
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
