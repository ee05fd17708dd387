import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusalOf, resolveChecked } from './address-guard';
import { retryPause, yesterdayIn } from './delivery-job';
import { signatureHeader } from './send';

const production = { production: true, allowPrivate: false };

describe('webhook addresses', () => {
  it('allows public unicast addresses only, IPv4 and IPv6, mapped forms unwrapped', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      '2001:db8::1',
      // IPv4-compatible (::/96), in both spellings, whatever IPv4 address they carry.
      '::127.0.0.1',
      '::7f00:1',
      '::10.0.0.1',
      '::a00:1',
      '::8.8.8.8',
      '::808:808',
      '::ffff',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses an endpoint whose host is an IPv4-compatible IPv6 literal', async () => {
    for (const host of ['[::127.0.0.1]', '[::7f00:1]', '[::a9fe:a9fe]', '[::8.8.8.8]']) {
      expect(await refusalOf(`https://${host}/hooks`, production), host).not.toBeNull();
    }
  });

  it('refuses http (but to localhost while developing), credentials and other schemes', async () => {
    expect(await refusalOf('http://localhost:3000/x', production)).toMatch(/https/);
    expect(
      await refusalOf('http://localhost:3000/x', { production: false, allowPrivate: true }),
    ).toBe(null);
    expect(
      await refusalOf('http://example.com/x', { production: false, allowPrivate: true }),
    ).toMatch(/https/);
    expect(await refusalOf('https://a:b@93.184.216.34/', production)).toMatch(/password/);
    expect(await refusalOf('ftp://93.184.216.34/', production)).toMatch(/https/);
    expect(await refusalOf('https://93.184.216.34/hook', production)).toBe(null);
  });

  it('resolves names and refuses one that reaches loopback', async () => {
    await expect(resolveChecked('localhost', production)).rejects.toThrow(/private or reserved/);
    await expect(resolveChecked('93.184.216.34', production)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });
});

describe('webhook delivery timing and signature', () => {
  it('doubles the pause up to six hours, with at most 20 % less for jitter', () => {
    for (const [attempts, full] of [
      [1, 30],
      [2, 60],
      [5, 480],
      [30, 6 * 3600],
    ] as const) {
      const pause = retryPause(attempts, 30);
      expect(pause).toBeLessThanOrEqual(full);
      expect(pause).toBeGreaterThanOrEqual(Math.floor(full * 0.8));
    }
  });

  it('takes yesterday in Dubai (UTC+4)', () => {
    expect(yesterdayIn('Asia/Dubai', new Date('2026-11-24T19:59:00Z'))).toBe('2026-11-23');
    expect(yesterdayIn('Asia/Dubai', new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-24');
    expect(yesterdayIn('Asia/Dubai', new Date('2026-03-01T06:00:00Z'))).toBe('2026-02-28');
  });

  it('signs "<t>.<body>" with HMAC-SHA256', () => {
    // Computed independently: echo -n '1764000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(signatureHeader('whsec_test', '{"a":1}', 1764000000)).toBe(
      't=1764000000,v1=c862972147a4361237a5bcb4f74195e2e5d448641115622fe658a65985c5ae8c',
    );
  });
});
