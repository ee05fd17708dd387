import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import * as repository from './repository';
import { aspSender, outboxSender, RetryableSendError, type EInvoiceSender } from './sender';
import { documentXml, einvoiceDeps, type EInvoiceDeps } from './service';
import type { JobHost } from '../../app-deps';

export const sendQueue = 'einvoices.send';
const dispatchQueue = 'einvoices.dispatch';

/** Tries after the first: with a doubling pause from the retry setting. */
const retries = 4;
/** How long one attempt holds its document against a second instance's attempt. */
const leaseSeconds = 120;
/** A document still pending this long after it was queued is queued again (hourly tries). */
const requeueSeconds = 3600;

type SendJob = { transmissionId: number };

const operator = { id: 0, role: 'operator' as const };

/**
 * One attempt at one document. A retryable failure is recorded on the row (still pending, with
 * the reason) and thrown, so pg-boss runs the job again after its backoff; the last failure
 * leaves the document pending with that reason for the console.
 */
export async function attemptSend(
  deps: EInvoiceDeps,
  sender: EInvoiceSender,
  job: SendJob,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await repository.claim(deps.db, job.transmissionId, leaseSeconds);
  if (!row) {
    const found = await repository.findTransmission(deps.db, job.transmissionId);
    // Another attempt holds it (one cut short by a crash frees it at its lease's end): try later.
    if (found?.status === 'pending') throw new Error('another attempt holds this e-invoice');
    return;
  }
  const xml = row.xml ?? (await documentXml(deps, operator, row.documentKind, row.documentNumber));
  if (!row.xml) await repository.keepXml(deps.db, row.id, xml, `${row.documentNumber}.xml`);
  try {
    const outcome = await sender.send({
      kind: row.documentKind,
      number: row.documentNumber,
      xml,
      idempotencyKey: row.idempotencyKey,
    });
    await repository.recordOutcome(deps.db, row.id, {
      driver: sender.driver,
      ...(outcome.status === 'rejected'
        ? { status: 'rejected', reason: outcome.reason }
        : { status: outcome.status, reason: null, providerReference: outcome.providerReference }),
    });
    log.info(
      { document: row.documentNumber, status: outcome.status, driver: sender.driver },
      'e-invoice transmitted',
    );
  } catch (error) {
    const reason =
      error instanceof RetryableSendError ? error.message : 'the document could not be sent';
    await repository.recordOutcome(deps.db, row.id, {
      status: 'pending',
      driver: sender.driver,
      reason: `Attempt ${row.attempts} failed: ${reason}`.slice(0, 500),
    });
    throw error;
  }
}

/**
 * E-invoices go as jobs: a dispatcher (every `dispatchSeconds`, one instance at a time) records a
 * transmission for each invoice and credit note issued and queues it; each send is a job retried
 * by pg-boss with a doubling pause. The row's claim keeps two instances from sending one document
 * at once, and the idempotency key makes a repeat after a crash count once at the ASP.
 */
export function registerEInvoices(host: JobHost): void {
  const { jobs, config } = host.deps;
  const deps = {
    ...einvoiceDeps(host.deps),
    // Sending through the ASP is on when it is configured; otherwise every document goes to the
    // outbox.
    sender:
      config.EINVOICE_ASP_URL && config.EINVOICE_ASP_TOKEN
        ? aspSender({
            url: config.EINVOICE_ASP_URL,
            token: config.EINVOICE_ASP_TOKEN,
            timeoutMs: 30_000,
          })
        : outboxSender(path.join(config.DATA_DIR, 'einvoice-outbox')),
    dispatchSeconds: config.EINVOICE_DISPATCH_SECONDS,
    retrySeconds: config.EINVOICE_RETRY_SECONDS,
    log: host.log,
  };
  jobs.work<SendJob>(sendQueue, (job) => attemptSend(deps, deps.sender, job, deps.log), {
    retryLimit: retries,
    retryDelaySeconds: deps.retrySeconds,
    retryBackoff: true,
    expireInSeconds: leaseSeconds,
    pollingIntervalSeconds: Math.min(2, deps.dispatchSeconds),
  });
  jobs.every(
    dispatchQueue,
    deps.dispatchSeconds,
    async () => {
      const recorded = await repository.recordIssuedDocuments(deps.db);
      if (recorded > 0) deps.log.info({ recorded }, 'e-invoices recorded for sending');
      for (;;) {
        const rows = await repository.unqueued(deps.db, 100, requeueSeconds);
        for (const row of rows) {
          await jobs.send<SendJob>(
            sendQueue,
            { transmissionId: row.id },
            { singletonKey: `einvoice-${row.id}` },
          );
          await repository.markQueued(deps.db, row.id);
        }
        if (rows.length < 100) return;
      }
    },
    { pollingIntervalSeconds: Math.min(2, deps.dispatchSeconds) },
  );
}
