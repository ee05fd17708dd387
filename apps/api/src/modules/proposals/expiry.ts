import type { Db } from '../../db/client';
import { registerHoldSweep, releaseHeldCells, type CellRequest } from '../booking';
import * as repository from './repository';
import type { JobHost } from '../../app-deps';
import { settleDue } from '../../jobs/sweep';

/**
 * Ends every held proposal whose time is up and gives its cells back, like the campaign hold sweep:
 * each proposal in its own transaction, locked with SKIP LOCKED and checked again under the lock,
 * so instances can sweep side by side without releasing a hold twice.
 */
export function expireProposalHolds(db: Db, now: Date): Promise<number> {
  return settleDue(
    (limit) => repository.lapsedHolds(db, now, limit),
    (id) =>
      db.transaction(async (tx) => {
        const row = await repository.lockIfFree(tx, id);
        if (!row || !row.held || row.expiresAt > now) return false;
        await releaseHeldCells(tx, row.cells as CellRequest[]);
        await repository.finish(tx, row.id, { state: 'expired' });
        return true;
      }),
  );
}

export const proposalSweepJob = 'proposals.expire-holds';

/** Runs with the campaign hold sweep's period, on whichever instance takes the job. */
export function registerProposalExpiry(host: JobHost): void {
  // Proposals' holds lapse on the same beat as booking holds.
  registerHoldSweep(host, {
    job: proposalSweepJob,
    expire: expireProposalHolds,
    expired: 'expired lapsed proposal holds',
  });
}
