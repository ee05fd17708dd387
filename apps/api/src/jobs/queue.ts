import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** What a handler knows of the job it runs. */
export type JobContext = { id: string; name: string };

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type QueueOptions = {
  /** Tries after the first one fails (default 3), with a growing pause when `retryBackoff`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An active job that runs longer than this is taken as crashed and tried again (default 15 min). */
  expireInSeconds?: number;
  /** How often an idle worker asks for work (default 2 s; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Jobs one worker runs at once (default 1). */
  concurrency?: number;
  /**
   * `standard` (default), or `stately`: at most one queued and one running job per singleton key,
   * so sending the same work twice while it waits queues it once.
   */
  policy?: 'standard' | 'stately';
};

export type SendOptions = {
  /** Not before this many seconds from now, or this moment. */
  startAfter?: number | Date;
  /** At most one queued job with this key. */
  singletonKey?: string;
};

/**
 * The background queue. Jobs live in PostgreSQL (pg-boss), so any instance may run any job, a job
 * that a crashed instance held is tried again once it expires, and two instances never hold the
 * same job at once (a job is taken with FOR UPDATE SKIP LOCKED). Handlers live in their modules and
 * are declared with `work` before the app is ready; they must be safe to run twice (a crash after
 * the work but before the job is marked done repeats it).
 */
export type Jobs = {
  work<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /**
   * Runs `handler` about every `seconds`, on one instance at a time: the run queues the next one.
   * A cron schedule each minute restarts the chain should it ever break.
   */
  every(name: string, seconds: number, handler: () => Promise<void>, options?: QueueOptions): void;
  /**
   * Runs `handler` on a cron schedule in a time zone (e.g. every night at 03:00 in Dubai), on one
   * instance: pg-boss's scheduler sends one job per due minute whichever instances are up, and the
   * queue is stately, so a run never doubles up.
   */
  schedule(
    name: string,
    cron: string,
    tz: string,
    handler: () => Promise<void>,
    options?: QueueOptions,
  ): void;
  /** Queues a job; answers its id, or null when a job with the same singleton key is queued. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

type Declared = {
  name: string;
  options: QueueOptions;
  policy: 'standard' | 'stately';
  handler: JobHandler<object>;
  cron?: string;
  tz?: string;
  /** Also run once at start (the periodic chains need their first link). */
  kick?: boolean;
};

/**
 * A job that runs ffmpeg over one video (a check, a mock-up): one at a time per instance, since it
 * is CPU-bound; tried three times, ten seconds apart; taken as crashed after five minutes.
 */
export const oneVideoAtATime: QueueOptions = {
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
  pollingIntervalSeconds: 1,
};

/**
 * A frequent sweep run with `every`: an idle worker asks for its next run at half its period (kept
 * between 0.5 s and 2 s), and a run is taken as crashed after five minutes.
 */
export function sweepOptions(everySeconds: number): QueueOptions {
  return {
    pollingIntervalSeconds: Math.min(2, Math.max(0.5, everySeconds / 2)),
    expireInSeconds: 300,
  };
}

/** Runs `run` about every `everySeconds` as a frequent sweep (see sweepOptions). */
export function everySweep(
  jobs: Jobs,
  name: string,
  everySeconds: number,
  run: () => Promise<void>,
): void {
  jobs.every(name, everySeconds, run, sweepOptions(everySeconds));
}

/** The schema pg-boss keeps its tables in (made by `start` on first use). */
export const jobsSchema = 'pgboss';

/**
 * Instances starting together on one PostgreSQL create the same queues at once, and pg-boss's
 * queue creation (a table per queue) can deadlock between them: PostgreSQL ends one, which tries
 * again and finds the queue made.
 */
async function retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

export function createJobs(
  database: Database,
  log: FastifyBaseLogger,
  settings: { maintenanceIntervalSeconds?: number } = {},
): Jobs {
  const declared = new Map<string, Declared>();
  let boss: PgBoss | null = null;
  let closeConnection: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const running = () => {
    if (!boss) throw new Error('The job queue is not running yet.');
    return boss;
  };

  const send = async (name: string, data: object, options: SendOptions = {}) => {
    const queue = declared.get(name);
    if (!queue) throw new Error(`No queue named ${name}.`);
    return running().send(name, data, {
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  };

  const declare = (queue: Declared) => {
    if (boss) throw new Error(`Queue ${queue.name} must be declared before the app starts.`);
    if (declared.has(queue.name)) throw new Error(`Queue ${queue.name} is declared twice.`);
    declared.set(queue.name, queue);
  };

  return {
    work(name, handler, options = {}) {
      declare({
        name,
        options,
        policy: options.policy ?? 'standard',
        handler: handler as JobHandler<object>,
      });
    },

    every(name, seconds, handler, options = {}) {
      declare({
        name,
        // Stately: at most one queued and one running, so the chain never forks or piles up.
        policy: 'stately',
        options: { retryLimit: 0, ...options },
        cron: '* * * * *',
        kick: true,
        handler: async () => {
          try {
            await handler();
          } finally {
            await send(name, {}, { startAfter: seconds });
          }
        },
      });
    },

    schedule(name, cron, tz, handler, options = {}) {
      declare({
        name,
        policy: 'stately',
        options: { retryLimit: 2, ...options },
        cron,
        tz,
        handler: async () => handler(),
      });
    },

    send,

    start() {
      starting ??= (async () => {
        const connection = await database.queueConnection();
        closeConnection = connection.close;
        const instance = new PgBoss({
          connectionString: connection.connectionString,
          schema: jobsSchema,
          max: database.kind === 'pglite' ? 2 : 4,
          application_name: 'screenspot-jobs',
          // Finished jobs are kept a week for support, then archived and deleted.
          archiveCompletedAfterSeconds: 7 * 24 * 3600,
          // Also how soon a job held by a crashed instance (past its expireIn) is tried again.
          maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds ?? 60,
        });
        instance.on('error', (error) => log.warn({ err: error }, 'job queue error'));
        await instance.start();
        boss = instance;
        for (const queue of declared.values()) {
          const { options } = queue;
          await retryOnDeadlock(() =>
            instance.createQueue(queue.name, {
              name: queue.name,
              policy: queue.policy,
              retryLimit: options.retryLimit ?? 3,
              retryDelay: options.retryDelaySeconds ?? 5,
              retryBackoff: options.retryBackoff ?? true,
              expireInSeconds: options.expireInSeconds ?? 15 * 60,
            }),
          );
          const run = async ([job]: PgBoss.Job<object>[]) => {
            if (!job) return;
            try {
              await queue.handler(job.data, { id: job.id, name: job.name });
            } catch (error) {
              log.warn({ err: error, job: job.name, jobId: job.id }, 'job failed');
              throw error;
            }
          };
          for (let worker = 0; worker < (options.concurrency ?? 1); worker += 1) {
            await instance.work(
              queue.name,
              { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
              run,
            );
          }
          if (queue.cron) {
            await retryOnDeadlock(() =>
              instance.schedule(queue.name, queue.cron!, {}, queue.tz ? { tz: queue.tz } : {}),
            );
            if (queue.kick) await instance.send(queue.name, {});
          }
        }
      })();
      return starting;
    },

    async stop() {
      if (starting) await starting.catch(() => {});
      const instance = boss;
      boss = null;
      if (instance) await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
      await closeConnection?.();
      closeConnection = null;
    },
  };
}
