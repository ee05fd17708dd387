import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeouts } from '../../src/plugins/timeouts';
import { buildTestApp, type TestApp } from '../app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      // A long answer that keeps sending (as an event stream does): one line every 2 s for 24 s.
      extend: (app) =>
        app.post('/api/test/long-answer', async (_request, reply) => {
          let sent = 0;
          const stream = new Readable({ read() {} });
          const timer = setInterval(() => {
            sent += 1;
            stream.push(`line ${sent}\n`);
            if (sent === 12) {
              clearInterval(timer);
              stream.push(null);
            }
          }, 2_000);
          return reply.type('text/plain').send(stream);
        }),
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** A raw connection: what the server sent, and when (ms after connecting) it closed. */
function connect() {
  const socket = net.connect({ port, host: '127.0.0.1' });
  const startedAt = Date.now();
  let received = '';
  let closedAfter: number | null = null;
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      closedAfter = Date.now() - startedAt;
      resolve(closedAfter);
    }),
  );
  return {
    socket,
    closed,
    received: () => received,
    isClosed: () => closedAfter !== null,
    connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
  };
}

/** A raw connection that has sent `head` (a request line and headers, maybe more). */
async function connectAndSend(head: string) {
  const connection = connect();
  await connection.connected;
  connection.socket.write(head);
  return connection;
}

/** Writes `piece(i)` every `everyMs` until the connection closes or `pieces` were sent. */
async function trickle(
  connection: ReturnType<typeof connect>,
  piece: (i: number) => string,
  everyMs: number,
  pieces: number,
) {
  for (let i = 0; i < pieces && !connection.isClosed(); i += 1) {
    connection.socket.write(piece(i));
    await Promise.race([new Promise((r) => setTimeout(r, everyMs)), connection.closed]);
  }
}

/** When the connection closed (ms after connecting), or -1 if it is still open after `ms`. */
function closedWithin(connection: ReturnType<typeof connect>, ms: number) {
  return Promise.race([
    connection.closed,
    new Promise<number>((resolve) => setTimeout(() => resolve(-1), ms)),
  ]);
}

/** The server answered 408 and closed the connection within 60 s; answers when it closed. */
async function expectCutOffWithin60s(connection: ReturnType<typeof connect>) {
  const closedAfter = await closedWithin(connection, 60_000);
  expect(closedAfter, 'the connection was still open after 60 s').toBeGreaterThan(0);
  expect(closedAfter).toBeLessThan(60_000);
  expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  return closedAfter;
}

const contactJson = JSON.stringify({
  name: 'Rashid',
  surname: 'Khan',
  email: 'rashid@example.com',
  message: 'Which screens face Sheikh Zayed Road?',
});

describe('connection timeouts (a real socket)', () => {
  it.concurrent(
    'cuts off a client that sends its body one byte every 10 s, within 60 s, with a 408',
    async () => {
      const c = await connectAndSend(
        'POST /api/contact/request HTTP/1.1\r\nHost: localhost\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${contactJson.length}\r\n\r\n`,
      );
      void trickle(c, (i) => contactJson[i]!, 10_000, contactJson.length);
      const closedAfter = await expectCutOffWithin60s(c);
      expect(c.received()).toContain('too slowly');
      console.log(`slow body cut off after ${closedAfter} ms`);
    },
    90_000,
  );

  it.concurrent(
    'cuts off a client that sends its headers one line every 10 s, within 60 s',
    async () => {
      const c = await connectAndSend('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      void trickle(c, (i) => `X-Slow-${i}: yes\r\n`, 10_000, 100);
      const closedAfter = await expectCutOffWithin60s(c);
      console.log(`slow headers cut off after ${closedAfter} ms`);
    },
    90_000,
  );

  it.concurrent(
    'lets a slow but steady upload finish, across more than one idle window',
    async () => {
      // 2 KiB every 2 s (1 KiB/s) for 24 s, well above the minimum rate and longer than a window.
      const chunk = 2048;
      const chunks = Math.ceil((timeouts.bodyWindowMs + 4_000) / 2_000);
      const body = ' '.repeat(chunk * chunks) + contactJson;
      const c = await connectAndSend(
        'POST /api/contact/request HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      await trickle(c, (i) => body.slice(i * chunk, (i + 1) * chunk), 2_000, chunks);
      c.socket.write(contactJson);
      await c.closed;
      expect(c.received()).toMatch(/^HTTP\/1\.1 201 /);
    },
    90_000,
  );

  it.concurrent(
    'closes an idle keep-alive connection after a few seconds',
    async () => {
      const c = await connectAndSend('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const closedAfter = await closedWithin(c, 30_000);
      expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(closedAfter, 'the idle connection was still open after 30 s').toBeGreaterThan(0);
      expect(closedAfter).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 500);
    },
    60_000,
  );

  it.concurrent(
    'does not cut off a long answer that keeps sending, after a request body',
    async () => {
      const c = await connectAndSend(
        'POST /api/test/long-answer HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
          'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      const closedAfter = await c.closed;
      expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(c.received()).toContain('line 12');
      expect(closedAfter).toBeGreaterThan(timeouts.bodyWindowMs);
    },
    90_000,
  );
});
