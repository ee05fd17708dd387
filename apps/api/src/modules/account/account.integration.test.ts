import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { latestCode, outbox, postForm } from '../../../test/accounts';
import { buildCustomer, sessionCookie } from '../../../test/builders';

const t = useTestApp();

async function signedIn() {
  const customer = await buildCustomer(t.database.db);
  return { customer, cookie: await sessionCookie(t.database.db, customer.id) };
}

/** A form posted with a signed-in customer's session cookie. */
function postAs(cookie: string, url: string, body: Record<string, string>) {
  return postForm(t.app, url, body, { cookie });
}

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/authenticated/customer', headers: { cookie } });
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  return found!;
}

describe('every account call needs a session', () => {
  it.each([
    '/api/user/profile',
    '/api/user/credentials/change',
    '/api/user/credentials/confirm',
    '/api/user/password/change',
  ])('%s answers 401 to a visitor', async (url) => {
    const res = await postForm(t.app, url, { name: 'Someone' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });
});

describe('POST /api/user/profile', () => {
  it('changes the given fields and keeps blank ones', async () => {
    const { customer, cookie } = await signedIn();
    const res = await postAs(cookie, '/api/user/profile', {
      companyName: 'Gulf Screens LLC',
      name: '',
      surname: '  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Gulf Screens LLC',
      name: customer.name,
      surname: customer.surname,
    });
    expect((await row(customer.id)).companyName).toBe('Gulf Screens LLC');
  });

  it('refuses a name that is too long and changes nothing', async () => {
    const { customer, cookie } = await signedIn();
    const res = await postAs(cookie, '/api/user/profile', {
      name: 'x'.repeat(101),
      companyName: 'Changed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe('Must be at most 100 characters long.');
    expect((await row(customer.id)).companyName).toBe(customer.companyName);
  });

  it('changes only the signed-in customer', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await postAs(b.cookie, '/api/user/profile', { name: 'Bilal' });
    expect((await row(a.customer.id)).name).toBe(a.customer.name);
    expect((await row(b.customer.id)).name).toBe('Bilal');
  });
});

describe('POST /api/user/password/change', () => {
  it('changes the password and ends the sessions on other devices', async () => {
    const { customer, cookie } = await signedIn();
    const otherDevice = await sessionCookie(t.database.db, customer.id);
    const res = await postAs(cookie, '/api/user/password/change', {
      currentPassword: customer.password,
      newPassword: 'Skyline@2025',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed');
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const login = await postForm(t.app, '/api/login', {
      username: customer.email,
      password: 'Skyline@2025',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const { customer, cookie } = await signedIn();
    const before = (await row(customer.id)).passwordHash;
    const refusals = [
      {
        body: { currentPassword: 'Wrong#Password1', newPassword: 'Skyline@2025' },
        field: 'currentPassword',
        message: 'The current password is not correct.',
      },
      {
        body: { currentPassword: customer.password, newPassword: 'skyline2025' },
        field: 'newPassword',
        message:
          'Password must contain at least one uppercase letter, one number, and one special character',
      },
      {
        body: { currentPassword: customer.password, newPassword: 'Password1!' },
        field: 'newPassword',
        message: 'This password is too common or too easy to guess. Please choose another.',
      },
    ];
    for (const { body, field, message } of refusals) {
      const res = await postAs(cookie, '/api/user/password/change', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    const missing = await postAs(cookie, '/api/user/password/change', {});
    expect(missing.json().errors).toMatchObject({
      currentPassword: 'Required',
      newPassword: 'Required',
    });
    expect((await row(customer.id)).passwordHash).toBe(before);
  });
});

describe('changing the email address', () => {
  it('sends codes to the old and the new address, then changes it and signs out', async () => {
    const { customer, cookie } = await signedIn();
    const newEmail = `moved-${customer.id}@example.com`;
    const res = await postAs(cookie, '/api/user/credentials/change', {
      emailToChange: newEmail,
      phoneNumberToChange: '',
      password: customer.password,
    });
    expect(res.statusCode).toBe(200);
    const oldCode = await latestCode(t.app, customer.email);
    const newCode = await latestCode(t.app, newEmail);

    const missingOld = await postAs(cookie, '/api/user/credentials/confirm', {
      otpEmailToChange: newCode,
    });
    expect(missingOld.statusCode).toBe(400);
    expect(missingOld.json().errors.otpEmail).toBe('Required');
    expect((await row(customer.id)).email).toBe(customer.email);

    const confirmed = await postAs(cookie, '/api/user/credentials/confirm', {
      otpEmailToChange: newCode,
      otpEmail: oldCode,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Your email address has been changed successfully.',
      username: newEmail,
      phoneNumber: customer.phoneNumber,
      signedOut: true,
    });
    expect(confirmed.cookies.find((c) => c.name === 'sid')!.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const login = await postForm(t.app, '/api/login', {
      username: newEmail,
      password: customer.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong password, the same address and one in use', async () => {
    const { customer, cookie } = await signedIn();
    const other = await buildCustomer(t.database.db);
    const sent = (await outbox(t.app)).length;
    const cases: [Record<string, string>, number, string, string][] = [
      [
        { emailToChange: 'fresh@example.com', password: 'Wrong#Password1' },
        400,
        'password',
        'The password is not correct.',
      ],
      [
        { emailToChange: customer.email, password: customer.password },
        400,
        'emailToChange',
        'This is already your email address.',
      ],
      [
        { emailToChange: other.email, password: customer.password },
        409,
        'emailToChange',
        'This email address is already in use.',
      ],
      [
        { emailToChange: 'nope', password: customer.password },
        400,
        'emailToChange',
        'Invalid email address',
      ],
      [{ password: customer.password }, 400, 'emailToChange', 'Required'],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await postAs(cookie, '/api/user/credentials/change', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors[field]).toBe(message);
    }
    expect((await outbox(t.app)).length).toBe(sent);
  });

  it('does not accept another customer’s codes', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const newEmail = `taken-by-a-${a.customer.id}@example.com`;
    await postAs(a.cookie, '/api/user/credentials/change', {
      emailToChange: newEmail,
      password: a.customer.password,
    });
    const res = await postAs(b.cookie, '/api/user/credentials/confirm', {
      otpEmailToChange: await latestCode(t.app, newEmail),
      otpEmail: await latestCode(t.app, a.customer.email),
    });
    expect(res.statusCode).toBe(400);
    expect((await row(b.customer.id)).email).toBe(b.customer.email);
    expect((await row(a.customer.id)).email).toBe(a.customer.email);
  });

  it('kills the codes after five wrong tries', async () => {
    const { customer, cookie } = await signedIn();
    const newEmail = `five-tries-${customer.id}@example.com`;
    await postAs(cookie, '/api/user/credentials/change', {
      emailToChange: newEmail,
      password: customer.password,
    });
    const newCode = await latestCode(t.app, newEmail);
    const oldCode = await latestCode(t.app, customer.email);
    const wrong = newCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await postAs(cookie, '/api/user/credentials/confirm', {
        otpEmailToChange: wrong,
        otpEmail: oldCode,
      });
    }
    const sixth = await postAs(cookie, '/api/user/credentials/confirm', {
      otpEmailToChange: newCode,
      otpEmail: oldCode,
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors.otpEmailToChange).toBe('Too many wrong tries. Ask for a new code.');
    expect((await row(customer.id)).email).toBe(customer.email);
  });
});

describe('changing the phone number', () => {
  it('texts codes to the old and the new number, then changes it and keeps the session', async () => {
    const { customer, cookie } = await signedIn();
    const newPhone = `+97155${String(customer.id).padStart(7, '0')}`;
    const res = await postAs(cookie, '/api/user/credentials/change', {
      phoneNumberToChange: newPhone,
      password: customer.password,
    });
    expect(res.statusCode).toBe(200);
    const confirmed = await postAs(cookie, '/api/user/credentials/confirm', {
      otpMobileToChange: await latestCode(t.app, newPhone),
      otpMobile: await latestCode(t.app, customer.phoneNumber),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phoneNumber: newPhone, signedOut: false });
    expect((await me(cookie)).json().phoneNumber).toBe(newPhone);
  });

  it('refuses a landline, which cannot receive codes', async () => {
    const { customer, cookie } = await signedIn();
    const res = await postAs(cookie, '/api/user/credentials/change', {
      phoneNumberToChange: '+97142345678',
      password: customer.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phoneNumberToChange).toBe(
      'Enter a mobile number that can receive text messages.',
    );
  });

  it('refuses codes when nothing is pending', async () => {
    const { cookie } = await signedIn();
    const res = await postAs(cookie, '/api/user/credentials/confirm', {
      otpMobileToChange: '123456',
      otpMobile: '123456',
    });
    expect(res.statusCode).toBe(400);
    const empty = await postAs(cookie, '/api/user/credentials/confirm', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.otpEmailToChange).toBe('Required');
  });
});
