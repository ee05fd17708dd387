import { addDays } from '@screenspot/contracts/booking';
import type { CapacityConflict } from '@screenspot/contracts/booking-api';
import type { ProposalAlternative } from '@screenspot/contracts/proposal';
import type { Db } from '../../db/client';
import { availability, type CellRequest, type SaleRules } from '../booking';

/** Alternatives offered for each cell no longer free. */
const perCell = 3;

/**
 * For each cell taken meanwhile, up to three cells of the same screen that still have the spots:
 * its other dayparts that date, then the day before and after. Read from the booking module's
 * availability (no locks: a suggestion, checked again when booked).
 */
export async function alternativesFor(
  db: Db,
  short: CapacityConflict['cells'],
  planned: CellRequest[],
  rules: SaleRules,
): Promise<ProposalAlternative[]> {
  const inPlan = new Set(planned.map((c) => `${c.screenId}/${c.date}/${c.daypart}`));
  const offered = new Set<string>();
  const alternatives: ProposalAlternative[] = [];
  for (const cell of short) {
    const days = await availability(
      db,
      { ledId: cell.ledId, from: addDays(cell.date, -1), to: addDays(cell.date, 1) },
      rules,
    );
    // The same date first, then the neighbouring days.
    const ordered = [...days.days].sort(
      (a, b) => Number(b.date === cell.date) - Number(a.date === cell.date),
    );
    let found = 0;
    for (const day of ordered) {
      for (const daypart of day.dayparts) {
        const key = `${cell.ledId}/${day.date}/${daypart.id}`;
        if (found >= perCell || daypart.free < cell.requested) continue;
        if (inPlan.has(key) || offered.has(key)) continue;
        offered.add(key);
        found += 1;
        alternatives.push({
          ledId: cell.ledId,
          date: day.date,
          daypart: daypart.id,
          free: daypart.free,
        });
      }
    }
  }
  return alternatives;
}
