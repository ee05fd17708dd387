import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { runHousekeeping } from './housekeeping.repository';
import type { Jobs } from './queue';

export const housekeepingJob = 'housekeeping';

/** Sweeps on start and then about every `everyMinutes`, as a job on whichever instance takes it. */
export function registerHousekeeping(
  jobs: Jobs,
  db: Db,
  everyMinutes: number,
  log: FastifyBaseLogger,
): void {
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
