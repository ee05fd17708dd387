import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { bookingItem, buildLoopScreen } from '../../../test/booking-builders';
import { buildCustomer, injectAs, sessionCookie } from '../../../test/builders';
import { apiTokens, campaigns } from '../../db/schema';
import { operationKey } from '../../http/operation';

const perMinute = 5;
const { t, db } = useTestContext({ API_TOKEN_REQUESTS_PER_MINUTE: String(perMinute) });

async function signedIn() {
  const customer = await buildCustomer(db());
  return { customer, cookie: await sessionCookie(db(), customer.id) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A GET sent with a token, to this instance or another. */
const readWith = (token: string, url: string, app = t.app) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

/** A request sent with a signed-in customer's session cookie. */
const withSession = (
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, payload });

async function createToken(
  cookie: string,
  body: { name: string; scopes: string[]; expiresAt?: string },
) {
  const res = await withSession(cookie, 'POST', '/api/user/tokens', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; token: string };
}

async function bookingBody() {
  const screen = await buildLoopScreen(db());
  return { name: 'API launch', items: [bookingItem({ ledId: screen.id })] };
}

describe('POST /api/user/tokens', () => {
  it('answers the token once and stores only its hash', async () => {
    const { customer, cookie } = await signedIn();
    const { id, token } = await createToken(cookie, { name: 'Planner', scopes: ['read'] });
    expect(token).toMatch(/^ss_[A-Za-z0-9_-]{40,}$/);
    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.customerId).toBe(customer.id);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const list = await withSession(cookie, 'GET', '/api/user/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row!.tokenHash);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      expect.objectContaining({ id, name: 'Planner', scopes: ['read'], lastUsedAt: null }),
    ]);
  });

  it('refuses a token without a name or scope, or with an expiry in the past', async () => {
    const { cookie } = await signedIn();
    for (const [payload, field] of [
      [{ name: ' ', scopes: ['read'] }, 'name'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['admin'] }, 'scopes.0'],
      [{ name: 'x', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
    ] as const) {
      const res = await withSession(cookie, 'POST', '/api/user/tokens', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await withSession(cookie, 'GET', '/api/user/tokens')).json()).toEqual([]);
  });

  it('needs a session: a visitor gets 401 and a token cannot make tokens (403)', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'x', scopes: ['read'] },
    });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await signedIn();
    const { token } = await createToken(cookie, { name: 'All', scopes: ['read', 'book'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: bearer(token),
      payload: { name: 'Another', scopes: ['read', 'book'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/API tokens cannot be used/);
  });
});

describe('Authorization: Bearer', () => {
  it('reaches the customer routes as its owner, and shows its last use', async () => {
    const { customer, cookie } = await signedIn();
    const { id, token } = await createToken(cookie, { name: 'Reader', scopes: ['read'] });
    const me = await readWith(token, '/api/authenticated/customer');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(customer.id);
    expect(me.headers['set-cookie']).toBeUndefined();
    const orders = await readWith(token, '/api/order/getAll');
    expect(orders.statusCode).toBe(200);
    const listed = await withSession(cookie, 'GET', '/api/user/tokens');
    const mine = listed.json().find((row: { id: number }) => row.id === id);
    expect(Date.now() - Date.parse(mine.lastUsedAt)).toBeLessThan(60_000);
  });

  it('books with a book token from any Origin, without cookies', async () => {
    const { customer, cookie } = await signedIn();
    const { token } = await createToken(cookie, { name: 'Booker', scopes: ['book', 'read'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { ...bearer(token), origin: 'https://agency.example' },
      payload: await bookingBody(),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, res.json().campaignId));
    expect(row!.customerId).toBe(customer.id);
  });

  it('a read token cannot book: 403, and nothing is booked', async () => {
    const { customer, cookie } = await signedIn();
    const { token } = await createToken(cookie, { name: 'Reader', scopes: ['read'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(token),
      payload: await bookingBody(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This API token lacks the "book" scope.');
    const rows = await db().select().from(campaigns).where(eq(campaigns.customerId, customer.id));
    expect(rows).toEqual([]);
  });

  it('a read token changes nothing: it reaches GETs and two pure computations, and marking read is refused', async () => {
    // Pricing and proposing take their question as a body, and write nothing.
    const computations = ['POST /api/quote', 'POST /api/recommendations'];
    const reachable = t.app.routeList
      .filter((route) => route.operation?.token === 'read')
      .map((route) => operationKey(route.method, route.url));
    expect(reachable.length).toBeGreaterThan(10);
    expect(
      reachable.filter((key) => !key.startsWith('GET ') && !computations.includes(key)),
    ).toEqual([]);

    const { cookie } = await signedIn();
    const { token } = await createToken(cookie, { name: 'Reader', scopes: ['read'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification/readAll',
      headers: bearer(token),
      payload: { id: 1 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('a book-only token cannot read: 403', async () => {
    const { cookie } = await signedIn();
    const { token } = await createToken(cookie, { name: 'Booker', scopes: ['book'] });
    const res = await readWith(token, '/api/campaigns');
    expect(res.statusCode).toBe(403);
  });

  it('a revoked token gets 401; revoking is its owner’s only', async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const { id, token } = await createToken(cookie, { name: 'Soon gone', scopes: ['read'] });
    const foreign = await withSession(other.cookie, 'DELETE', `/api/user/tokens/${id}`);
    expect(foreign.statusCode).toBe(404);
    const before = await readWith(token, '/api/campaigns');
    expect(before.statusCode).toBe(200);
    const revoked = await withSession(cookie, 'DELETE', `/api/user/tokens/${id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await readWith(token, '/api/campaigns');
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toMatch(/^Bearer/);
    const list = await withSession(cookie, 'GET', '/api/user/tokens');
    expect(list.json()).toEqual([]);
    const again = await withSession(cookie, 'DELETE', `/api/user/tokens/${id}`);
    expect(again.statusCode).toBe(404);
  });

  it('an expired token gets 401', async () => {
    const { cookie } = await signedIn();
    const { id, token } = await createToken(cookie, {
      name: 'Short',
      scopes: ['read'],
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const live = await readWith(token, '/api/campaigns');
    expect(live.statusCode).toBe(200);
    await db()
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, id));
    const res = await readWith(token, '/api/campaigns');
    expect(res.statusCode).toBe(401);
    const list = await withSession(cookie, 'GET', '/api/user/tokens');
    expect(list.json()[0]).toMatchObject({ id, expired: true });
  });

  it('an unknown or malformed token gets 401, and a cookie beside it does not count', async () => {
    const { cookie } = await signedIn();
    for (const authorization of ['Bearer ss_nothing', 'Bearer ', 'bearer x y']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/campaigns',
        headers: { authorization, cookie },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('leaves routes outside the reference to their own authentication', async () => {
    const { cookie } = await signedIn();
    const { token } = await createToken(cookie, { name: 'Reader', scopes: ['read', 'book'] });
    const res = await readWith(token, '/api/admin/orders');
    expect(res.statusCode).toBe(401);
  });

  it('limits each token per minute across instances: 429 with Retry-After', async () => {
    const { cookie } = await signedIn();
    const { token } = await createToken(cookie, { name: 'Busy', scopes: ['read'] });
    const { token: otherToken } = await createToken(cookie, { name: 'Calm', scopes: ['read'] });
    const peer = await t.buildPeer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < perMinute; i += 1) {
        const app = i % 2 === 0 ? t.app : peer.app;
        const res = await readWith(token, '/api/campaigns', app);
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(Array(perMinute).fill(200));
      const refused = await readWith(token, '/api/campaigns', peer.app);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another token of the same account has its own count.
      const other = await readWith(otherToken, '/api/campaigns');
      expect(other.statusCode).toBe(200);
      // A session is not limited by the token's count.
      const session = await injectAs(t.app, db(), (await me(cookie)).id, {
        method: 'GET',
        url: '/api/campaigns',
      });
      expect(session.statusCode).toBe(200);
    } finally {
      await peer.close();
    }
  });
});

async function me(cookie: string): Promise<{ id: number }> {
  const res = await withSession(cookie, 'GET', '/api/authenticated/customer');
  return res.json();
}
