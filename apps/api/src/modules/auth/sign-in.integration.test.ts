import { sessionExpiredMessage } from '@screenspot/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sessions } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { cookieFrom, newSignUp, postForm, registerConfirmed } from '../../../test/accounts';
import { buildCustomer } from '../../../test/builders';

const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });
beforeAll(async () => {
  // The tests speak for clients behind a proxy on this machine (X-Forwarded-For, -Proto).
});

function login(username: string, password: string, headers: Record<string, string> = {}) {
  return postForm(t.app, '/api/login', { username, password }, headers);
}

function me(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/authenticated/customer',
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /api/login', () => {
  it('signs a confirmed customer in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const account = await registerConfirmed(t.app);
    const res = await login(account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: account.userId,
      companyName: account.companyName,
      name: account.name,
      surname: account.surname,
      username: account.email,
      phoneNumber: account.phoneNumber,
      trn: null,
      role: 'customer',
      language: 'en',
      currency: 'USD',
    });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();

    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, account.userId));
    expect(stored!.tokenHash).not.toBe(cookie.value);

    const current = await me(cookieFrom(res));
    expect(current.statusCode).toBe(200);
    expect(current.json().username).toBe(account.email);
  });

  it('does not let a request header decide the Secure flag (PUBLIC_URL does)', async () => {
    const customer = await buildCustomer(t.database.db);
    const res = await login(customer.email, customer.password, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBeUndefined();
  });

  it('answers User not exists for a wrong password or an unknown email', async () => {
    const customer = await buildCustomer(t.database.db);
    const wrong = await login(customer.email, 'Wrong#Password1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('User not exists');
    expect(wrong.cookies).toHaveLength(0);
    const unknown = await login('nobody-here@example.com', 'Billboard#2024');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('User not exists');
  });

  it('refuses an account that has not confirmed its codes', async () => {
    const details = newSignUp();
    await postForm(t.app, '/api/register', details);
    const res = await login(details.email, details.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Please confirm the codes we sent to your phone and email before signing in.',
    );
    expect(res.cookies).toHaveLength(0);
  });

  it.each([
    [{}, 'username', 'Required'],
    [{ username: 'not-an-email', password: 'x' }, 'username', 'Invalid email address'],
    [{ username: 'a@example.com' }, 'password', 'Required'],
  ])('refuses malformed input %j', async (body, field, message) => {
    const res = await postForm(t.app, '/api/login', body as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('rotates the session: the token held before sign-in stops working', async () => {
    const customer = await buildCustomer(t.database.db);
    const first = cookieFrom(await login(customer.email, customer.password));
    const second = await login(customer.email, customer.password, { cookie: first });
    expect(cookieFrom(second)).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(cookieFrom(second))).statusCode).toBe(200);
  });

  it('refuses a sign-in from another site', async () => {
    const customer = await buildCustomer(t.database.db);
    const res = await login(customer.email, customer.password, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });
});

describe('sign-in rate limits', () => {
  it('refuses an account with 429 after five wrong passwords, even with the right one', async () => {
    const customer = await buildCustomer(t.database.db);
    const ip = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 5; i += 1) {
      expect((await login(customer.email, 'Wrong#Password1', ip)).statusCode).toBe(401);
    }
    const locked = await login(customer.email, customer.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');

    const other = await buildCustomer(t.database.db);
    expect((await login(other.email, other.password, ip)).statusCode).toBe(200);
  });

  it('refuses an address with 429 after twenty wrong tries across accounts', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 20; i += 1) {
      const res = await login(`guess-${i}@example.com`, 'Wrong#Password1', ip);
      expect(res.statusCode).toBe(401);
    }
    const customer = await buildCustomer(t.database.db);
    expect((await login(customer.email, customer.password, ip)).statusCode).toBe(429);
    const elsewhere = await login(customer.email, customer.password, {
      'x-forwarded-for': '203.0.113.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts attempts made on another instance of the service', async () => {
    const second = await buildApp({
      config: t.config,
      database: { ...t.database, close: async () => {} },
      logger: false,
    });
    await second.ready();
    try {
      const customer = await buildCustomer(t.database.db);
      const ip = { 'x-forwarded-for': '192.0.2.44' };
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? t.app : second;
        const res = await postForm(
          app,
          '/api/login',
          { username: customer.email, password: 'Wrong#Password1' },
          ip,
        );
        expect(res.statusCode).toBe(401);
      }
      const res = await postForm(
        second,
        '/api/login',
        { username: customer.email, password: customer.password },
        ip,
      );
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/logout and GET /api/authenticated/customer', () => {
  it('ends the session and clears the cookie', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = cookieFrom(await login(customer.email, customer.password));
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers a visitor logging out with 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 JSON without a session or with a made-up one', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please sign in to continue.');
    expect((await me('sid=made-up-token')).statusCode).toBe(401);
  });

  it('tells a tab asking on behalf of a visitor that nobody is signed in, without an error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/authenticated/customer?visitor=ok',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('says a session has expired when the cookie names a session that ended, and drops it', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = cookieFrom(await login(customer.email, customer.password));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/authenticated/customer?visitor=ok',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(sessionExpiredMessage);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('answers a signed-in tab with its customer', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = cookieFrom(await login(customer.email, customer.password));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/authenticated/customer?visitor=ok',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(customer.email);
  });
});
