import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { newClientAddress, newSignUp, outbox, postForm } from '../../../test/accounts';
import { buildCustomer, buildOrder, sessionCookie } from '../../../test/builders';
import { notifyOrderEvent, sendPendingMails } from '../notifications/service';

const t = useTestApp();

async function signedIn() {
  const customer = await buildCustomer(t.database.db);
  return { customer, cookie: await sessionCookie(t.database.db, customer.id) };
}

function chooseLanguage(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/language',
    headers,
    payload: body as object,
  });
}

/** A sign-up from an address of its own, with the browser's Accept-Language if it sends one. */
function signUp(details: Record<string, string>, acceptLanguage?: string) {
  const headers: Record<string, string> = acceptLanguage
    ? { 'accept-language': acceptLanguage }
    : {};
  return postForm(t.app, '/api/register', details, headers, newClientAddress());
}

async function languageOf(id: number) {
  const [found] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  return found!.language;
}

describe('POST /api/user/language', () => {
  it('sets the signed-in customer’s language and answers the customer', async () => {
    const { customer, cookie } = await signedIn();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/authenticated/customer',
      headers: { cookie },
    });
    expect(me.json().language).toBe('en');

    const res = await chooseLanguage({ language: 'ar' }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: customer.id, language: 'ar' });
    expect(await languageOf(customer.id)).toBe('ar');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/authenticated/customer',
      headers: { cookie },
    });
    expect(after.json().language).toBe('ar');
  });

  it('changes only the signed-in customer', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await chooseLanguage({ language: 'ar' }, { cookie: b.cookie });
    expect(await languageOf(a.customer.id)).toBe('en');
    expect(await languageOf(b.customer.id)).toBe('ar');
  });

  it('answers 401 to a visitor', async () => {
    const res = await chooseLanguage({ language: 'ar' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it.each([{ language: 'fr' }, { language: '' }, {}, { language: ['ar'] }])(
    'refuses %j with a 400 and changes nothing',
    async (body) => {
      const { customer, cookie } = await signedIn();
      const res = await chooseLanguage(body, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().errors.language).toEqual(expect.any(String));
      expect(await languageOf(customer.id)).toBe('en');
    },
  );
});

describe('sign-up language', () => {
  it.each([
    [undefined, 'en'],
    ['ar', 'ar'],
    ['ar-AE,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,ar;q=0.5,en;q=0.4', 'ar'],
    ['de', 'en'],
  ])('Accept-Language %s gives %s', async (acceptLanguage, expected) => {
    const details = newSignUp();
    const res = await signUp(details, acceptLanguage);
    expect(res.statusCode).toBe(200);
    expect(await languageOf(res.json().userId)).toBe(expected);
  });
});

describe('error messages follow Accept-Language', () => {
  const weakSignUp = { ...newSignUp(), password: 'short', passwordConfirm: 'short', name: '' };

  it.each([
    [undefined, 'Required', '*Password must be 8 characters long.'],
    ['en', 'Required', '*Password must be 8 characters long.'],
    ['en-US,en;q=0.9,ar;q=0.8', 'Required', '*Password must be 8 characters long.'],
    ['ar', 'مطلوب', '*يجب ألا تقل كلمة المرور عن 8 أحرف.'],
    ['ar-AE,ar;q=0.9,en;q=0.8', 'مطلوب', '*يجب ألا تقل كلمة المرور عن 8 أحرف.'],
    ['en;q=0.4, ar;q=0.7', 'مطلوب', '*يجب ألا تقل كلمة المرور عن 8 أحرف.'],
  ])('a validation error with Accept-Language %s', async (acceptLanguage, required, password) => {
    const res = await signUp(weakSignUp, acceptLanguage);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: required, password });
    expect(res.headers['content-language']).toBe(required === 'Required' ? 'en' : 'ar');
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('an error of the API itself, with a value inside it', async () => {
    const { cookie } = await signedIn();
    const res = await chooseLanguage({ language: 'fr' }, { cookie, 'accept-language': 'ar' });
    expect(res.json().errors.language).toBe('اختر en أو ar');
    const visitor = await chooseLanguage({ language: 'ar' }, { 'accept-language': 'ar' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('يُرجى تسجيل الدخول للمتابعة.');
    expect(visitor.headers['content-language']).toBe('ar');
  });
});

describe('mail and SMS in the customer’s language', () => {
  it('a sign-up in Arabic gets its codes in Arabic; one in English as before', async () => {
    const arabic = newSignUp();
    await signUp(arabic, 'ar-AE');
    const english = newSignUp();
    await signUp(english);
    const sent = await outbox(t.app);

    const arabicMail = sent.find((m) => m.to === arabic.email)!;
    expect(arabicMail.subject).toBe(`${arabicMail.code} هو رمز ScreenSpot الخاص بك`);
    expect(arabicMail.body).toContain('أكّد عنوان بريدك الإلكتروني');
    expect(arabicMail.body).toContain('تنتهي صلاحيته خلال 10 دقائق.');
    const arabicSms = sent.find((m) => m.to === arabic.phoneNumber)!;
    expect(arabicSms.body).toBe(
      `ScreenSpot: رمزك هو ${arabicSms.code} لإكمال التسجيل. تنتهي صلاحيته خلال 10 دقائق.`,
    );

    const englishMail = sent.find((m) => m.to === english.email)!;
    expect(englishMail.subject).toBe(`${englishMail.code} is your ScreenSpot code`);
    const englishSms = sent.find((m) => m.to === english.phoneNumber)!;
    expect(englishSms.body).toBe(
      `ScreenSpot: your code is ${englishSms.code} to finish signing up. It expires in 10 minutes.`,
    );
  });

  it('an order notice reaches an Arabic customer in Arabic, in the app and by mail', async () => {
    const db = t.database.db;
    const customer = await buildCustomer(db, { language: 'ar' });
    const order = await buildOrder(db, { customerId: customer.id });
    await db.transaction((tx) => notifyOrderEvent(tx, order.id, 'approved', {}));
    await sendPendingMails({ db, messenger: t.app.deps.messenger, log: t.app.log });

    const mail = (await outbox(t.app)).find((m) => m.to === customer.email)!;
    expect(mail.subject).toMatch(/^تمت الموافقة على الفيديو الخاص بك لشاشة /);
    expect(mail.body).toContain(`مرحبًا ${customer.name}،`);
    expect(mail.body).toContain(`عرض الطلب رقم ${order.id}`);

    const cookie = await sessionCookie(db, customer.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notification/getAll',
      headers: { cookie },
    });
    expect(list.json()[0].title).toBe(mail.subject);
  });
});
