import type { Db } from '../../db/client';
import type { ScreenChange } from './answer-scope';
import * as repository from './repository';

/**
 * What one committed transaction changed in the catalogue: the counter's bumps it made, (from, to],
 * and the screens before and after; `screens: null` when it cannot say (everything may differ).
 */
export type CatalogChange = { from: number; to: number; screens: ScreenChange[] | null };

// A NOTIFY payload must stay under 8000 bytes; a larger change is announced as "everything".
const maxPayloadBytes = 7_000;

type Listener = (change: CatalogChange) => void;

// This instance's own listeners, told as soon as the change commits (NOTIFY tells the others).
const listeners = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` with every change made through `changeCatalog` on this database handle. */
export function onCatalogChange(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function parseCatalogChange(payload: string): CatalogChange | null {
  try {
    const change = JSON.parse(payload) as CatalogChange;
    return Number.isInteger(change.from) && Number.isInteger(change.to) ? change : null;
  } catch {
    return null;
  }
}

/**
 * Runs a catalogue change in a transaction and announces what it touched, so cached finder
 * answers it cannot change are kept. `work` takes its row locks, then calls `counting` before
 * writing: from then on the counter is locked, so the bumps until the commit are this
 * transaction's alone, and every instance can tell them from changes made elsewhere.
 */
export async function changeCatalog<T>(
  db: Db,
  work: (
    tx: Db,
    counting: () => Promise<void>,
  ) => Promise<{ result: T; screens: ScreenChange[] | null }>,
): Promise<T> {
  const { result, change } = await db.transaction(async (tx) => {
    let from: number | undefined;
    const counting = async () => {
      from ??= await repository.lockCatalogCounter(tx);
    };
    const { result, screens } = await work(tx, counting);
    await counting();
    const to = await repository.readCatalogCounter(tx);
    let change: CatalogChange = { from: from!, to, screens };
    let payload = JSON.stringify(change);
    if (Buffer.byteLength(payload) > maxPayloadBytes) {
      change = { from: from!, to, screens: null };
      payload = JSON.stringify(change);
    }
    await repository.announceCatalogChange(tx, payload);
    return { result, change };
  });
  for (const listener of listeners.get(db) ?? []) listener(change);
  return result;
}
