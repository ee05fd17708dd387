import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildTestApp, useTestApp } from '../../../test/app';
import { newClientAddress, postForm } from '../../../test/accounts';
import { buildCustomer, testPassword } from '../../../test/builders';

const t = useTestApp();

async function signIn(email: string, userAgent: string) {
  const res = await postForm(
    t.app,
    '/api/login',
    { username: email, password: testPassword },
    { 'user-agent': userAgent },
    newClientAddress(),
  );
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'sid')!;
  return `sid=${cookie.value}`;
}

const me = (cookie: string) =>
  t.app.inject({ url: '/api/authenticated/customer', headers: { cookie } });

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('session lifetime', () => {
  it('ends a session unused for 7 days', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await signIn(customer.email, chrome);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(sessions.customerId, customer.id));
    const idle = await me(cookie);
    expect(idle.statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however much it is used', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await signIn(customer.email, chrome);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, customer.id));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.customerId, customer.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('writes last_seen_at when it is more than five minutes old, not on every request', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await signIn(customer.email, chrome);
    const lastSeen = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.customerId, customer.id)))[0]!
        .lastSeenAt;
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '3 minutes'` })
      .where(eq(sessions.customerId, customer.id));
    const threeMinutesAgo = await lastSeen();
    await me(cookie);
    expect((await lastSeen()).getTime()).toBe(threeMinutesAgo.getTime());

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 days'` })
      .where(eq(sessions.customerId, customer.id));
    await me(cookie);
    expect(Date.now() - (await lastSeen()).getTime()).toBeLessThan(60_000);
  });
});

describe('signed-in devices', () => {
  it('lists the devices and signs out all but this one', async () => {
    const customer = await buildCustomer(t.database.db);
    const laptop = await signIn(customer.email, chrome);
    const phone = await signIn(customer.email, safari);

    const list = await t.app.inject({ url: '/api/user/sessions', headers: { cookie: laptop } });
    expect(list.statusCode).toBe(200);
    const devices = list.json() as { device: string; current: boolean }[];
    expect(devices.map((d) => d.device).sort()).toEqual(['Chrome on Windows', 'Safari on iOS']);
    expect(devices.find((d) => d.current)!.device).toBe('Chrome on Windows');
    expect(list.headers['cache-control']).toBe('no-store');

    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/sessions/others',
      headers: { cookie: laptop },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('shows a customer only their own devices', async () => {
    const a = await buildCustomer(t.database.db);
    const b = await buildCustomer(t.database.db);
    const cookieA = await signIn(a.email, chrome);
    await signIn(b.email, safari);
    const list = await t.app.inject({ url: '/api/user/sessions', headers: { cookie: cookieA } });
    expect(list.json()).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/user/sessions' })).statusCode).toBe(401);
  });
});

describe('the session cookie behind https', () => {
  it('is __Host-sid and Secure when PUBLIC_URL is https, and a request header never decides it', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://screenspot.example' });
    try {
      const customer = await buildCustomer(secure.database.db);
      const res = await postForm(
        secure.app,
        '/api/login',
        { username: customer.email, password: testPassword },
        { origin: 'https://screenspot.example' },
      );
      expect(res.statusCode, res.body).toBe(200);
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^__Host-sid=[\w-]{40,};/);
      expect(header).toMatch(/; Secure(;|$)/);
      expect(header).toMatch(/; Path=\/(;|$)/);
      expect(header).not.toMatch(/Domain=/i);
      const cookie = `__Host-sid=${res.cookies.find((c) => c.name === '__Host-sid')!.value}`;
      const who = await secure.app.inject({
        url: '/api/authenticated/customer',
        headers: { cookie },
      });
      expect(who.statusCode).toBe(200);
    } finally {
      await secure.close();
    }

    const customer = await buildCustomer(t.database.db);
    const plain = await postForm(
      t.app,
      '/api/login',
      { username: customer.email, password: testPassword },
      { 'x-forwarded-proto': 'https' },
      newClientAddress(),
    );
    expect(String(plain.headers['set-cookie'])).toMatch(/^sid=/);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});
