import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

// A database server that accepts connections and never answers: a pool in front of it runs out
// of time the two ways a busy or unreachable database makes it.
let silent: Server;
const sockets = new Set<Socket>();
let pool: pg.Pool;
let t: TestApp;

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  pool = new pg.Pool({
    connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
    max: 1,
    connectionTimeoutMillis: 150,
  });
  t = await buildTestApp(
    {},
    {
      extend: (app) => {
        // The only connection is still opening when the query asks for one.
        app.get('/test/db-unreachable', async () => (await pool.query('select 1')).rows);
        // A second query waits behind the first for the pool's only connection.
        app.get('/test/db-busy', async () => {
          pool.query('select 1').catch(() => {});
          return (await pool.query('select 1')).rows;
        });
        app.get('/test/broken', async () => {
          throw new Error('timeout exceeded while reading the screens');
        });
      },
    },
  );
});

afterAll(async () => {
  await t.close();
  await pool.end().catch(() => {});
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a request that gets no database connection in time', () => {
  it.each(['/test/db-unreachable', '/test/db-busy'])(
    '%s answers 503 with a retry, in the reader’s language',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        code: 'busy',
        message: 'We are busy right now. Please try again in a moment.',
      });
      const arabic = await t.app.inject({ url, headers: { 'accept-language': 'ar' } });
      expect(arabic.statusCode).toBe(503);
      expect(arabic.json().code).toBe('busy');
      expect(arabic.json().message).toBe('نحن مشغولون الآن. يُرجى المحاولة بعد لحظات.');
    },
  );

  it('is told apart from any other failure, which stays a 500', async () => {
    const res = await t.app.inject({ url: '/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('serverError');
  });
});
