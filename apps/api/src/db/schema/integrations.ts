// The agency API: tokens, idempotent answers and webhooks.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, link, organisationOwned } from './columns';
import { customers } from './accounts';

/** A customer's API token for `Authorization: Bearer`; only its SHA-256 is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    customerId: link('customer_id', () => customers.id, 'cascade'),
    ...organisationOwned(),
    name: text('name').notNull(),
    /** 'read' and/or 'book'. */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, so its owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    /** The rate limit's current minute and the requests counted in it, shared by all instances. */
    windowStartedAt: at('window_started_at').notNull().defaultNow(),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_customer_idx').on(t.customerId),
  ],
);

/** The first answer to a request sent with an Idempotency-Key, replayed on retries for a day. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: link('customer_id', () => customers.id, 'cascade'),
    key: text('key').notNull(),
    /** Method and path, e.g. `POST /api/campaigns`. */
    route: text('route').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key, t.route] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** A customer's HTTPS endpoint for order events; the secret signs every delivery. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    customerId: link('customer_id', () => customers.id, 'cascade'),
    ...organisationOwned(),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret sealed with AES-256-GCM under a key derived from SESSION_SECRET. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customerId)],
);

/** One event sent (or to be sent) to one endpoint, with its attempts' outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: link('endpoint_id', () => webhookEndpoints.id, 'cascade'),
    /** e.g. order.approved, delivery.summary */
    event: text('event').notNull(),
    /** What the event is about, so it is delivered once per endpoint (e.g. `history:42`). */
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** Set once a job was queued for it. */
    queuedAt: at('queued_at'),
    /** Failed attempts are retried until then (three days after the event, or after a replay). */
    retryUntil: at('retry_until')
      .notNull()
      .default(sql`now() + interval '3 days'`),
    lastAttemptAt: at('last_attempt_at'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.event, t.eventKey),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_unqueued_idx').on(t.queuedAt),
  ],
);
