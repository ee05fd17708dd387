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
    /** How long one live-event stream stays open; then it ends and the page reconnects. */
    EVENTS_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** Live-event streams one session may hold open on an instance (a tab each). */
    EVENTS_MAX_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(6),
    /** …and one address (an office behind one NAT address holds many sessions). */
    EVENTS_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(60),
    /** ffmpeg and ffprobe for the creative checks; by default the system's, else the npm packages'. */
    FFMPEG_PATH: z.string().optional(),
    FFPROBE_PATH: z.string().optional(),
    /** How often the job queue looks for jobs a crashed instance held (and archives old ones). */
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** How often lapsed booking holds are swept (a job, on one instance at a time). */
    HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How long a proposal's link and its hold last at most (decision 0056). */
    PROPOSAL_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    /** The earliest bookable cell starts at least this long after now, so review can happen. */
    MIN_LEAD_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
    /** How long an order awaiting its video holds its cells (never past its first cell). */
    HOLD_AWAITING_VIDEO_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** Campaigns one customer may have unpaid at once (awaiting video, in review or payment). */
    MAX_UNPAID_CAMPAIGNS: z.coerce.number().int().min(1).max(1000).default(3),
    /** What one customer's unpaid held spots may total, VAT included, in cents. */
    MAX_UNPAID_HOLD_CENTS: z.coerce.number().int().min(1).max(100_000_000_000).default(5_000_000),
    /** How often the emails of committed notices are sent (a safety net: requests send at once). */
    NOTICE_MAIL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** How often each player takes a screenshot of what it plays, of its own accord. */
    SCREENSHOT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** How often the fleet watch reads every screen's health and sends offline alerts (0: never). */
    FLEET_WATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** How often paid orders are checked for their scheduled, live and completed moments (0: never). */
    MILESTONE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** The nightly delivery check (03:00 Dubai time); `false` leaves it to another deployment. */
    DELIVERY_CHECK: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** How often expired sessions, codes, attempts, stale sign-ups and old outbox rows are purged. */
    HOUSEKEEPING_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Raw plays are kept this many whole months before the current one; their rollups stay. */
    PLAYS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
    /** How long each instance reuses a player's token lookup and a screen's manifest (0: never). */
    PLAYER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /** The seller printed on tax invoices; the defaults are clearly fake, for demos. */
    SUPPLIER_NAME: z.string().min(1).default('ScreenSpot Demo FZ-LLC (demo supplier)'),
    SUPPLIER_ADDRESS: z
      .string()
      .min(1)
      .default('Office 000, Demo Tower, Example Street, Dubai, United Arab Emirates'),
    SUPPLIER_TRN: z.string().min(1).default('100000000000000'),
    /** The seller's trade licence number, carried by every e-invoice (PINT AE IBT-030). */
    SUPPLIER_TRADE_LICENCE: z.string().min(1).default('000000 (demo licence)'),
    /**
     * The accredited service provider (ASP) that takes our PINT AE e-invoices; without it every
     * e-invoice is written to the outbox (table and folder) only.
     */
    EINVOICE_ASP_URL: optionalUrl,
    /** The bearer token the ASP issued us; required with EINVOICE_ASP_URL. */
    EINVOICE_ASP_TOKEN: z.string().min(1).optional(),
    /** How often issued invoices and credit notes are looked for and queued for sending. */
    EINVOICE_DISPATCH_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** The pause after a failed send; each next one doubles (pg-boss backoff), five tries in all. */
    EINVOICE_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Where customers paying by invoice send the transfer. */
    BANK_BENEFICIARY: z.string().min(1).default('ScreenSpot Demo FZ-LLC'),
    BANK_IBAN: z.string().min(1).default('AE000000000000000000000'),
    BANK_NAME: z.string().min(1).default('Demo Bank (not a real account)'),
    /** Card payments through Stripe need both keys; STRIPE_API_URL points the library elsewhere. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_URL: optionalUrl,
    /** Requests one API token may make in a minute, counted across every instance. */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    /** How often recorded webhook events are queued for delivery (a job, one instance at a time). */
    WEBHOOK_DISPATCH_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    /** The pause after a webhook's first failed attempt; each next one doubles, up to six hours. */
    WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How long one webhook attempt may take, connection to answer. */
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    /**
     * Whether webhooks may go to private, loopback and link-local addresses: `allow` by default
     * outside production (a developer's own receiver); production always refuses them.
     */
    WEBHOOK_PRIVATE_ADDRESSES: z.enum(['allow', 'deny']).optional(),
    /**
     * argon2id's cost for new password hashes: `standard`, or `test` (cheap, for test suites; the
     * default when NODE_ENV=test, refused in production).
     */
    PASSWORD_HASH_COST: z.enum(['standard', 'test']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (env.NODE_ENV === 'production' && env.WEBHOOK_PRIVATE_ADDRESSES === 'allow') {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_PRIVATE_ADDRESSES'],
        message: 'cannot be allow in production',
      });
    }
    if (env.EINVOICE_ASP_URL && !env.EINVOICE_ASP_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['EINVOICE_ASP_TOKEN'],
        message: 'is required when EINVOICE_ASP_URL is set',
      });
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST === 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'cannot be test in production',
      });
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
    PASSWORD_HASH_COST:
      value.PASSWORD_HASH_COST ??
      (value.NODE_ENV === 'test' ? ('test' as const) : ('standard' as const)),
    isProduction: value.NODE_ENV === 'production',
    embeddedDatabase: !value.DATABASE_URL,
  };
}
