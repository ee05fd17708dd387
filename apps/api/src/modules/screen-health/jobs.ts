import { watchFleet, type WatchDeps } from './service';
import type { JobHost } from '../../app-deps';
import { everySweep } from '../../jobs/queue';
import { noticeDeps } from '../notifications';

export const fleetWatchJob = 'screens.watch-health';

/**
 * The fleet watch every FLEET_WATCH_SECONDS on one instance at a time (a stately pg-boss chain); a
 * run that does overlap another is still safe, since each alert is claimed by a row only one run
 * can write.
 */
export function registerFleetWatch(host: JobHost): void {
  const { jobs, config, clock } = host.deps;
  const deps: WatchDeps = noticeDeps(host);
  everySweep(jobs, fleetWatchJob, config.FLEET_WATCH_SECONDS, async () => {
    await watchFleet(deps, clock());
  });
}
