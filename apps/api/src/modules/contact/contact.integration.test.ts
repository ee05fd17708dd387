import { contactSentMessage } from '@screenspot/contracts/messages';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { contactRequests, outboxMessages } from '../../db/schema';

const t = useTestApp({ SUPPORT_EMAIL: 'help-desk@screenspot.ae' });

const valid = {
  name: 'Mariam',
  surname: 'Al Falasi',
  email: 'Mariam.Falasi@Example.com',
  message: 'Can we book the Sheikh Zayed Road screens for the whole of Ramadan?',
};

/** The contact form as a browser posts it. */
function sendContactForm(payload?: object | string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/contact/request', headers, payload });
}

/** The last mail sent to an address. */
async function lastMailTo(address: string) {
  const [mail] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, address))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return mail;
}

async function counts() {
  const [requests, mails] = await Promise.all([
    t.database.db.select().from(contactRequests),
    t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'help-desk@screenspot.ae')),
  ]);
  return { requests: requests.length, mails: mails.length };
}

describe('POST /api/contact/request', () => {
  it("answers in the language asked for, the spec's English words kept", async () => {
    const arabic = await sendContactForm(valid, { 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(201);
    expect(arabic.json().message).toBe('تم إرسال رسالتك.');
    const english = await sendContactForm(valid, { 'accept-language': 'en' });
    expect(english.json().message).toBe(contactSentMessage);
  });

  it('stores the request and mails the support address, text and HTML', async () => {
    const res = await sendContactForm({ ...valid, name: '  Mariam  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: contactSentMessage });

    const [row] = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, res.json().id));
    expect(row).toMatchObject({ ...valid, handled: false });

    const mail = await lastMailTo('help-desk@screenspot.ae');
    expect(mail!.subject).toContain('Mariam Al Falasi');
    expect(mail!.body).toContain(valid.message);
    expect(mail!.body).toContain(valid.email);
    expect(mail!.body).toContain(', in English.');
    expect(mail!.html).toContain('Ramadan');

    const outbox = await t.app.inject({ url: '/api/dev/outbox' });
    expect(outbox.json()[0]).toMatchObject({ to: 'help-desk@screenspot.ae', channel: 'email' });
  });

  it('tells the support team which language to answer in, from the sender’s browser', async () => {
    const res = await sendContactForm(
      { ...valid, email: 'noura@example.com', message: 'هل يمكن حجز شاشات دبي مول؟' },
      { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
    );
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('help-desk@screenspot.ae');
    expect(mail!.body).toContain('هل يمكن حجز شاشات دبي مول؟');
    expect(mail!.body).toContain('Reply to noura@example.com, in Arabic.');
    // Nothing is mailed to the address typed into the form.
    expect(await lastMailTo('noura@example.com')).toBeUndefined();
  });

  it('accepts a form-encoded body, as the spec sends it', async () => {
    const res = await sendContactForm(new URLSearchParams(valid).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(201);
  });

  it('escapes what the sender wrote in the HTML mail', async () => {
    const res = await sendContactForm({ ...valid, message: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('help-desk@screenspot.ae');
    expect(mail!.body).toContain('<script>alert(1)</script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
  });

  it.each([
    [{ ...valid, email: '' }, 'email', 'Required'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ ...valid, email: 'mariam@example' }, 'email', 'Invalid email address'],
    [{ ...valid, name: '   ' }, 'name', 'Required'],
    [{ ...valid, surname: undefined }, 'surname', 'Required'],
    [{ ...valid, message: '' }, 'message', 'Required'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'Please keep this under 5000 characters.'],
    [{ ...valid, name: 42 }, 'name', 'Required'],
  ])(
    'refuses bad input %# with the spec message and stores nothing',
    async (payload, field, message) => {
      const before = await counts();
      const res = await sendContactForm(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      expect(res.json().message).toBeTruthy();
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a missing or malformed body with 400 and stores nothing', async () => {
    const before = await counts();
    const empty = await sendContactForm();
    expect(empty.statusCode).toBe(400);
    const broken = await sendContactForm('{"name":', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a request from another site', async () => {
    const before = await counts();
    const res = await sendContactForm(valid, { origin: 'https://evil.example.com' });
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
