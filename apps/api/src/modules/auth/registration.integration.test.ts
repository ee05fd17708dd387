import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, oneTimeCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { latestCode, newSignUp, outbox, postForm, registerConfirmed } from '../../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates an unconfirmed account and sends a code by email and by SMS', async () => {
    const details = newSignUp();
    const res = await postForm(t.app, '/api/register', details);
    expect(res.statusCode, res.body).toBe(200);
    const { userId } = res.json();
    expect(userId).toEqual(expect.any(Number));

    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, userId));
    expect(row!.confirmedAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.email).toBe(details.email);

    const messages = await outbox(t.app);
    const mail = messages.find((m) => m.to === details.email)!;
    const sms = messages.find((m) => m.to === details.phoneNumber)!;
    expect(mail.channel).toBe('email');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain('ScreenSpot');
    expect(sms.channel).toBe('sms');
    expect(sms.code).toMatch(/^\d{6}$/);

    const codes = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.customerId, userId));
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(code.codeHash).not.toContain(mail.code!);
      expect(code.codeHash).not.toContain(sms.code!);
      const minutes = (code.expiresAt.getTime() - code.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(10, 0);
    }
  });
});
