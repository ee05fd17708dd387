import type { Jobs } from '../../jobs/queue';
import { watchFleet, type WatchDeps } from './service';

export const fleetWatchJob = 'screens.watch-health';

/**
 * The fleet watch every `seconds` on one instance at a time (a stately pg-boss chain); a run that
 * does overlap another is still safe, since each alert is claimed by a row only one run can write.
 */
export function registerFleetWatch(
  jobs: Jobs,
  deps: WatchDeps,
  seconds: number,
  clock: () => Date,
): void {
  jobs.every(
    fleetWatchJob,
    seconds,
    async () => {
      await watchFleet(deps, clock());
    },
    { pollingIntervalSeconds: Math.min(2, Math.max(0.5, seconds / 2)), expireInSeconds: 300 },
  );
}
