import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildCustomer, buildOperator, sessionCookie } from '../../../test/builders';
import { openEventStream } from '../../../test/event-stream';
import { makeVideo, orderUploadBody } from '../../../test/videos';
import { screens } from '../../db/schema';

// Two instances of the service on one database, as behind a load balancer: A takes the upload,
// B serves the operator's console.
let t: TestApp;
let peer: { app: FastifyInstance; close(): Promise<void> };
const a = () => t.app;
const b = () => peer.app;

beforeAll(async () => {
  t = await buildTestApp({ EVENTS_KEEPALIVE_SECONDS: '1' });
  peer = await t.buildPeer();
  await a().listen({ port: 0, host: '127.0.0.1' });
  await b().listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await peer?.close();
  await t?.close();
});

/** The screen with the shortest slot. */
async function shortestScreen() {
  const [screen] = await t.database.db
    .select()
    .from(screens)
    .orderBy(asc(screens.durationSeconds))
    .limit(1);
  return screen!;
}

/** Uploads a video of `seconds` (2 by default) to the screen with the shortest slot. */
async function upload(app: FastifyInstance, cookie: string, seconds = 2) {
  const screen = await shortestScreen();
  const body = orderUploadBody(screen.id, makeVideo({ seconds }));
  return app.inject({
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

describe('GET /api/events', () => {
  it('refuses visitors', async () => {
    const res = await a().inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('is an event stream that sends a keep-alive comment while nothing happens', async () => {
    const customer = await buildCustomer(t.database.db);
    const stream = await openEventStream(a(), await sessionCookie(t.database.db, customer.id));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.waitFor(() => (stream.comments.includes('keep-alive') ? true : undefined));
    await stream.close();
  });

  it('brings an upload through A to the operator on B, once; others see nothing', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const stranger = await buildCustomer(db);
    const operator = await buildOperator(db);
    const customerCookie = await sessionCookie(db, customer.id);
    const operatorCookie = await sessionCookie(db, operator.id);
    const operatorTab = await openEventStream(b(), operatorCookie);
    const own = await openEventStream(a(), customerCookie);
    const other = await openEventStream(b(), await sessionCookie(db, stranger.id));

    const res = await upload(a(), customerCookie);
    expect(res.statusCode).toBe(201);
    const placedAt = performance.now();
    const orderId = res.json().id as number;

    // What the console does on the event: refetch its queue from its own instance.
    await operatorTab.waitForEvent('order', (e) => e.data.orderId === orderId);
    const queue = await b().inject({
      method: 'GET',
      url: '/api/admin/moderation',
      headers: { cookie: operatorCookie },
    });
    // How long it took is printed, not asserted: a busy machine must not fail the test.
    const visibleMs = performance.now() - placedAt;
    expect(queue.json().map((o: { id: number }) => o.id)).toContain(orderId);
    process.stdout.write(`upload on A -> in the console on B: ${visibleMs.toFixed(1)} ms\n`);

    await own.waitForEvent('order', (e) => e.data.orderId === orderId);
    // The stranger's stream is given time to (wrongly) receive it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.events).toEqual([]);
    // One event per change, whichever instance made it: never one per instance.
    const ofOrder = (e: { type: string; data: Record<string, unknown> }) =>
      e.type === 'order' && e.data.orderId === orderId;
    expect(operatorTab.events.filter(ofOrder)).toHaveLength(1);
    expect(own.events.filter(ofOrder)).toHaveLength(1);
    await Promise.all([operatorTab.close(), own.close(), other.close()]);
  });

  it('tells the customer on A of a decision made on B, and of a notification read in another tab', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const operator = await buildOperator(db);
    const customerCookie = await sessionCookie(db, customer.id);
    const orderId = (await upload(a(), customerCookie)).json().id as number;
    const tab = await openEventStream(a(), customerCookie);

    const approved = await b().inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/approve`,
      headers: { cookie: await sessionCookie(db, operator.id) },
    });
    expect(approved.statusCode).toBe(200);
    await tab.waitForEvent('order', (e) => e.data.orderId === orderId);
    await tab.waitForEvent('notification');

    const [notification] = (
      await b().inject({
        method: 'GET',
        url: '/api/notification/getAll',
        headers: { cookie: customerCookie },
      })
    ).json();
    const before = tab.events.length;
    await b().inject({
      method: 'POST',
      url: '/api/notification/readAll',
      payload: { id: notification.id },
      headers: { cookie: customerCookie },
    });
    await tab.waitFor(() =>
      tab.events.slice(before).find((e) => e.type === 'notification') ? true : undefined,
    );
    await tab.close();
  });

  it('sends nothing for an upload that was refused', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db);
    const cookie = await sessionCookie(db, customer.id);
    const tab = await openEventStream(a(), cookie);
    // Too long for the screen: refused, and nothing is written.
    const res = await upload(a(), cookie, (await shortestScreen()).durationSeconds + 2);
    expect(res.statusCode).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tab.events).toEqual([]);
    await tab.close();
  });
});
