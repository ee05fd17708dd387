import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';
import { buildCustomer, buildOperator, sessionCookie } from '../builders';
import {
  badHeaders,
  badParam,
  badQuery,
  cookieJunk,
  unparseableBody,
  wrongTypedBody,
  type BadBody,
} from './bad-input.arbitraries';
import { storedFiles } from '../stored-files';

// No web build: with one, every built file would be a route of its own.
const emptyDist = mkdtempSync(path.join(tmpdir(), 'screenspot-no-dist-'));
/**
 * At least this many generated requests per run, spread evenly over every route. FUZZ_REQUESTS
 * sets another total (the PostgreSQL run of `.ci/run` keeps the default too).
 */
const minimumRequests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = 20_240_808;

/**
 * Routes that take no body and do their whole job whatever it says: logout ends the session it
 * is given, and second-factor setup starts a new enrolment. They get only unparseable bodies.
 */
const actsWithoutBody = new Set(['POST /api/logout', 'POST /api/admin/second-factor/setup']);

// Built while the file loads, so that there is one test per registered route.
// Behind a proxy on this machine, so the fuzzed forwarded headers are read, not ignored.
const t: TestApp = await buildTestApp({ WEB_DIST_DIR: emptyDist, TRUST_PROXY: '127.0.0.1' });
let cookies: Record<'visitor' | 'customer' | 'operator', string>;
let before: Snapshot;
let requests = 0;

type Snapshot = { rows: Record<string, string>; files: string[] };

/** Rows of a raw query; node-postgres and PGlite both answer them in `rows`. */
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every file under the storage folder, temporary or final. */

/** Every table's row count and a fingerprint of its content, and every stored file. */
async function snapshot(): Promise<Snapshot> {
  const tables = await query<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    // Upload limits count every try, malformed ones too (decision 0012): those counters may grow.
    const counted = name === 'auth_attempts' ? sql`where t.key not like 'upload:%'` : sql``;
    // A session's last sight is written after 5 minutes of use, which a slow run reaches: it is
    // left out of the fingerprint, as it is no write of a malformed request's.
    const [row] = await query<{ count: number; digest: string | null }>(
      sql`select count(*)::int as count,
            md5(string_agg(r.row, '|' order by r.row)) as digest
          from (select (to_jsonb(t) - 'last_seen_at')::text as row
                from ${sql.identifier(name)} t ${counted}) r`,
    );
    rows[name] = `${row!.count} rows, ${row!.digest ?? 'empty'}`;
  }
  return { rows, files: storedFiles(t.dataDir) };
}

beforeAll(async () => {
  const db = t.database.db;
  cookies = {
    visitor: '',
    customer: await sessionCookie(db, (await buildCustomer(db)).id),
    operator: await sessionCookie(db, (await buildOperator(db)).id),
  };
  before = await snapshot();
});
afterAll(async () => {
  await t.close();
  rmSync(emptyDist, { recursive: true, force: true });
});

function requestFor(route: { method: string; url: string }) {
  const key = `${route.method} ${route.url}`;
  const body: fc.Arbitrary<BadBody> = actsWithoutBody.has(key)
    ? unparseableBody
    : fc.oneof(unparseableBody, wrongTypedBody);
  return fc.record({
    // Mostly signed in, so most requests get past the role checks to the input.
    role: fc.oneof(
      { arbitrary: fc.constant('visitor' as const), weight: 1 },
      { arbitrary: fc.constant('customer' as const), weight: 2 },
      { arbitrary: fc.constant('operator' as const), weight: 2 },
    ),
    param: badParam,
    query: fc.option(badQuery, { nil: undefined }),
    body,
    headers: badHeaders,
    cookieJunk,
  });
}

const routes = t.app.routeList
  .filter((route) => route.url !== '/api/events')
  .map((route, index) => ({ ...route, index }));
const runsPerRoute = Math.ceil(minimumRequests / routes.length);

describe('malformed input never breaks the service', () => {
  // The live-event stream never ends by itself (inject would wait for ever); its input is only the
  // session cookie, which the authorization matrix and the event tests cover.
  it.each(routes)('$method $url: a 4xx in JSON for every malformed request', async (route) => {
    await fc.assert(
      fc.asyncProperty(requestFor(route), async (input) => {
        const url = route.url.replace(/:\w+/g, input.param);
        const cookie = [cookies[input.role], input.cookieJunk].filter(Boolean).join('; ');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: input.query ? `${url}?${input.query}` : url,
          headers: {
            ...input.headers,
            ...(cookie ? { cookie } : {}),
            ...(input.body.contentType ? { 'content-type': input.body.contentType } : {}),
          },
          ...(input.body.payload !== undefined ? { payload: input.body.payload } : {}),
        });
        requests += 1;
        const where = `${route.method} ${url.slice(0, 200)} (${input.body.family}): ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.headers['content-type'], where).toContain('application/json');
          const answer = res.json() as Record<string, unknown>;
          expect(typeof answer.message, where).toBe('string');
          expect(answer.code, where).toMatch(/^[a-z][\w.]*$/i);
          expect(
            Object.keys(answer).filter((k) => !['code', 'message', 'errors'].includes(k)),
            where,
          ).toEqual([]);
        }
      }),
      { seed: seed + route.index, numRuns: runsPerRoute, endOnFailure: true },
    );
    // Every table as it was, checked route by route so a write names the route that made it.
    expect((await snapshot()).rows).toEqual(before.rows);
  });

  it(`sent at least ${minimumRequests} malformed requests, to every route`, () => {
    expect(requests).toBeGreaterThanOrEqual(minimumRequests);
    expect(requests).toBe(runsPerRoute * routes.length);
  });

  it('survives broken HTTP on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const upload = `POST /api/order HTTP/1.1\r\nHost: x\r\nCookie: ${cookies.customer}\r\n`;
    const broken = [
      'GARBAGE\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
      'POST /api/contact/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n',
      // A body promised longer than it is, then the connection is cut.
      `${upload}Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n` +
        '--b\r\nContent-Disposition: form-data; name="ledId"\r\n\r\n1\r\n--b\r\n' +
        'Content-Disposition: form-data; name="video"; filename="ad.mp4"\r\n\r\n\u0000\u0000',
    ];
    for (const raw of broken) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
        socket.on('data', () => socket.destroy());
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
        setTimeout(() => socket.destroy(), 300);
      });
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('wrote no row and left no file', async () => {
    // A connection cut mid-upload removes its temporary file as the stream fails, a moment later.
    await expect.poll(snapshot, { timeout: 5_000 }).toEqual(before);
  });

  it('keeps answering, sessions included', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/authenticated/customer',
      headers: { cookie: cookies.customer },
    });
    expect(me.statusCode).toBe(200);
  });
});
