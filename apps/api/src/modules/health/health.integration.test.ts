import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

const t = useTestApp();

describe('service basics', () => {
  it('reports a healthy database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  for (const { name, url, statusCode, body } of [
    {
      name: 'answers unknown API paths with 404 JSON',
      url: '/api/no-such-thing',
      statusCode: 404,
      body: { code: 'notFound.route', message: 'Not found: GET /api/no-such-thing' },
    },
    {
      name: 'turns bad query values into a 400 with field messages',
      url: '/api/leds/getAll?categoryId=abc',
      statusCode: 400,
      body: {
        code: 'validation.number.positiveWhole',
        message: 'Must be a positive whole number',
        errors: { categoryId: 'Must be a positive whole number' },
      },
    },
  ]) {
    it(name, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(statusCode);
      expect(res.json()).toEqual(body);
    });
  }

  it('refuses a state-changing request from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/another site/);
  });

  it('lets a same-origin request through to routing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lists the outbox outside production', async () => {
    await t.app.deps.messenger.sendSms({
      to: '+971501112233',
      text: 'Your code is 123456',
      code: '123456',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ to: '+971501112233', channel: 'sms', code: '123456' });
  });
});
