import { randomBytes } from 'node:crypto';
import type { Page } from '@screenspot/contracts/admin';
import type { PageQuery } from '@screenspot/contracts/paging';
import {
  maxWebhookEndpoints,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@screenspot/contracts/webhook';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { HttpError } from '../../plugins/errors';
import { SecretBox } from '../auth';
import { refusalOf, type AddressPolicy } from './address-guard';
import * as repository from './repository';
import { messageOfWords } from '../../i18n';
import { message } from '../../error-messages';

/** What the webhook services need besides the database. */
export type WebhookSettings = {
  policy: AddressPolicy;
  /** Seals the signing secrets at rest (AES-256-GCM, key derived from SESSION_SECRET). */
  box: SecretBox;
};

// Development databases share this key; production requires SESSION_SECRET (config.ts).
const developmentKey = 'screenspot-development-code-key';

export function webhookSettings(config: {
  isProduction: boolean;
  SESSION_SECRET?: string;
  WEBHOOK_PRIVATE_ADDRESSES?: 'allow' | 'deny';
}): WebhookSettings {
  return {
    policy: {
      production: config.isProduction,
      allowPrivate:
        !config.isProduction && (config.WEBHOOK_PRIVATE_ADDRESSES ?? 'allow') === 'allow',
    },
    box: new SecretBox(config.SESSION_SECRET ?? developmentKey, 'webhook-secret'),
  };
}

/** Every secret starts so, like API tokens with `ss_`. */
export const secretPrefix = 'whsec_';

const notFound = () => new HttpError(404, 'webhooks.notFound');

function toEndpoint(row: repository.EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Registers an endpoint; its signing secret is answered here, once. */
export async function createEndpoint(
  db: Db,
  settings: WebhookSettings,
  customerId: number,
  input: { url: string; events: WebhookEvent[] },
): Promise<WebhookEndpoint & { secret: string }> {
  const refusal = await refusalOf(input.url, settings.policy);
  if (refusal) {
    const text = messageOfWords(refusal, 'invalidValue');
    throw new HttpError(400, text, { url: text });
  }
  if ((await repository.endpointListing(db, customerId).total()) >= maxWebhookEndpoints) {
    throw new HttpError(409, message('webhooks.tooMany', { most: maxWebhookEndpoints }));
  }
  const secret = `${secretPrefix}${randomBytes(24).toString('base64url')}`;
  const row = await repository.insertEndpoint(db, {
    customerId,
    url: input.url,
    events: input.events,
    secret: settings.box.seal(secret),
  });
  return { ...toEndpoint(row), secret };
}

export function listEndpoints(
  db: Db,
  customerId: number,
  query: PageQuery,
): Promise<Page<WebhookEndpoint>> {
  return readPage(query, { ...repository.endpointListing(db, customerId), item: toEndpoint });
}

export async function deleteEndpoint(db: Db, customerId: number, id: number): Promise<void> {
  // Another account's endpoint answers exactly like a missing one.
  if (!(await repository.deleteEndpoint(db, customerId, id))) throw notFound();
}

function toDelivery(row: repository.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookDeliveryEvent,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload,
  };
}

export async function listDeliveries(
  db: Db,
  customerId: number,
  endpointId: number,
  query: PageQuery,
): Promise<Page<WebhookDelivery>> {
  if (!(await repository.findEndpoint(db, customerId, endpointId))) throw notFound();
  return readPage(query, { ...repository.deliveryListing(db, endpointId), item: toDelivery });
}

/** Records a `webhook.ping` for one endpoint of the customer, to test a receiver. */
export async function pingEndpoint(
  db: Db,
  customerId: number,
  endpointId: number,
): Promise<WebhookDelivery> {
  const endpoint = await repository.findEndpoint(db, customerId, endpointId);
  if (!endpoint) throw notFound();
  const key = `ping:${randomBytes(9).toString('base64url')}`;
  const row = await repository.insertPing(db, endpoint.id, {
    event: 'webhook.ping',
    eventKey: key,
    payload: {
      id: `webhook.ping:${key}`,
      type: 'webhook.ping',
      createdAt: new Date().toISOString(),
      data: { endpointId: endpoint.id },
    },
  });
  return toDelivery(row);
}

/**
 * Sends a delivery again: it becomes pending with three more days of retries, and the dispatcher
 * queues it. Answers it as it now stands.
 */
export async function replayDelivery(
  db: Db,
  customerId: number,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  if (!(await repository.reopenDelivery(db, customerId, endpointId, deliveryId))) {
    throw new HttpError(404, 'webhooks.deliveryNotFound');
  }
  const found = await repository.findDelivery(db, deliveryId);
  return toDelivery(found!.delivery);
}

/**
 * Records an event for every endpoint of the customer subscribed to it, in the caller's
 * transaction (an outbox: the rows commit or roll back with the change they report, and the
 * dispatcher queues them once committed). `eventKey` names what the event is about (e.g.
 * `order:42`, or `order:42:pause:7` for an event that can happen again); the same event with the
 * same key is recorded once per endpoint. Answers the new deliveries' ids.
 */
export async function emitWebhookEvent(
  tx: Db,
  event: {
    customerId: number;
    type: WebhookEvent;
    eventKey: string;
    data: Record<string, unknown>;
    occurredAt?: Date;
  },
): Promise<number[]> {
  return repository.insertDeliveries(tx, {
    customerId: event.customerId,
    event: event.type,
    eventKey: event.eventKey,
    payload: {
      id: `${event.type}:${event.eventKey}`,
      type: event.type,
      createdAt: (event.occurredAt ?? new Date()).toISOString(),
      data: event.data,
    },
  });
}

/**
 * An order event for each of the orders (their owners' subscribed endpoints), with the order as it
 * stands in the transaction: `{ orderId, campaignId, ledId, statusCode, reason }` and `data`'s fields. Keyed
 * `order:<id>` unless `keySuffix` makes a repeatable event unique (e.g. a pause's history id).
 */
export async function emitOrderEvent(
  tx: Db,
  type: WebhookEvent,
  orderIds: number[],
  options: { keySuffix?: string; data?: Record<string, unknown> } = {},
): Promise<number[]> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return [];
  if (options.keySuffix !== undefined && ids.length !== 1) {
    throw new Error('A key suffix names one order’s event.');
  }
  const deliveries = await repository.insertOrderDeliveries(tx, {
    event: type,
    orderIds: ids,
    keySuffix: options.keySuffix === undefined ? '' : `:${options.keySuffix}`,
    data: options.data ?? {},
    occurredAt: new Date(),
  });
  return deliveries;
}
