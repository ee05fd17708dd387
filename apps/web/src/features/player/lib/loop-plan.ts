import type { Manifest, ManifestItem } from '@screenspot/contracts/player';
import type { LoopEntry } from '@screenspot/contracts/player-loop';

export type LoopPlan = { slots: number; loop: LoopEntry<ManifestItem>[]; slotSeconds: number };

/**
 * A manifest stored before the server arranged the loops (decision 0057) has none: the player asks
 * for a fresh one at once rather than arrange the loop itself.
 */
export function hasLoops(manifest: Manifest): boolean {
  return Array.isArray((manifest as Partial<Manifest>).loops);
}

/**
 * The loop to play at an instant, exactly as the manifest orders it: the loop whose stretch holds
 * the instant, its tokens turned into items; a withdrawn or unknown token, and any instant outside
 * every stretch, is house content. Null once the manifest is past its validity.
 */
export function loopPlanAt(manifest: Manifest | null, now: number): LoopPlan | null {
  if (!manifest || now >= Date.parse(manifest.validUntil)) return null;
  const slotSeconds = manifest.slotSeconds;
  const current = hasLoops(manifest)
    ? manifest.loops.find(
        (loop) => Date.parse(loop.startsAt) <= now && now < Date.parse(loop.endsAt),
      )
    : undefined;
  if (!current || current.slots.length === 0) {
    const slots = Math.max(1, Math.round(manifest.loopSeconds / slotSeconds));
    return { slots, loop: Array.from({ length: slots }, () => ({ kind: 'house' })), slotSeconds };
  }
  const playable = new Map(
    manifest.items
      .filter((item) => !manifest.revoked.includes(item.itemToken))
      .map((item) => [item.itemToken, item]),
  );
  const loop = current.slots.map((token): LoopEntry<ManifestItem> => {
    const item = token === null ? undefined : playable.get(token);
    return item ? { kind: 'item', item } : { kind: 'house' };
  });
  return { slots: loop.length, loop, slotSeconds };
}
