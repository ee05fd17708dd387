import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { buildCustomer, sessionCookie } from '../../test/builders';

const t = useTestApp();

describe('the small-body limit of the account routes', () => {
  it('refuses a 40 KB body with 413 on every route that takes a form, signed in or not', async () => {
    const cookie = await sessionCookie(t.database.db, (await buildCustomer(t.database.db)).id);
    const routes = [
      '/api/register',
      '/api/login',
      '/api/login/second-factor',
      '/api/password/reset/request',
      '/api/user/profile',
      '/api/user/language',
      '/api/user/credentials/change',
      '/api/user/tokens',
      '/api/user/webhooks',
    ];
    const answers: Record<string, number> = {};
    for (const url of routes) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { name: 'x'.repeat(40_000) },
      });
      answers[url] = res.statusCode;
      if (res.statusCode === 413) expect(res.json().message).toBe('The request is too large.');
    }
    expect(answers).toEqual(Object.fromEntries(routes.map((url) => [url, 413])));
  });

  it('still reads a form of ordinary size', async () => {
    const cookie = await sessionCookie(t.database.db, (await buildCustomer(t.database.db)).id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/language',
      headers: { cookie },
      payload: { language: 'ar' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
