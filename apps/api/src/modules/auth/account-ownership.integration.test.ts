import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, oneTimeCodes } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { latestCode, newClientAddress, newSignUp, outbox, postForm } from '../../../test/accounts';

const t = useTestApp();

const register = (details: Record<string, string>) =>
  postForm(t.app, '/api/register', details, {}, newClientAddress());

async function confirm(userId: number, email: string, phone: string) {
  return postForm(t.app, '/api/register/confirm', {
    customerId: String(userId),
    otpEmail: await latestCode(t.app, email),
    otpMobile: await latestCode(t.app, phone),
  });
}

const signIn = (username: string, password: string) =>
  postForm(t.app, '/api/login', { username, password }, {}, newClientAddress());

describe('an unconfirmed sign-up owns nothing', () => {
  it("never hands an earlier sign-up's password to the person who confirms the address", async () => {
    const victim = newSignUp({ password: 'Victim#Pass2024', passwordConfirm: 'Victim#Pass2024' });
    // Someone signs up first with the victim's email, their own phone and their own password.
    const attacker = newSignUp({
      email: victim.email,
      password: 'Attacker#Pass1',
      passwordConfirm: 'Attacker#Pass1',
    });
    const pre = await register(attacker);
    expect(pre.statusCode).toBe(200);
    const attackerId = pre.json().userId as number;

    const real = await register(victim);
    expect(real.statusCode).toBe(200);
    const victimId = real.json().userId as number;
    expect(victimId).not.toBe(attackerId);

    // The first sign-up is gone: its id and codes confirm nothing any more.
    const stale = await postForm(t.app, '/api/register/confirm', {
      customerId: String(attackerId),
      otpEmail: await latestCode(t.app, victim.email),
      otpMobile: await latestCode(t.app, attacker.phoneNumber),
    });
    expect(stale.statusCode).toBe(400);

    expect((await confirm(victimId, victim.email, victim.phoneNumber)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, victim.email));
    expect(rows).toHaveLength(1);
    expect((await signIn(victim.email, 'Attacker#Pass1')).statusCode).toBe(401);
    expect((await signIn(victim.email, 'Victim#Pass2024')).statusCode).toBe(200);
  });

  it('does not hold a phone number: the real owner of the number signs up and confirms', async () => {
    const victim = newSignUp();
    const squatter = await register(newSignUp({ phoneNumber: victim.phoneNumber }));
    expect(squatter.statusCode).toBe(200);
    const real = await register(victim);
    expect(real.statusCode).toBe(200);
    const confirmed = await confirm(real.json().userId, victim.email, victim.phoneNumber);
    expect(confirmed.statusCode).toBe(200);
  });

  it('is forgotten 24 hours after its last code', async () => {
    const details = newSignUp();
    const { userId } = (await register(details)).json() as { userId: number };
    const emailCode = await latestCode(t.app, details.email);
    const smsCode = await latestCode(t.app, details.phoneNumber);
    await t.database.db
      .update(oneTimeCodes)
      .set({
        createdAt: sql`${oneTimeCodes.createdAt} - interval '25 hours'`,
        expiresAt: sql`now() + interval '10 minutes'`,
      })
      .where(eq(oneTimeCodes.customerId, userId));

    const late = await postForm(t.app, '/api/register/confirm', {
      customerId: String(userId),
      otpEmail: emailCode,
      otpMobile: smsCode,
    });
    expect(late.statusCode).toBe(400);
    const mailsBefore = (await outbox(t.app)).filter((m) => m.to === details.email).length;
    const resend = await postForm(
      t.app,
      '/api/register/resent',
      { customerId: String(userId), username: details.email },
      {},
      newClientAddress(),
    );
    // The same answer as for a pending sign-up, but no code goes to the replaced one.
    expect(resend.statusCode).toBe(200);
    expect((await outbox(t.app)).filter((m) => m.to === details.email).length).toBe(mailsBefore);

    // The address is free: a new sign-up for it starts over and can be confirmed.
    const fresh = await register(details);
    expect(fresh.statusCode).toBe(200);
    expect(
      (await confirm(fresh.json().userId, details.email, details.phoneNumber)).statusCode,
    ).toBe(200);
  });
});
