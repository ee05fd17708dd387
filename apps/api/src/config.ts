import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.url().optional());

/** The names proxy-addr knows for whole private ranges, besides addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IP address, a CIDR such as 10.0.0.0/8, or a range name. */
export function isProxyEntry(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-* headers count, comma-separated; none by default, so the
 * client's address is the socket's and no header a client sends can change it.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.every(isProxyEntry),
    'must be comma-separated IP addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
  );

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxySchema,
    SESSION_SECRET: z.string().min(16).optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('ScreenSpot <no-reply@screenspot.ae>'),
    SUPPORT_EMAIL: z.email().default('support@screenspot.ae'),
    SMS_PROVIDER: z.enum(['outbox', 'log']).default('outbox'),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    CONTENT_URL: z
      .string()
      .trim()
      .default('/cms')
      .refine(
        (value) => /^\/(?!\/)/.test(value) || (/^https?:\/\//i.test(value) && URL.canParse(value)),
        'must be a path such as /cms or an http(s) URL',
      )
      .transform((value) => value.replace(/\/+$/, '')),
    WEB_DIST_DIR: z.string().optional(),
    UPLOAD_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** A comment on every open live-event stream this often, so idle-connection timeouts spare it. */
    EVENTS_KEEPALIVE_SECONDS: z.coerce.number().int().min(1).max(55).default(15),
    /** How often each instance looks for lapsed booking holds. */
    HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How often expired sessions, codes, attempts, stale sign-ups and old outbox rows are purged. */
    HOUSEKEEPING_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 16 characters)',
      });
    }
  });

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Reads and validates every environment variable; a bad value names the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const value = result.data;
  return {
    ...value,
    DATA_DIR: path.resolve(value.DATA_DIR),
    isProduction: value.NODE_ENV === 'production',
    embeddedDatabase: !value.DATABASE_URL,
  };
}
