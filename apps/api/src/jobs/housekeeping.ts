import { runHousekeeping } from './housekeeping.repository';
import type { JobHost } from '../app-deps';

export const housekeepingJob = 'housekeeping';

/** Sweeps on start and then about every `everyMinutes`, as a job on whichever instance takes it. */
export function registerHousekeeping({ deps, log }: JobHost): void {
  const { jobs, database, config } = deps;
  const { db } = database;
  const everyMinutes = config.HOUSEKEEPING_MINUTES;
  jobs.every(
    housekeepingJob,
    everyMinutes * 60,
    async () => {
      const purged = await runHousekeeping(db);
      if (Object.values(purged).some((n) => n > 0)) log.info({ purged }, 'housekeeping');
    },
    { pollingIntervalSeconds: 10, expireInSeconds: 600 },
  );
}
