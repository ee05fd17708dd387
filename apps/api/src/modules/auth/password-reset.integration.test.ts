import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { latestCode, outbox, postForm } from '../../../test/accounts';
import { buildCustomer, sessionCookie } from '../../../test/builders';

const t = useTestApp();

const newPassword = 'Skyline@2025';

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/authenticated/customer', headers: { cookie } });
}

/** The reset's first step: a code sent to the email or phone of the form. */
const requestReset = (fields: Record<string, string>) =>
  postForm(t.app, '/api/password/reset/request', fields);

/** The reset's second step: the code, which the API answers with a token. */
const verifyCode = (fields: Record<string, string>) =>
  postForm(t.app, '/api/password/reset/verify', fields);

/** The reset's last step: the new password with the token that the code's check answered. */
const confirmReset = (password: string, token: string) =>
  postForm(t.app, '/api/password/reset/confirm', { password, otp: token });

const logIn = (username: string, password: string) =>
  postForm(t.app, '/api/login', { username, password });

async function expireCodes(customerId: number) {
  await t.database.db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 700_000) })
    .where(eq(oneTimeCodes.customerId, customerId));
}

describe('password reset by email', () => {
  it('requests, verifies and sets a new password, ending every session', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await sessionCookie(t.database.db, customer.id);

    const requested = await requestReset({
      email: customer.email,
      phoneNumber: '',
    });
    expect(requested.statusCode).toBe(200);
    const code = await latestCode(t.app, customer.email);

    const verified = await verifyCode({
      email: customer.email,
      otpEmail: code,
    });
    expect(verified.statusCode).toBe(200);
    const { token, username } = verified.json();
    expect(username).toBe(customer.email);
    expect(token.length).toBeGreaterThan(20);

    const reusedCode = await verifyCode({
      email: customer.email,
      otpEmail: code,
    });
    expect(reusedCode.statusCode).toBe(400);

    // A common password is refused and spends nothing: the token still sets a good one.
    const common = await confirmReset('Password1!', token);
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe(
      'This password is too common or too easy to guess. Please choose another.',
    );
    const confirmed = await confirmReset(newPassword, token);
    expect(confirmed.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);

    const oldLogin = await logIn(customer.email, customer.password);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await logIn(customer.email, newPassword);
    expect(newLogin.statusCode).toBe(200);

    const reusedToken = await confirmReset('Another@2026', token);
    expect(reusedToken.statusCode).toBe(400);
    expect(reusedToken.json().message).toBe(
      'This password reset has expired. Please ask for a new code.',
    );
  });

  it('answers an unknown email as a known one and throttles resends', async () => {
    const unknown = await requestReset({
      email: 'nobody-at-all@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: 'We sent you a code.' });

    const customer = await buildCustomer(t.database.db);
    expect((await requestReset({ email: customer.email })).statusCode).toBe(200);
    const again = await requestReset({ email: customer.email });
    expect(again.statusCode).toBe(429);
  });

  it('refuses a wrong, an expired and a sixth code', async () => {
    const customer = await buildCustomer(t.database.db);
    await requestReset({ email: customer.email });
    const code = await latestCode(t.app, customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyCode({
        email: customer.email,
        otp: wrong,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.otpEmail).toBe('The code is not correct.');
    }
    const sixth = await verifyCode({
      email: customer.email,
      otp: code,
    });
    expect(sixth.json().errors.otpEmail).toBe('Too many wrong tries. Ask for a new code.');

    await expireCodes(customer.id);
    await requestReset({ email: customer.email });
    const fresh = await latestCode(t.app, customer.email);
    await expireCodes(customer.id);
    const expired = await verifyCode({
      email: customer.email,
      otpEmail: fresh,
    });
    expect(expired.json().errors.otpEmail).toBe('The code has expired. Ask for a new one.');
  });
});

describe('password reset by phone', () => {
  it('sends the code by SMS and answers the token with the phone number', async () => {
    const customer = await buildCustomer(t.database.db);
    const requested = await requestReset({
      phone: customer.phoneNumber,
    });
    expect(requested.statusCode).toBe(200);
    const verified = await verifyCode({
      phoneNumber: customer.phoneNumber,
      otpMobile: await latestCode(t.app, customer.phoneNumber),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().phoneNumber).toBe(customer.phoneNumber);
    expect(verified.json().username).toBeUndefined();

    const confirmed = await confirmReset(newPassword, verified.json().token);
    expect(confirmed.statusCode).toBe(200);
  });

  it('answers an unknown number as a known one, and sends nothing', async () => {
    const res = await requestReset({
      phoneNumber: '+971509999000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We sent you a code.' });
    expect((await outbox(t.app)).some((m) => m.to === '+971509999000')).toBe(false);
  });
});

describe('a reset token is single use', () => {
  it('lets only one of two simultaneous confirmations through', async () => {
    const customer = await buildCustomer(t.database.db);
    await requestReset({ email: customer.email });
    const verified = await verifyCode({
      email: customer.email,
      otpEmail: await latestCode(t.app, customer.email),
    });
    const { token } = verified.json();
    const answers = await Promise.all(
      ['First@2025', 'Second@2025'].map((password) => confirmReset(password, token)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('password reset with bad input', () => {
  it.each([
    ['/api/password/reset/request', {}, 'email', 'Required'],
    ['/api/password/reset/request', { email: 'nope' }, 'email', 'Invalid email address'],
    ['/api/password/reset/request', { phoneNumber: '12' }, 'phoneNumber', 'Invalid phone number'],
    ['/api/password/reset/verify', { email: 'a@example.com' }, 'otpEmail', 'Required'],
    ['/api/password/reset/verify', { phoneNumber: '+971501234567' }, 'otpMobile', 'Required'],
    ['/api/password/reset/confirm', { otp: 'x' }, 'password', 'Required'],
    [
      '/api/password/reset/confirm',
      { otp: 'x', password: 'short' },
      'password',
      'Password must be 8 characters long.',
    ],
    ['/api/password/reset/confirm', { password: newPassword }, 'otp', 'Required'],
  ])('%s refuses %j', async (url, body, field, message) => {
    const res = await postForm(t.app, url, body as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a made-up token', async () => {
    const res = await confirmReset(newPassword, 'made-up-token');
    expect(res.statusCode).toBe(400);
  });
});
