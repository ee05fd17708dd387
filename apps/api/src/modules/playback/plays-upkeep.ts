import type { Db } from '../../db/client';
import { localDate, screenTimezone } from '@screenspot/contracts/time-zone';
import {
  compareRollups,
  maintainPlayPartitions,
  type RollupDifference,
} from './plays-upkeep.repository';
import type { JobHost } from '../../app-deps';

// The raw plays live in monthly partitions (UTC months of started_at) and their counts in three
// rollups kept by the database in the inserting statement (migration 0017, decision 44). This
// module keeps the months ahead made, drops raw months past retention, and checks each night
// that the rollups still equal the raw plays.

const dayMs = 86_400_000;

/** The business date (Dubai; until 02:00 still the day before) `daysAgo` days before `now`. */
function businessDate(now: Date, daysAgo: number): string {
  return localDate(new Date(now.getTime() - 2 * 3_600_000 - daysAgo * dayMs));
}

/**
 * The nightly check: yesterday's and the day before's business days, whole by then. A play that
 * arrives later is counted in its insert's statement too, so a later night would find no new
 * difference from it. Answers the differences found (none, normally).
 */
export function checkRecentRollups(db: Db, now = new Date()): Promise<RollupDifference[]> {
  return compareRollups(db, businessDate(now, 2), businessDate(now, 1));
}

export const playPartitionsJob = 'plays.partitions';
export const rollupCheckJob = 'plays.rollup-check';
/** Each night at 04:00 in Dubai, after the delivery check. */
const rollupCheckCron = '0 4 * * *';

export function registerPlaysUpkeep(host: JobHost): void {
  const { jobs, database, config } = host.deps;
  const deps = {
    db: database.db,
    log: host.log,
    retentionMonths: config.PLAYS_RETENTION_MONTHS,
  };
  // Every six hours and at start: the months ahead are there long before they begin.
  jobs.every(
    playPartitionsJob,
    6 * 3600,
    async () => {
      const outcome = await maintainPlayPartitions(deps.db, deps.retentionMonths);
      const { made, dropped, droppedDefault, droppedBatches } = outcome;
      if (made.length + dropped.length + droppedDefault + droppedBatches > 0) {
        deps.log.info({ partitions: outcome }, 'play partitions maintained');
      }
    },
    { expireInSeconds: 3600 },
  );
  jobs.schedule(
    rollupCheckJob,
    rollupCheckCron,
    screenTimezone,
    async () => {
      const differences = await checkRecentRollups(deps.db);
      if (differences.length === 0) {
        deps.log.info('play rollups equal the raw plays');
        return;
      }
      deps.log.error(
        { differences: differences.slice(0, 50), count: differences.length },
        'play rollups differ from the raw plays',
      );
    },
    { expireInSeconds: 3600 },
  );
}
