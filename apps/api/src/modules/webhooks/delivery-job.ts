import { reportTimezone } from '@screenspot/contracts/report';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/queue';
import { dailyDelivery } from '../reports';
import * as repository from './repository';
import { sendDelivery } from './send';
import { emitWebhookEvent, webhookSettings, type WebhookSettings } from './service';
import type { JobHost } from '../../app-deps';

export const deliverQueue = 'webhooks.deliver';
const dispatchQueue = 'webhooks.dispatch';
const summaryQueue = 'webhooks.daily-summary';

/** The longest pause between two attempts. */
const maxPauseSeconds = 6 * 3600;

export type WebhookJobSettings = WebhookSettings & {
  /** How often recorded events are looked for and queued. */
  dispatchSeconds: number;
  /** The pause after the first failed attempt; each next one doubles, up to six hours. */
  retrySeconds: number;
  timeoutMs: number;
};

type DeliverJob = { deliveryId: number; round: string };

/** The pause after `attempts` failed attempts: doubling from `base`, with up to 20 % jitter. */
export function retryPause(attempts: number, baseSeconds: number): number {
  const pause = Math.min(maxPauseSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return Math.max(1, Math.round(pause * (0.8 + 0.2 * Math.random())));
}

/**
 * Queues one delivery: a job for its next round, then the round is written on the row (a job whose
 * round is not the row's stands down). Sent outside any transaction (decision 0018).
 */
export async function queueDelivery(
  db: Db,
  jobs: Jobs,
  delivery: { id: number; queuedAt: Date | null },
  startAfterSeconds?: number,
): Promise<void> {
  const round = new Date();
  await jobs.send<DeliverJob>(
    deliverQueue,
    { deliveryId: delivery.id, round: round.toISOString() },
    startAfterSeconds === undefined ? {} : { startAfter: startAfterSeconds },
  );
  await repository.setRound(db, delivery.id, round, delivery.queuedAt);
}

/** One attempt of one delivery; a failure queues the next round, until its retries run out. */
async function attempt(db: Db, jobs: Jobs, settings: WebhookJobSettings, job: DeliverJob) {
  const found = await repository.findDelivery(db, job.deliveryId);
  // The endpoint was deleted, or it was delivered meanwhile.
  if (!found || found.delivery.status !== 'pending') return;
  const { delivery } = found;
  // The dispatcher sends the job just before it writes the round: try again in a moment.
  if (!delivery.queuedAt) throw new Error('the delivery is not queued yet');
  if (delivery.queuedAt.getTime() !== Date.parse(job.round)) return;
  const claimed = await repository.startAttempt(db, delivery.id);
  if (!claimed) return;
  const outcome = await sendDelivery({
    url: found.url,
    body: JSON.stringify(delivery.payload),
    secret: settings.box.open(found.secret),
    deliveryId: delivery.id,
    event: delivery.event,
    policy: settings.policy,
    timeoutMs: settings.timeoutMs,
  });
  if (outcome.ok) {
    await repository.recordOutcome(db, delivery.id, {
      status: 'delivered',
      statusCode: outcome.statusCode,
      error: null,
    });
    return;
  }
  const pause = retryPause(claimed.attempts, settings.retrySeconds);
  const givesUp = Date.now() + pause * 1000 > claimed.retryUntil.getTime();
  await repository.recordOutcome(db, delivery.id, {
    status: givesUp ? 'failed' : 'pending',
    statusCode: outcome.statusCode,
    error: outcome.error.slice(0, 500),
  });
  if (!givesUp)
    await queueDelivery(db, jobs, { id: delivery.id, queuedAt: claimed.queuedAt }, pause);
}

/** The local (Dubai) date before `now`'s, as YYYY-MM-DD. */
export function yesterdayIn(timezone: string, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Records the last finished business day's summary for each customer subscribed to it that lacks
 * it. A business day ends at 02:00 (the night belongs to the date it starts on), so until then the
 * day before yesterday is the last finished one.
 */
export async function recordDailySummaries(db: Db, now = new Date()): Promise<number> {
  const date = yesterdayIn(reportTimezone, new Date(now.getTime() - 2 * 3_600_000));
  const eventKey = `summary:${date}`;
  let recorded = 0;
  for (;;) {
    const customers = await repository.customersAwaitingSummary(db, eventKey, 50);
    if (customers.length === 0) return recorded;
    for (const customerId of customers) {
      const orders = await dailyDelivery(db, customerId, date);
      await emitWebhookEvent(db, {
        customerId,
        type: 'delivery.summary',
        eventKey,
        data: {
          date,
          timezone: reportTimezone,
          plays: orders.reduce((sum, order) => sum + order.plays, 0),
          orders,
        },
      });
      recorded += 1;
    }
  }
}

/**
 * Webhook deliveries run as jobs: a dispatcher (every `dispatchSeconds`, on one instance at a time)
 * queues what was recorded, each attempt is a job, and a failed one queues the next with a
 * doubling pause until the delivery is three days old (or three days past its replay). The daily
 * summary is recorded by an hourly job for the day before, once per endpoint.
 */
export function registerWebhooks({ deps, log }: JobHost): void {
  const { jobs, database, config } = deps;
  const { db } = database;
  const settings: WebhookJobSettings = {
    ...webhookSettings(config),
    dispatchSeconds: config.WEBHOOK_DISPATCH_SECONDS,
    retrySeconds: config.WEBHOOK_RETRY_SECONDS,
    timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
  };
  jobs.work<DeliverJob>(deliverQueue, (job) => attempt(db, jobs, settings, job), {
    retryLimit: 3,
    retryDelaySeconds: 5,
    // An attempt is bounded by its timeout; past twice that it is taken as crashed.
    expireInSeconds: Math.max(60, Math.ceil((settings.timeoutMs * 2) / 1000)),
    pollingIntervalSeconds: Math.min(2, settings.dispatchSeconds),
    concurrency: 2,
  });
  jobs.every(
    dispatchQueue,
    settings.dispatchSeconds,
    async () => {
      for (;;) {
        const rows = await repository.unqueued(db, 100, maxPauseSeconds + 3600);
        for (const row of rows) await queueDelivery(db, jobs, row);
        if (rows.length < 100) return;
      }
    },
    { pollingIntervalSeconds: Math.min(2, settings.dispatchSeconds) },
  );
  jobs.every(summaryQueue, 3600, async () => {
    const recorded = await recordDailySummaries(db);
    if (recorded > 0) log.info({ recorded }, 'recorded daily delivery summaries');
    await repository.purgeOld(db);
  });
}
