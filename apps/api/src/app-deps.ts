import type { Messenger } from './adapters/messages';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Database } from './db/client';

/** What every route reaches through `app.deps`: configuration, database, messages and files. */
export type AppDeps = {
  config: Config;
  database: Database;
  messenger: Messenger;
  storage: Storage;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route as registered (HEAD twins left out), for the authorization matrix test. */
    routeList: { method: string; url: string }[];
  }
}
