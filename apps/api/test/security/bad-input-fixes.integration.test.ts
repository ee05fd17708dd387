import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentEntries, orders } from '../../src/db/schema';
import { unstorableTextMessage } from '../../src/plugins/input-guard';

const unstorable = 'This text contains a character that is not allowed.';
import { useTestApp } from '../app';
import { buildCustomer, buildOperator, sessionCookie } from '../builders';
import { makeVideo, orderUploadBody } from '../videos';

/** Inputs that once answered 500, found by the bad-input fuzz test. */
const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });
let cookie: string;

beforeAll(async () => {
  // Behind a proxy on this machine, so forwarded headers are read (and must not break anything).
  cookie = await sessionCookie(t.database.db, (await buildCustomer(t.database.db)).id);
});

describe('inputs that PostgreSQL or URL parsing cannot take', () => {
  it('refuses a NUL character in a query, a JSON field or a form field with 400', async () => {
    const finder = await t.app.inject({ url: '/api/leds/getAll?location=Marina%00' });
    expect(finder.statusCode).toBe(400);
    expect(finder.json()).toEqual({
      code: unstorableTextMessage,
      message: unstorable,
      errors: { location: unstorable },
    });

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact/request',
      payload: { name: 'Ra\u0000shid', surname: 'Khan', email: 'r@example.com', message: 'Hi' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toEqual({ name: unstorable });

    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Layla%00',
    });
    expect(profile.statusCode).toBe(400);
  });

  it('refuses half of a surrogate pair, which no JSON column can store, with 400', async () => {
    const operator = await sessionCookie(t.database.db, (await buildOperator(t.database.db)).id);
    const [entry] = await t.database.db.select().from(contentEntries).limit(1);
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a careless client may.
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/content/${entry!.id}`,
      headers: { cookie: operator },
      payload: { values: { title: 'Launch \ud800 week' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: unstorableTextMessage,
      message: unstorable,
      errors: { 'values.title': unstorable },
    });
    const [row] = await t.database.db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.id, entry!.id));
    expect(row!.attributes).toEqual(entry!.attributes);

    // A whole pair (an emoji) is ordinary text.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { name: 'Layla \ud83d\ude00' },
    });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().name).toBe('Layla 😀');
  });

  it('keeps a video whose file name holds control characters, without them', async () => {
    const screen = await t.app.inject({ url: '/api/leds/getAll?size=1' });
    const [{ ledId }] = screen.json() as { ledId: number }[];
    const { payload, headers } = orderUploadBody(
      ledId,
      makeVideo({ seconds: 1 }),
      'spring\u0000\u0007sale.mp4',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, (res.json() as { id: number }).id));
    expect(row!.videoFileName).toBe('springsale.mp4');
  });

  it('refuses a request from another site when the forwarded host makes no URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/request',
      headers: { origin: 'http://localhost', 'x-forwarded-host': 'a b' },
      payload: { name: 'Rashid', surname: 'Khan', email: 'r@example.com', message: 'Hi' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a path it cannot decode with 400 in the API error shape', async () => {
    const res = await t.app.inject({ url: '/api/order/%E0%A4%A', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'request.invalidAddress',
      message: 'This address is not valid.',
    });
  });
});
