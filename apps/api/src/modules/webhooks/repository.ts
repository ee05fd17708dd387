import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { tableListing } from '../../db/paging';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(
  db: Db,
  values: { customerId: number; url: string; events: string[]; secret: string },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** The account's endpoints, newest first. */
export function endpointListing(db: Db, customerId: number) {
  return tableListing(db, webhookEndpoints, eq(webhookEndpoints.customerId, customerId), [
    desc(webhookEndpoints.createdAt),
    desc(webhookEndpoints.id),
  ]);
}

export function findEndpoint(db: Db, customerId: number, id: number) {
  return findRow(
    db,
    webhookEndpoints,
    and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId)),
  );
}

/** Deletes the account's own endpoint and its deliveries; false when it has no such endpoint. */
export async function deleteEndpoint(db: Db, customerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/** An endpoint's deliveries, newest first. */
export function deliveryListing(db: Db, endpointId: number) {
  return tableListing(db, webhookDeliveries, eq(webhookDeliveries.endpointId, endpointId), [
    desc(webhookDeliveries.createdAt),
    desc(webhookDeliveries.id),
  ]);
}

/**
 * One delivery row per endpoint of the customer subscribed to the event, in the caller's
 * transaction; an event already recorded for an endpoint (same event and key) is left as it is.
 */
export async function insertDeliveries(
  db: Db,
  input: { customerId: number; event: string; eventKey: string; payload: object },
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into webhook_deliveries (endpoint_id, event, event_key, payload)
        select e.id, ${input.event}, ${input.eventKey}, ${JSON.stringify(input.payload)}::jsonb
        from webhook_endpoints e
        where e.customer_id = ${input.customerId}
          and e.events @> jsonb_build_array(${input.event}::text)
        on conflict (endpoint_id, event, event_key) do nothing
        returning id`,
  );
  return rows.map((row) => row.id);
}

/** One delivery for one endpoint (a test ping). */
export async function insertPing(
  db: Db,
  endpointId: number,
  values: { event: string; eventKey: string; payload: Record<string, unknown> },
): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, ...values })
    .returning();
  return row!;
}

/**
 * The same for events about orders, in one statement however many orders: each order's owner's
 * subscribed endpoints get one row, whose payload is read from the order as it now stands.
 */
export async function insertOrderDeliveries(
  db: Db,
  input: {
    event: string;
    orderIds: number[];
    keySuffix: string;
    data: Record<string, unknown>;
    occurredAt: Date;
  },
): Promise<number[]> {
  if (input.orderIds.length === 0) return [];
  const ids = sql.join(
    input.orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into webhook_deliveries (endpoint_id, event, event_key, payload)
        select e.id, ${input.event}, 'order:' || o.id || ${input.keySuffix},
          jsonb_build_object(
            'id', ${input.event} || ':order:' || o.id || ${input.keySuffix},
            'type', ${input.event}::text,
            'createdAt', ${input.occurredAt.toISOString()}::text,
            'data', jsonb_build_object(
              'orderId', o.id,
              'campaignId', o.campaign_id,
              'ledId', o.screen_id,
              'statusCode', o.status_code,
              'reason', o.status_reason) || ${JSON.stringify(input.data)}::jsonb)
        from orders o
        join webhook_endpoints e on e.customer_id = o.customer_id
          and e.events @> jsonb_build_array(${input.event}::text)
        where o.id in (${ids})
        on conflict (endpoint_id, event, event_key) do nothing
        returning id`,
  );
  return rows.map((row) => row.id);
}

export async function findDelivery(db: Db, id: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** Claims a delivery for one attempt: counts it, unless it was delivered meanwhile. */
export async function startAttempt(db: Db, id: number): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function recordOutcome(
  db: Db,
  id: number,
  outcome: {
    status: 'pending' | 'delivered' | 'failed';
    statusCode: number | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      deliveredAt: outcome.status === 'delivered' ? sql`now()` : null,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The customer's own delivery of the endpoint, made pending again for three more days. */
export async function reopenDelivery(
  db: Db,
  customerId: number,
  endpointId: number,
  deliveryId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update webhook_deliveries d
        set status = 'pending', queued_at = null, delivered_at = null,
          retry_until = now() + interval '3 days'
        from webhook_endpoints e
        where d.id = ${deliveryId} and d.endpoint_id = ${endpointId}
          and e.id = d.endpoint_id and e.customer_id = ${customerId}
        returning d.id`,
  );
  return rows.length > 0;
}

/**
 * Pending deliveries without a job: recorded but not queued yet, or whose job was lost (a crash
 * between an attempt and queuing the next: nothing touched them for longer than the longest pause).
 */
export function unqueued(db: Db, limit: number, staleSeconds: number) {
  return db
    .select(columnsOf(webhookDeliveries, 'id', 'queuedAt'))
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        or(
          isNull(webhookDeliveries.queuedAt),
          and(
            lt(webhookDeliveries.queuedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
            sql`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.queuedAt}) < now() - make_interval(secs => ${staleSeconds})`,
          ),
        ),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * Hands a delivery to a job: its `queued_at` becomes the job's round, if nobody changed it since
 * it was read (a racing dispatcher's job then finds another round and stands down).
 */
export async function setRound(
  db: Db,
  id: number,
  round: Date,
  previous: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ queuedAt: round })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        previous === null
          ? isNull(webhookDeliveries.queuedAt)
          : eq(webhookDeliveries.queuedAt, previous),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Customers with an endpoint subscribed to the daily summary that lacks the given day's. */
export async function customersAwaitingSummary(db: Db, eventKey: string, limit: number) {
  const rows = await queryRows<{ customerId: number }>(
    db,
    sql`select distinct e.customer_id as "customerId"
        from webhook_endpoints e
        where e.events @> '["delivery.summary"]'::jsonb
          and not exists (
            select 1 from webhook_deliveries d
            where d.endpoint_id = e.id and d.event = 'delivery.summary' and d.event_key = ${eventKey})
        order by 1
        limit ${limit}`,
  );
  return rows.map((row) => row.customerId);
}

/** Old finished deliveries go after 30 days. */
export async function purgeOld(db: Db): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lt(webhookDeliveries.createdAt, sql`now() - interval '30 days'`),
      ),
    );
}
