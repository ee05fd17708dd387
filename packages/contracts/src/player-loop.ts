import { daypartIds, dayparts, localDate, screenUtcOffsetMinutes, type DaypartId } from './booking';
import { playerLimits } from './player';

/**
 * The cell (local date and daypart) an instant falls in on the screen's clock, or null between
 * 02:00 and 06:00 when no daypart is sold. Night (22–02) belongs to the date it starts on.
 */
export function cellAt(at: Date): { date: string; daypart: DaypartId } | null {
  const local = new Date(at.getTime() + screenUtcOffsetMinutes * 60_000);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  for (const id of daypartIds) {
    const { start, end } = dayparts[id];
    if (minutes >= start && minutes < end) return { date: localDate(at), daypart: id };
    // Past midnight, the night daypart of the previous date (24:00–26:00 on its clock).
    if (end > 1440 && minutes + 1440 >= start && minutes + 1440 < end) {
      return { date: localDate(new Date(at.getTime() - 86_400_000)), daypart: id };
    }
  }
  return null;
}

export type LoopEntry<T> = { kind: 'item'; item: T } | { kind: 'house' };

/**
 * One loop of `slots` slots: every item gets its spots, dealt round-robin in the given order
 * (A B C A C for A×2, B×1, C×2), so spots of one order are spread through the loop and the order
 * is the same on every pass; the slots left over are the operator's house content.
 */
export function buildLoop<T>(slots: number, items: { item: T; spots: number }[]): LoopEntry<T>[] {
  const loop: LoopEntry<T>[] = [];
  const most = Math.max(0, ...items.map((entry) => entry.spots));
  for (let pass = 0; pass < most && loop.length < slots; pass += 1) {
    for (const entry of items) {
      if (entry.spots > pass && loop.length < slots) loop.push({ kind: 'item', item: entry.item });
    }
  }
  while (loop.length < slots) loop.push({ kind: 'house' });
  return loop;
}

/**
 * Where the screen is in its loop at an instant: loops are aligned to the epoch, so every player of
 * a screen, and the server, agree on slot boundaries without talking to each other.
 */
export function slotAt(at: number, slotSeconds: number, slots: number) {
  const slotMs = slotSeconds * 1000;
  const index = Math.floor(at / slotMs);
  return { slot: index % slots, startsAt: index * slotMs, endsAt: (index + 1) * slotMs };
}

/** How late into its slot a video may still start: a timer that fires a little late still plays. */
const lateStartLimitMs = 1000;

/**
 * Whether a video of `durationMs` still plays in full when its slot of `slotMs` is joined `lateMs`
 * after it began: it starts within the late-start limit and ends within the slot, give or take
 * the tolerance of a complete play. Otherwise the slot shows house content rather than a cut ad.
 */
export function playsInFull(lateMs: number, durationMs: number, slotMs: number): boolean {
  return (
    lateMs < lateStartLimitMs && lateMs + durationMs <= slotMs + playerLimits.completeToleranceMs
  );
}
