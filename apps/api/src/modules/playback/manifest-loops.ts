/**
 * The loop order a manifest carries (decision 0057): the server arranges it once, and every player
 * of the screen plays it as given. Between two instants where some cell starts or ends the booked
 * spots are constant, so each such stretch gets one loop.
 */
import type { ManifestItem, ManifestLoop } from '@screenspot/contracts/player';
import { buildLoop, type LoopEntry } from '@screenspot/contracts/player-loop';
import { separatedLoop } from '@screenspot/contracts/separation';

/** How many slots one loop has: a loop shorter than a slot still plays one. */
export function loopSlots(loopSeconds: number, slotSeconds: number): number {
  return Math.max(1, Math.round(loopSeconds / slotSeconds));
}

/**
 * One loop of these items with their spots: adverts of one category kept apart (decision 0047),
 * else (no category at all, or none that can be kept apart) the plain round-robin loop. Items in
 * order id order, so the same bookings always give the same loop.
 */
export function arrangeLoop(
  slots: number,
  entries: { item: ManifestItem; spots: number }[],
): LoopEntry<ManifestItem>[] {
  const sorted = [...entries].sort((a, b) => a.item.orderId - b.item.orderId);
  const separated = sorted.some((entry) => entry.item.category)
    ? separatedLoop(
        slots,
        sorted.map((entry) => ({ ...entry, category: entry.item.category ?? null })),
      )
    : null;
  return separated ?? buildLoop(slots, sorted);
}

/** The loops of a manifest's items, in time order; stretches with nothing booked are left out. */
export function manifestLoops(items: ManifestItem[], slots: number): ManifestLoop[] {
  // Each cell's instants, read from their text once and not again at every stretch.
  const timed = items.map((item) => ({
    item,
    cells: item.cells.map((cell) => ({
      from: Date.parse(cell.startsAt),
      to: Date.parse(cell.endsAt),
      spots: cell.spots,
    })),
  }));
  const instants = [
    ...new Set(timed.flatMap(({ cells }) => cells.flatMap((c) => [c.from, c.to]))),
  ].sort((a, b) => a - b);
  const loops: ManifestLoop[] = [];
  for (let i = 0; i + 1 < instants.length; i += 1) {
    const from = instants[i]!;
    const entries = timed
      .map(({ item, cells }) => ({
        item,
        spots: cells.reduce((sum, c) => (c.from <= from && from < c.to ? sum + c.spots : sum), 0),
      }))
      .filter((entry) => entry.spots > 0);
    if (entries.length === 0) continue;
    const order = arrangeLoop(slots, entries).map((entry) =>
      entry.kind === 'item' ? entry.item.itemToken : null,
    );
    const startsAt = new Date(from).toISOString();
    const endsAt = new Date(instants[i + 1]!).toISOString();
    const last = loops.at(-1);
    // A stretch that goes on playing the same loop extends the one before it.
    if (last && last.endsAt === startsAt && sameOrder(last.slots, order)) last.endsAt = endsAt;
    else loops.push({ startsAt, endsAt, slots: order });
  }
  return loops;
}

function sameOrder(a: (string | null)[], b: (string | null)[]): boolean {
  return a.length === b.length && a.every((token, index) => token === b[index]);
}
