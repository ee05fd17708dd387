import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, oneTimeCodes, outboxMessages } from '../../db/schema';
import { buildTestApp, capturingLogger, type TestApp, withProductionApp } from '../../../test/app';
import { latestCode, newClientAddress, newSignUp, outbox, postForm } from '../../../test/accounts';
import { buildCustomer } from '../../../test/builders';

let t: TestApp;
// Every log line at every level, to prove no code ever reaches it.
const log = capturingLogger('trace');
beforeAll(async () => {
  t = await buildTestApp({}, { logger: log.logger });
});
afterAll(() => t.close());

const register = (details: Record<string, string>, address = newClientAddress()) =>
  postForm(t.app, '/api/register', details, {}, address);

async function ageCodes(customerId: number) {
  await t.database.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '2 minutes'` })
    .where(eq(oneTimeCodes.customerId, customerId));
}

describe('code guessing is capped per account across re-issued codes', () => {
  it('refuses with 429 after ten wrong codes in an hour, even when new codes were sent', async () => {
    const details = newSignUp();
    const { userId } = (await register(details)).json() as { userId: number };
    const address = newClientAddress();
    const guess = (otpEmail: string, otpMobile: string) =>
      postForm(
        t.app,
        '/api/register/confirm',
        { customerId: String(userId), otpEmail, otpMobile },
        {},
        address,
      );

    // Four tries with both codes wrong: eight wrong codes.
    for (let i = 0; i < 4; i += 1) {
      expect((await guess('000000', '000000')).statusCode).toBe(400);
    }
    // New codes do not buy new guesses.
    await ageCodes(userId);
    const resent = await postForm(
      t.app,
      '/api/register/resent',
      { customerId: String(userId), username: details.email, phoneNumber: details.phoneNumber },
      {},
      newClientAddress(),
    );
    expect(resent.statusCode).toBe(200);
    expect((await guess('000000', '000000')).statusCode).toBe(400);

    const right = await guess(
      await latestCode(t.app, details.email),
      await latestCode(t.app, details.phoneNumber),
    );
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, userId));
    expect(row!.confirmedAt).toBeNull();
  });
});

describe('codes sent are capped per destination and per address', () => {
  it('sends at most five codes an hour to one phone number, whatever the email or address', async () => {
    const phoneNumber = newSignUp().phoneNumber;
    for (let i = 0; i < 5; i += 1) {
      expect((await register(newSignUp({ phoneNumber }))).statusCode).toBe(200);
    }
    const sixth = await register(newSignUp({ phoneNumber }));
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const texts = (await outbox(t.app)).filter((m) => m.to === phoneNumber);
    expect(texts).toHaveLength(5);
  });

  it('takes at most thirty code requests an hour from one address', async () => {
    const address = newClientAddress();
    for (let i = 0; i < 30; i += 1) {
      expect((await register(newSignUp(), address)).statusCode).toBe(200);
    }
    const refused = await register(newSignUp(), address);
    expect(refused.statusCode).toBe(429);
    // A password reset from the same address is refused too: the count covers every code flow.
    const reset = await postForm(
      t.app,
      '/api/password/reset/request',
      { email: 'someone@example.com' },
      {},
      address,
    );
    expect(reset.statusCode).toBe(429);
    // Another address is not affected.
    expect((await register(newSignUp())).statusCode).toBe(200);
  });
});

describe('a password reset request tells nothing about accounts', () => {
  it('sends a reset code right after the sign-up codes, then asks to wait a minute', async () => {
    const details = newSignUp();
    const { userId } = (await register(details)).json() as { userId: number };
    await postForm(t.app, '/api/register/confirm', {
      customerId: String(userId),
      otpEmail: await latestCode(t.app, details.email),
      otpMobile: await latestCode(t.app, details.phoneNumber),
    });
    const reset = () =>
      postForm(
        t.app,
        '/api/password/reset/request',
        { email: details.email },
        {},
        newClientAddress(),
      );
    expect((await reset()).statusCode).toBe(200);
    const again = await reset();
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('answers a known and an unknown address the same way', async () => {
    const customer = await buildCustomer(t.database.db);
    const known = await postForm(
      t.app,
      '/api/password/reset/request',
      { email: customer.email },
      {},
      newClientAddress(),
    );
    const unknown = await postForm(
      t.app,
      '/api/password/reset/request',
      { email: `nobody-${Date.now()}@example.com` },
      {},
      newClientAddress(),
    );
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('codes never reach the log', () => {
  it('logs no code sent or typed, at any level', async () => {
    const details = newSignUp();
    const { userId } = (await register(details)).json() as { userId: number };
    const otpEmail = await latestCode(t.app, details.email);
    const otpMobile = await latestCode(t.app, details.phoneNumber);
    await postForm(t.app, '/api/register/confirm', {
      customerId: String(userId),
      otpEmail,
      otpMobile,
    });
    await postForm(t.app, '/api/password/reset/request', { email: details.email });
    const resetCode = await latestCode(t.app, details.email);
    expect(log.lines().length).toBeGreaterThan(0);
    for (const code of [otpEmail, otpMobile, resetCode]) {
      expect(log.lines().filter((line) => line.includes(code))).toEqual([]);
    }
  });
});

describe('in production the outbox keeps no codes', () => {
  it('stores the mail and the text with the code blanked out', async () => {
    await withProductionApp(async (prod) => {
      const details = newSignUp();
      const res = await postForm(prod.app, '/api/register', details, {}, newClientAddress());
      expect(res.statusCode).toBe(200);
      const rows = await prod.database.db.select().from(outboxMessages);
      const mine = rows.filter((row) => row.to === details.email || row.to === details.phoneNumber);
      expect(mine).toHaveLength(2);
      for (const row of mine) {
        expect(row.code).toBeNull();
        expect(row.body).not.toMatch(/\d{6}/);
        expect(row.body).toContain('••••••');
        expect(row.subject ?? '').not.toMatch(/\d{6}/);
      }
    });
  });
});
