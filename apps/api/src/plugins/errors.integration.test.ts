import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, capturingLogger, type TestApp } from '../../test/app';
import { newClientAddress, newSignUp, postForm } from '../../test/accounts';

let t: TestApp;
const log = capturingLogger('trace');
beforeAll(async () => {
  t = await buildTestApp({}, { logger: log.logger });
});
afterAll(() => t.close());

describe('a query that fails', () => {
  it('answers 500 and logs its SQL, but not the values it carried', async () => {
    // The database refuses every new account, as it would mid-restart or on a full disk.
    await t.database.db.execute(
      sql`alter table customers add constraint refuse_all check (false) not valid`,
    );
    const details = newSignUp();
    const res = await postForm(t.app, '/api/register', details, {}, newClientAddress());
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'serverError',
      message: 'Something went wrong on our side. Please try again.',
    });

    const failure = log.lines().find((line) => line.includes('request failed'));
    expect(failure).toContain('insert into \\"customers\\"');
    // The password's hash and the person's details stay out of the log.
    expect(failure).not.toContain('$argon2');
    expect(failure).not.toContain(details.email);
    expect(failure).not.toContain(details.phoneNumber);
  });
});

describe('an error answer (decision 0058)', () => {
  it('names its message by code, the same in every language, with the text in the asked one', async () => {
    const english = await t.app.inject({ url: '/api/leds?ledId=987654' });
    const arabic = await t.app.inject({
      url: '/api/leds?ledId=987654',
      headers: { 'accept-language': 'ar' },
    });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      code: 'screen.notFoundAlt',
      message: 'We could not find this screen.',
    });
    expect(arabic.json().code).toBe('screen.notFoundAlt');
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.headers['content-language']).toBe('ar');
  });

  it('gives a refusal with values its words in each language, and its fields theirs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { 'accept-language': 'ar' },
      payload: {
        items: [
          {
            ledId: 1,
            startDate: '2000-01-01',
            endDate: '2000-01-02',
            dayparts: ['morning'],
            spotsPerLoop: 1,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string; errors: Record<string, string> };
    expect(body.code).toBe('booking.startPassed');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.message).toContain('Asia/Dubai');
    expect(Object.values(body.errors)).toEqual([body.message]);
  });
});
