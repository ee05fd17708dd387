import type { FastifyBaseLogger, FastifySchema } from 'fastify';
import type { Messenger } from './adapters/messages';
import type { PaymentProviders } from './adapters/payments/provider';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/queue';
import type { Operation } from './http/operation';
import type { BookingPort } from './modules/catalog';

/**
 * What every module reaches through `app.deps` (decision 0067): configuration, database, messages,
 * files, jobs, payment providers, the clock, and the ports one module offers another without
 * importing it. Route plugins take no options; each reads here what it needs.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  messenger: Messenger;
  storage: Storage;
  jobs: Jobs;
  payments: PaymentProviders;
  /** The clock of the time rules (booking holds, lead time): tests move it. */
  clock: () => Date;
  /** What the catalogue asks of booking: booking imports the catalogue, so not the reverse. */
  catalogBooking: BookingPort;
};

/**
 * What a background job is registered with: the app (its dependencies and log). Each module's
 * `register…` function takes it and reads what its job needs (decision 0067).
 */
export type JobHost = { deps: AppDeps; log: FastifyBaseLogger };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /**
     * Every route as registered (HEAD twins left out), with its own description for the API
     * reference: for the authorization matrix and the reference's tests.
     */
    routeList: { method: string; url: string; schema?: FastifySchema; operation?: Operation }[];
  }
}
