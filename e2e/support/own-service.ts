import { createDatabase } from './postgres';
import { startService, type RunningService, type StartOptions } from './service';
import { test } from './test';

export type OwnService = {
  service: RunningService;
  /** The service's database, where the spec writes the rows it needs with SQL. */
  database: Awaited<ReturnType<typeof createDatabase>>;
};

/**
 * A service of the spec file's own beside the shared one, on a new PostgreSQL database named after
 * `label`, with quiet logs and no player cache: started before the file's tests, stopped (its data
 * folder removed) and its database dropped after them. Its parts are there once a test runs.
 */
export function ownServiceOnDatabase(
  label: string,
  options: Omit<StartOptions, 'dataDir'> & { env?: Record<string, string> } = {},
): OwnService {
  const { env = {}, ...startOptions } = options;
  const own = {} as OwnService;
  test.beforeAll(async () => {
    // See startService for how long a service of its own may take to start.
    test.setTimeout(180_000);
    own.database = await createDatabase(label);
    own.service = await startService(
      { DATABASE_URL: own.database.url, LOG_LEVEL: 'warn', PLAYER_CACHE_SECONDS: '0', ...env },
      startOptions,
    );
  });
  test.afterAll(async () => {
    await own.service?.stop();
    await own.database?.drop();
  });
  return own;
}
