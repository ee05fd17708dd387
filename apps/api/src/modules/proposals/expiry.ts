import type { Db } from '../../db/client';
import { releaseHeldCells, type CellRequest } from '../booking';
import * as repository from './repository';
import type { JobHost } from '../../app-deps';

/**
 * Ends every held proposal whose time is up and gives its cells back, like the campaign hold sweep:
 * each proposal in its own transaction, locked with SKIP LOCKED and checked again under the lock,
 * so instances can sweep side by side without releasing a hold twice.
 */
export async function expireProposalHolds(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await repository.lapsedHolds(db, now, 100);
    let progressed = false;
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const row = await repository.lockIfFree(tx, id);
        if (!row || !row.held || row.expiresAt > now) return false;
        await releaseHeldCells(tx, row.cells as CellRequest[]);
        await repository.finish(tx, row.id, { state: 'expired' });
        return true;
      });
      if (done) {
        expired += 1;
        progressed = true;
      }
    }
    if (due.length < 100 || !progressed) return expired;
  }
}

export const proposalSweepJob = 'proposals.expire-holds';

/** Runs with the campaign hold sweep's period, on whichever instance takes the job. */
export function registerProposalExpiry({ deps, log }: JobHost): void {
  const { jobs, database, config, clock } = deps;
  const { db } = database;
  // Proposals' holds lapse on the same beat as booking holds.
  const everySeconds = config.HOLD_SWEEP_SECONDS;
  jobs.every(
    proposalSweepJob,
    everySeconds,
    async () => {
      const expired = await expireProposalHolds(db, clock());
      if (expired > 0) log.info({ expired }, 'expired lapsed proposal holds');
    },
    { pollingIntervalSeconds: Math.min(2, Math.max(0.5, everySeconds / 2)), expireInSeconds: 300 },
  );
}
