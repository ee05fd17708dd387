import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { type TestApp, useTestApp, withProductionApp } from '../../../test/app';
import { newClientAddress, postForm } from '../../../test/accounts';
import { buildOperator, sessionCookie, testPassword } from '../../../test/builders';

const t = useTestApp();

const post = (app: TestApp['app'], url: string, body: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: body as object, headers: cookie ? { cookie } : {} });

/** Turns the second factor on; answers the secret and the code that confirmed it. */
async function enrol(
  app: TestApp['app'],
  cookie: string,
): Promise<{ secret: string; spent: string }> {
  const setup = await post(app, '/api/admin/second-factor/setup', {}, cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/ScreenSpot:/);
  expect(qrSvg).toContain('<svg');
  const spent = await generate({ secret });
  const confirmed = await post(app, '/api/admin/second-factor/confirm', { code: spent }, cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, spent };
}

describe('an operator with a second factor', () => {
  it('signs in with the password, then a code; a code never works twice', async () => {
    const operator = await buildOperator(t.database.db);
    const { secret, spent } = await enrol(t.app, await sessionCookie(t.database.db, operator.id));
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, operator.id));
    expect(row!.secondFactorSecret).not.toContain(secret);

    const login = () =>
      postForm(
        t.app,
        '/api/login',
        { username: operator.email, password: testPassword },
        {},
        newClientAddress(),
      );
    const first = await login();
    expect(first.statusCode).toBe(202);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { ticket } = first.json();

    const wrong = await post(t.app, '/api/login/second-factor', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    // The code that confirmed the setup was spent: it does not open a session, even when the
    // clock has since moved into the next time step (where a fresh code would work).
    const replay = await post(t.app, '/api/login/second-factor', { ticket, code: spent });
    expect(replay.statusCode).toBe(400);

    // The next time step's code (within the 30 s tolerance) works, once.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const ok = await post(t.app, '/api/login/second-factor', { ticket, code: next });
    expect(ok.statusCode, ok.body).toBe(200);
    const cookie = ok.cookies.find((c) => c.name === 'sid')!;
    const summary = await t.app.inject({
      url: '/api/admin/summary',
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(summary.statusCode).toBe(200);

    const again = await post(t.app, '/api/login/second-factor', {
      ticket: (await login()).json().ticket,
      code: next,
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a made-up ticket', async () => {
    const res = await post(t.app, '/api/login/second-factor', { ticket: 'nope', code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This sign-in has expired. Please sign in again.');
  });
});

describe('in production', () => {
  it('keeps an operator without a second factor out of the console until they set one up', async () => {
    await withProductionApp(async (prod) => {
      const operator = await buildOperator(prod.database.db);
      const cookie = await sessionCookie(prod.database.db, operator.id);
      const get = (url: string, c = cookie) => prod.app.inject({ url, headers: { cookie: c } });
      expect((await get('/api/admin/summary')).statusCode).toBe(403);
      expect((await get('/api/admin/me')).statusCode).toBe(200);
      expect((await get('/api/admin/second-factor')).json()).toEqual({
        enabled: false,
        required: true,
      });
      await enrol(prod.app, cookie);
      expect((await get('/api/admin/summary')).statusCode).toBe(200);
    });
  });

  it('does not ask in development', async () => {
    const operator = await buildOperator(t.database.db);
    const cookie = await sessionCookie(t.database.db, operator.id);
    const res = await t.app.inject({ url: '/api/admin/summary', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });
});
