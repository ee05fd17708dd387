import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildCustomer, sessionCookie } from '../../../test/builders';
import { openEventStream, RefusedStream } from '../../../test/event-stream';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    EVENTS_MAX_STREAMS_PER_SESSION: '2',
    EVENTS_MAX_STREAMS_PER_ADDRESS: '3',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const tooMany = 'Too many live update streams are open. Close a tab and try again.';

async function newSession() {
  const customer = await buildCustomer(t.database.db);
  return sessionCookie(t.database.db, customer.id);
}

/** The refusal of opening one more stream, or undefined when it opened (and is closed again). */
async function refusal(cookie: string, headers: Record<string, string> = {}) {
  try {
    const stream = await openEventStream(t.app, cookie, headers);
    await stream.close();
    return undefined;
  } catch (error) {
    if (error instanceof RefusedStream) return error;
    throw error;
  }
}

/** Waits until the service has seen a closed stream go (its socket's close reaches it a moment later). */
async function untilOpens(cookie: string) {
  for (;;) {
    if (!(await refusal(cookie))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('live-event streams are bounded', () => {
  it('lets one session hold two streams, answers the third 429 in its language, and frees a closed one', async () => {
    const cookie = await newSession();
    const first = await openEventStream(t.app, cookie);
    const second = await openEventStream(t.app, cookie);
    const third = await refusal(cookie);
    expect(third?.status).toBe(429);
    expect(third?.body.message).toBe(tooMany);
    const arabic = await refusal(cookie, { 'accept-language': 'ar' });
    expect(arabic?.body.message).toBe(
      'فُتح عدد كبير جدًا من اتصالات التحديث المباشر. أغلق علامة تبويب وحاول مرة أخرى.',
    );
    await first.close();
    await untilOpens(cookie);
    await second.close();
  });

  it('lets one address hold three streams, whatever their sessions', async () => {
    const streams = [];
    for (let i = 0; i < 3; i += 1) streams.push(await openEventStream(t.app, await newSession()));
    const fourth = await refusal(await newSession());
    expect(fourth?.status).toBe(429);
    await Promise.all(streams.map((stream) => stream.close()));
    await untilOpens(await newSession());
  });

  it('ends a stream after its lifetime, and frees its place', async () => {
    const short = await buildTestApp({
      EVENTS_MAX_STREAMS_PER_SESSION: '1',
      EVENTS_MAX_SECONDS: '1',
    });
    try {
      await short.app.listen({ port: 0, host: '127.0.0.1' });
      const customer = await buildCustomer(short.database.db);
      const cookie = await sessionCookie(short.database.db, customer.id);
      const stream = await openEventStream(short.app, cookie);
      await stream.waitFor(() => (stream.ended() ? true : undefined), 60_000);
      // Its place is free again: the session may open its one stream anew.
      for (;;) {
        try {
          await (await openEventStream(short.app, cookie)).close();
          break;
        } catch (error) {
          if (!(error instanceof RefusedStream)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    } finally {
      await short.close();
    }
  });

  it('tells a browser that reconnects with Last-Event-ID to refetch everything', async () => {
    const cookie = await newSession();
    const reconnected = await openEventStream(t.app, cookie, { 'last-event-id': 'req-1.4' });
    expect(reconnected.events.map((event) => event.type)).toEqual(['resync']);
    const fresh = await openEventStream(t.app, cookie);
    expect(fresh.events).toEqual([]);
    await Promise.all([reconnected.close(), fresh.close()]);
  });
});
