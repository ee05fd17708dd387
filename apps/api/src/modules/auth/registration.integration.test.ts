import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, oneTimeCodes, outboxMessages } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { latestCode, newSignUp, outbox, postForm, registerConfirmed } from '../../../test/accounts';

const t = useTestApp();

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
    const [stored] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, details.email));
    expect(stored!.body).toContain(mail.code!);
    expect(stored!.body).toContain('ScreenSpot');
    expect(stored!.html).toContain('ScreenSpot');
    expect(stored!.html).toContain(mail.code!);
    expect(sms.channel).toBe('sms');
    expect(sms.body).toContain(sms.code!);
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

async function customerCount() {
  return (await t.database.db.select({ id: customers.id }).from(customers)).length;
}

/** Moves a customer's codes back in time, as if they had been sent earlier. */
async function ageCodes(customerId: number, seconds: number) {
  const rows = await t.database.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.customerId, customerId));
  for (const row of rows) {
    await t.database.db
      .update(oneTimeCodes)
      .set({
        createdAt: new Date(row.createdAt.getTime() - seconds * 1000),
        expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000),
      })
      .where(eq(oneTimeCodes.id, row.id));
  }
}

describe('POST /api/register with bad input', () => {
  it('accepts a JSON body as well as a form', async () => {
    const details = newSignUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...details, agreeWithTerms: true },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers every missing field with Required and writes nothing', async () => {
    const before = await customerCount();
    const res = await postForm(t.app, '/api/register', {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Required');
    for (const field of [
      'companyName',
      'name',
      'surname',
      'email',
      'phoneNumber',
      'password',
      'agreeWithTerms',
    ]) {
      expect(body.errors[field], field).toBe('Required');
    }
    expect(await customerCount()).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      { password: 'Ab1!', passwordConfirm: 'Ab1!' },
      'password',
      '*Password must be 8 characters long.',
    ],
    [
      { password: 'billboard2024', passwordConfirm: 'billboard2024' },
      'password',
      'Password must contain at least one uppercase letter, one number, and one special character',
    ],
    [{ passwordConfirm: 'Other#2024x' }, 'passwordConfirm', 'Does not match'],
    [{ agreeWithTerms: 'false' }, 'agreeWithTerms', 'Required'],
    [{ phoneNumber: '+9715012' }, 'phoneNumber', 'Invalid phone number'],
    [
      { phoneNumber: '+9715012345678901234' },
      'phoneNumber',
      'A phone number has at most 15 digits',
    ],
    [
      { phoneNumber: '+97142345678' },
      'phoneNumber',
      'Enter a mobile number that can receive text messages.',
    ],
  ])('refuses %j', async (overrides, field, message) => {
    const before = await customerCount();
    const res = await postForm(t.app, '/api/register', newSignUp(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await customerCount()).toBe(before);
  });

  it('answers User already exists for a confirmed email or phone number', async () => {
    const existing = await registerConfirmed(t.app);
    const sameEmail = await postForm(
      t.app,
      '/api/register',
      newSignUp({ email: existing.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('User already exists');
    const samePhone = await postForm(
      t.app,
      '/api/register',
      newSignUp({ phoneNumber: existing.phoneNumber }),
    );
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toBe('User already exists');
  });

  it("refuses a common or guessable password on its field, in the reader's language, and writes nothing", async () => {
    const tooCommon = 'This password is too common or too easy to guess. Please choose another.';
    for (const password of ['Password1!', 'P@ssw0rd1', 'Welcome@2024', 'Qwerty123!']) {
      const details = newSignUp({ password, passwordConfirm: password });
      const res = await postForm(t.app, '/api/register', details);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors).toEqual({ password: tooCommon });
      const rows = await t.database.db
        .select()
        .from(customers)
        .where(eq(customers.email, details.email));
      expect(rows).toEqual([]);
    }
    // Made of the account's own name: weak for this account, though not on any list.
    const named = newSignUp({ name: 'Zainab', surname: 'Alkhateeb' });
    const own = await postForm(t.app, '/api/register', {
      ...named,
      password: 'Zainab#Alkhateeb1',
      passwordConfirm: 'Zainab#Alkhateeb1',
    });
    expect(own.statusCode).toBe(400);
    const arabic = await postForm(
      t.app,
      '/api/register',
      newSignUp({ password: 'Password1!', passwordConfirm: 'Password1!' }),
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().errors.password).toBe(
      'كلمة المرور هذه شائعة جدًا أو سهلة التخمين. يُرجى اختيار كلمة أخرى.',
    );
  });

  it('lets an unconfirmed email sign up again: it starts over as a new sign-up', async () => {
    const details = newSignUp();
    const first = await postForm(t.app, '/api/register', details);
    const { userId } = first.json();
    const again = await postForm(t.app, '/api/register', { ...details, name: 'Sara' });
    expect(again.statusCode).toBe(200);
    expect(again.json().userId).not.toBe(userId);
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, details.email));
    expect(rows.map((row) => row.name)).toEqual(['Sara']);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await postForm(
      t.app,
      '/api/register',
      newSignUp({ companyName: 'x'.repeat(40_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });

  it('refuses a request from another site with 403 and writes nothing', async () => {
    const before = await customerCount();
    const res = await postForm(t.app, '/api/register', newSignUp(), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(await customerCount()).toBe(before);
  });
});

describe('POST /api/register/confirm', () => {
  async function pending() {
    const details = newSignUp();
    const { userId } = (await postForm(t.app, '/api/register', details)).json();
    return {
      details,
      userId: userId as number,
      emailCode: await latestCode(t.app, details.email),
      smsCode: await latestCode(t.app, details.phoneNumber),
    };
  }

  /** The sign-up's confirmation with its two codes, or with the ones given instead. */
  function confirm(
    p: Awaited<ReturnType<typeof pending>>,
    codes: { otpEmail?: string; otpMobile?: string } = {},
  ) {
    return postForm(t.app, '/api/register/confirm', {
      customerId: String(p.userId),
      otpEmail: p.emailCode,
      otpMobile: p.smsCode,
      ...codes,
    });
  }

  it('confirms with both codes and answers the phone number and username', async () => {
    const p = await pending();
    const res = await confirm(p);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phoneNumber: p.details.phoneNumber, username: p.details.email });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, p.userId));
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    const reused = await confirm(p);
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a wrong code, naming the field, and confirms nothing', async () => {
    const p = await pending();
    const wrong = p.smsCode === '000000' ? '111111' : '000000';
    const res = await confirm(p, { otpMobile: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ otpMobile: 'The code is not correct.' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, p.userId));
    expect(row!.confirmedAt).toBeNull();
  });

  it('kills a code after five wrong tries: the sixth fails even when right', async () => {
    const p = await pending();
    const wrong = p.emailCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(p, { otpEmail: wrong });
      expect(res.json().errors.otpEmail).toBe('The code is not correct.');
    }
    const sixth = await confirm(p);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors.otpEmail).toBe('Too many wrong tries. Ask for a new code.');
  });

  it('refuses an expired code', async () => {
    const p = await pending();
    await ageCodes(p.userId, 11 * 60);
    const res = await confirm(p);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.otpEmail).toBe('The code has expired. Ask for a new one.');
  });

  it.each([
    [{}, 'otpEmail', 'Required'],
    [
      { otpEmail: '1234567', otpMobile: '123456', customerId: '1' },
      'otpEmail',
      'The code has 6 characters.',
    ],
    [{ otpEmail: '123456', otpMobile: '123456', customerId: 'abc' }, 'customerId', 'Invalid id'],
  ])('refuses malformed input %j', async (body, field, message) => {
    const res = await postForm(t.app, '/api/register/confirm', body as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses an account that does not exist', async () => {
    const res = await postForm(t.app, '/api/register/confirm', {
      customerId: '999999',
      otpEmail: '123456',
      otpMobile: '123456',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/register/resent', () => {
  it('sends a new email code to the pending account, at most once a minute', async () => {
    const details = newSignUp();
    const { userId } = (await postForm(t.app, '/api/register', details)).json();
    const firstCode = await latestCode(t.app, details.email);

    const mailsBefore = (await outbox(t.app)).filter((m) => m.to === details.email).length;
    const tooSoon = await postForm(t.app, '/api/register/resent', {
      customerId: String(userId),
      username: details.email,
    });
    // The same answer as any other request; within the minute nothing is sent.
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual({ message: 'We sent you a new code.' });
    expect((await outbox(t.app)).filter((m) => m.to === details.email)).toHaveLength(mailsBefore);

    await ageCodes(userId, 61);
    const res = await postForm(t.app, '/api/register/resent', {
      customerId: String(userId),
      username: details.email,
    });
    expect(res.statusCode).toBe(200);
    const newCode = await latestCode(t.app, details.email);
    const smsCode = await latestCode(t.app, details.phoneNumber);

    if (newCode !== firstCode) {
      const old = await postForm(t.app, '/api/register/confirm', {
        customerId: String(userId),
        otpEmail: firstCode,
        otpMobile: smsCode,
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await postForm(t.app, '/api/register/confirm', {
      customerId: String(userId),
      otpEmail: newCode,
      otpMobile: smsCode,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('sends a new SMS code when the phone number is given', async () => {
    const details = newSignUp();
    const { userId } = (await postForm(t.app, '/api/register', details)).json();
    await ageCodes(userId, 61);
    const before = (await outbox(t.app)).filter((m) => m.to === details.phoneNumber).length;
    const res = await postForm(t.app, '/api/register/resent', {
      customerId: String(userId),
      phoneNumber: details.phoneNumber,
    });
    expect(res.statusCode).toBe(200);
    const after = (await outbox(t.app)).filter((m) => m.to === details.phoneNumber).length;
    expect(after).toBe(before + 1);
  });

  it('answers details that are not a pending account as it answers its own, and sends nothing', async () => {
    const details = newSignUp();
    const { userId } = (await postForm(t.app, '/api/register', details)).json();
    await ageCodes(userId, 61);
    const known = await postForm(t.app, '/api/register/resent', {
      customerId: String(userId),
      username: details.email,
    });
    const sentBefore = (await outbox(t.app)).length;
    const others: Record<string, string>[] = [
      { customerId: String(userId), username: 'someone-else@example.com' },
      { customerId: String(userId + 100_000), username: details.email },
      { customerId: String(userId), phoneNumber: '+971509999999' },
    ];
    for (const body of others) {
      const res = await postForm(t.app, '/api/register/resent', body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: known.statusCode,
        body: known.json(),
      });
    }
    expect(known.statusCode).toBe(200);
    expect((await outbox(t.app)).length).toBe(sentBefore);
    const missing = await postForm(t.app, '/api/register/resent', { customerId: String(userId) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.username).toBe('Required');
  });
});
