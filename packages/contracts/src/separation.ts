/**
 * Competitive separation in a screen's loop (decision 0047): two adverts of one category never play
 * back to back, the loop wrapping around. House slots and adverts without a category separate
 * anything. A loop of `slots` slots can be arranged so exactly when no category has more than half
 * of them (rounded down); a one-slot loop only ever plays one advert.
 */
import type { LoopEntry } from './player-loop';

export type SeparatedItem<T> = { item: T; spots: number; category: string | null };

/** The spots each category takes in one loop (adverts without a category left out). */
export function categorySpots(items: { spots: number; category: string | null }[]) {
  const spots = new Map<string, number>();
  for (const entry of items) {
    if (entry.category) spots.set(entry.category, (spots.get(entry.category) ?? 0) + entry.spots);
  }
  return spots;
}

/** Whether these spots fit a loop of `slots` with no two of one category side by side. */
export function separationPossible(
  slots: number,
  items: { spots: number; category: string | null }[],
): boolean {
  const total = items.reduce((sum, entry) => sum + entry.spots, 0);
  if (total > slots) return false;
  if (slots <= 1) return true;
  const most = Math.max(0, ...categorySpots(items).values());
  return most <= Math.floor(slots / 2);
}

/** One category's spots in turn across its orders (A B A for A×2, B×1), so each is spread. */
function dealt<T>(group: SeparatedItem<T>[]): T[] {
  const out: T[] = [];
  const most = Math.max(0, ...group.map((entry) => entry.spots));
  for (let pass = 0; pass < most; pass += 1) {
    for (const entry of group) if (entry.spots > pass) out.push(entry.item);
  }
  return out;
}

/**
 * One loop of `slots` slots in which no two adjacent slots (the last beside the first) carry the
 * same category, or null when no such loop exists. The largest category goes first into every
 * other slot (0, 2, 4 …), then the rest, then adverts without a category and house slots fill the
 * odd slots: with no category over half the loop, no two of one category can meet. The same input
 * gives the same loop on every player.
 */
export function separatedLoop<T>(slots: number, items: SeparatedItem<T>[]): LoopEntry<T>[] | null {
  if (!separationPossible(slots, items)) return null;
  const groups = new Map<string, SeparatedItem<T>[]>();
  const neutral: SeparatedItem<T>[] = [];
  for (const entry of items) {
    if (entry.spots <= 0) continue;
    if (!entry.category) neutral.push(entry);
    else groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  }
  const spotsOf = (group: SeparatedItem<T>[]) => group.reduce((sum, e) => sum + e.spots, 0);
  // Largest first; ties keep the order the items came in.
  const ordered = [...groups.values()].sort((a, b) => spotsOf(b) - spotsOf(a));
  const sequence: LoopEntry<T>[] = [
    ...ordered.flatMap((group) => dealt(group)),
    ...dealt(neutral),
  ].map((item) => ({ kind: 'item', item }));
  while (sequence.length < slots) sequence.push({ kind: 'house' });
  const positions = [
    ...Array.from({ length: Math.ceil(slots / 2) }, (_, i) => 2 * i),
    ...Array.from({ length: Math.floor(slots / 2) }, (_, i) => 2 * i + 1),
  ];
  const loop: LoopEntry<T>[] = new Array(slots);
  positions.forEach((position, index) => {
    loop[position] = sequence[index]!;
  });
  return loop;
}
