import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { einvoiceTransmissions } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type TransmissionRow = typeof einvoiceTransmissions.$inferSelect;
export type TransmissionStatus = TransmissionRow['status'];

/**
 * Records a transmission for every invoice and credit note that has none yet. Two instances may
 * run it at once: the unique document key lets one insert win and the other skip.
 */
export async function recordIssuedDocuments(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into einvoice_transmissions (document_kind, document_number, customer_id, idempotency_key)
        select kind, number, customer_id, 'screenspot-' || kind || '-' || number from (
          select 'invoice' as kind, i.number, i.customer_id, i.issued_at from invoices i
          where not exists (select 1 from einvoice_transmissions t
                            where t.document_kind = 'invoice' and t.document_number = i.number)
          union all
          select 'credit_note', c.number, c.customer_id, c.issued_at from credit_notes c
          where not exists (select 1 from einvoice_transmissions t
                            where t.document_kind = 'credit_note' and t.document_number = c.number)
          order by issued_at
          limit 500
        ) issued
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * Pending transmissions to queue, oldest first: those never queued, and those whose last queueing
 * is older than `requeueSeconds` (their job ran out of retries while the ASP was down; a duplicate
 * job is harmless, as the claim and the idempotency key make it send once).
 */
export function unqueued(db: Db, limit: number, requeueSeconds: number) {
  return db
    .select({ id: einvoiceTransmissions.id })
    .from(einvoiceTransmissions)
    .where(
      and(
        eq(einvoiceTransmissions.status, 'pending'),
        or(
          isNull(einvoiceTransmissions.queuedAt),
          sql`${einvoiceTransmissions.queuedAt} < now() - make_interval(secs => ${requeueSeconds})`,
        ),
      ),
    )
    .orderBy(einvoiceTransmissions.id)
    .limit(limit);
}

export async function markQueued(db: Db, id: number): Promise<void> {
  await db
    .update(einvoiceTransmissions)
    .set({ queuedAt: sql`now()` })
    .where(eq(einvoiceTransmissions.id, id));
}

/**
 * Takes a pending transmission for one attempt, unless another attempt holds it (two instances,
 * or a job repeated after a crash): the row is held for `leaseSeconds`, then free again.
 */
export async function claim(
  db: Db,
  id: number,
  leaseSeconds: number,
): Promise<TransmissionRow | null> {
  const [row] = await db
    .update(einvoiceTransmissions)
    .set({
      attempts: sql`${einvoiceTransmissions.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(einvoiceTransmissions.id, id),
        eq(einvoiceTransmissions.status, 'pending'),
        sql`(${einvoiceTransmissions.claimedUntil} is null or ${einvoiceTransmissions.claimedUntil} < now())`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Keeps the XML an attempt sends (the same for every attempt: the document never changes). */
export async function keepXml(db: Db, id: number, xml: string, fileName: string): Promise<void> {
  await db
    .update(einvoiceTransmissions)
    .set({ xml, fileName })
    .where(eq(einvoiceTransmissions.id, id));
}

/** The attempt's outcome: its state, or (still pending) why it failed; the hold is let go. */
export async function recordOutcome(
  db: Db,
  id: number,
  outcome: {
    status: TransmissionStatus;
    driver: 'outbox' | 'asp';
    reason: string | null;
    providerReference?: string | null;
  },
): Promise<void> {
  const done = outcome.status !== 'pending';
  await db
    .update(einvoiceTransmissions)
    .set({
      status: outcome.status,
      driver: outcome.driver,
      reason: outcome.reason,
      providerReference: outcome.providerReference ?? null,
      claimedUntil: null,
      updatedAt: sql`now()`,
      ...(done ? { sentAt: sql`now()` } : {}),
    })
    .where(eq(einvoiceTransmissions.id, id));
}

export function findTransmission(db: Db, id: number) {
  return db
    .select()
    .from(einvoiceTransmissions)
    .where(eq(einvoiceTransmissions.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The console's list: newest first, optionally of one state. */
export function listTransmissions(db: Db, status: TransmissionStatus | undefined, limit: number) {
  return db
    .select(
      columnsOf(
        einvoiceTransmissions,
        'id',
        'documentKind',
        'documentNumber',
        'customerId',
        'status',
        'reason',
        'driver',
        'attempts',
        'sentAt',
        'createdAt',
        'updatedAt',
      ),
    )
    .from(einvoiceTransmissions)
    .where(status ? eq(einvoiceTransmissions.status, status) : undefined)
    .orderBy(desc(einvoiceTransmissions.id))
    .limit(limit);
}
