import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, capturingLogger, type TestApp } from '../app';

/** The contact form allows 20 requests per address in 10 minutes (counted before validation). */
const contactLimit = 20;

function contact(t: TestApp, headers: Record<string, string>, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact/request',
    headers,
    payload: {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('with no TRUST_PROXY (the default)', () => {
  let t: TestApp;
  const log = capturingLogger('info');
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: log.logger });
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For on every request does not escape the per-address limit', async () => {
    for (let i = 0; i < contactLimit; i += 1) {
      const res = await contact(t, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.statusCode).toBe(400);
    }
    const res = await contact(t, { 'x-forwarded-for': '198.51.100.250' });
    expect(res.statusCode).toBe(429);
  });

  it('logs the socket address, not the forwarded one', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-for': '203.0.113.77', 'x-request-id': 'trace-0001-address' },
    });
    expect(res.statusCode).toBe(200);
    const entry = log
      .lines()
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { remoteAddress?: string } })
      .find((line) => line.reqId === 'trace-0001-address' && line.req);
    expect(entry?.req?.remoteAddress).toBe('127.0.0.1');
    expect(log.lines().join('\n')).not.toContain('203.0.113.77');
  });
});

describe('with TRUST_PROXY listing the proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
  });
  afterAll(() => t.close());

  it('a listed proxy forwards each client under its own address', async () => {
    for (let i = 0; i < contactLimit + 5; i += 1) {
      const res = await contact(t, { 'x-forwarded-for': `198.51.100.${i + 1}` }, '10.1.2.3');
      expect(res.statusCode).toBe(400);
    }
  });

  it('a client that is not a listed proxy cannot escape its limit by forging the header', async () => {
    for (let i = 0; i < contactLimit; i += 1) {
      const res = await contact(t, { 'x-forwarded-for': `203.0.113.${i + 1}` }, '192.0.2.9');
      expect(res.statusCode).toBe(400);
    }
    const res = await contact(t, { 'x-forwarded-for': '203.0.113.250' }, '192.0.2.9');
    expect(res.statusCode).toBe(429);
  });

  it('a forged hop prepended before the listed proxy does not count', async () => {
    // The client (198.51.100.200) sends "X-Forwarded-For: <forged>"; the proxy appends the real one.
    for (let i = 0; i < contactLimit; i += 1) {
      const forwarded = `203.0.113.${i + 1}, 198.51.100.200`;
      const res = await contact(t, { 'x-forwarded-for': forwarded }, '192.0.2.1');
      expect(res.statusCode).toBe(400);
    }
    const res = await contact(
      t,
      { 'x-forwarded-for': '203.0.113.250, 198.51.100.200' },
      '192.0.2.1',
    );
    expect(res.statusCode).toBe(429);
  });
});

describe('X-Request-Id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const idOf = async (value: string) =>
    String(
      (await t.app.inject({ url: '/api/health', headers: { 'x-request-id': value } })).headers[
        'x-request-id'
      ],
    );
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('keeps a plain token of 8 to 64 letters, digits and dashes', async () => {
    expect(await idOf('trace-12345678')).toBe('trace-12345678');
    expect(await idOf('A'.repeat(64))).toBe('A'.repeat(64));
  });

  it('replaces anything else with an id of its own', async () => {
    for (const bad of [
      'short',
      'A'.repeat(65),
      'has space in it',
      '<script>x</script>',
      'a_b_c_d_e_f',
      '../../etc/passwd',
    ]) {
      const id = await idOf(bad);
      expect(id).not.toBe(bad);
      expect(id).toMatch(uuid);
    }
  });
});
