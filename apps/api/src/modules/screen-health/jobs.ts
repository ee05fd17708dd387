import { watchFleet, type WatchDeps } from './service';
import type { JobHost } from '../../app-deps';
import { sweepOptions } from '../../jobs/queue';
import { noticeDeps } from '../notifications';

export const fleetWatchJob = 'screens.watch-health';

/**
 * The fleet watch every `seconds` on one instance at a time (a stately pg-boss chain); a run that
 * does overlap another is still safe, since each alert is claimed by a row only one run can write.
 */
export function registerFleetWatch(host: JobHost): void {
  const { jobs, config, clock } = host.deps;
  const deps: WatchDeps = noticeDeps(host);
  const seconds = config.FLEET_WATCH_SECONDS;
  jobs.every(
    fleetWatchJob,
    seconds,
    async () => {
      await watchFleet(deps, clock());
    },
    sweepOptions(seconds),
  );
}
