import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('applies defaults', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.embeddedDatabase).toBe(true);
    expect(config.STORAGE).toBe('local');
    expect(config.UPLOAD_HEARTBEAT_SECONDS).toBe(30);
  });

  it('takes an upload heartbeat of 1 to 600 whole seconds', () => {
    expect(parseConfig({ UPLOAD_HEARTBEAT_SECONDS: '1' }).UPLOAD_HEARTBEAT_SECONDS).toBe(1);
    for (const bad of ['0', '601', '1.5', 'soon']) {
      expect(() => parseConfig({ UPLOAD_HEARTBEAT_SECONDS: bad })).toThrow(
        /^Invalid configuration: UPLOAD_HEARTBEAT_SECONDS /,
      );
    }
  });

  it('bounds the booking rules: lead time, the hour awaiting a video, the caps', () => {
    const config = parseConfig({});
    expect(config.MIN_LEAD_MINUTES).toBe(120);
    expect(config.HOLD_AWAITING_VIDEO_MINUTES).toBe(60);
    expect(config.MAX_UNPAID_CAMPAIGNS).toBe(3);
    expect(config.MAX_UNPAID_HOLD_CENTS).toBe(5_000_000);
    expect(parseConfig({ MIN_LEAD_MINUTES: '0' }).MIN_LEAD_MINUTES).toBe(0);
    for (const [name, bad] of [
      ['MIN_LEAD_MINUTES', '-1'],
      ['HOLD_AWAITING_VIDEO_MINUTES', '0'],
      ['MAX_UNPAID_CAMPAIGNS', '0'],
      ['MAX_UNPAID_HOLD_CENTS', '12.5'],
      ['MAX_UNPAID_HOLD_CENTS', 'lots'],
    ] as const) {
      expect(() => parseConfig({ [name]: bad })).toThrow(
        new RegExp(`^Invalid configuration: ${name} `),
      );
    }
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET is required/);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('requires a session secret in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('hashes passwords at the standard cost unless told otherwise, and never cheaply in production', () => {
    expect(parseConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(parseConfig({ NODE_ENV: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(parseConfig({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-secret-of-sixteen' };
    expect(parseConfig(production).PASSWORD_HASH_COST).toBe('standard');
    expect(() => parseConfig({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow(
      /^Invalid configuration: PASSWORD_HASH_COST cannot be test in production/,
    );
  });

  it('trusts no proxy by default and takes addresses, CIDRs and range names', () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual([]);
    expect(
      parseConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback ' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    for (const bad of [
      '*',
      'true',
      '10.0.0.0/33',
      '::/129',
      'proxy.example.com',
      '10.0.0.1/8/1',
      '1',
    ]) {
      expect(() => parseConfig({ TRUST_PROXY: bad })).toThrow(
        /^Invalid configuration: TRUST_PROXY /,
      );
    }
  });
});
