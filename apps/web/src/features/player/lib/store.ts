import type { Manifest, PlayRecord } from '@screenspot/contracts/player';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The player's durable state in IndexedDB: its credential, the last manifest, and the queue of
 * proof-of-play records not yet acknowledged by the server. It survives reloads and power cuts.
 */
type Settings = {
  token: string;
  pairing: { code: string; claimToken: string; expiresAt: string };
  manifest: { manifest: Manifest; etag: string };
  seq: number;
  /** The Ed25519 key pair of the current pairing (its private key not extractable). */
  keys: CryptoKeyPair;
};

interface PlayerDb extends DBSchema {
  settings: { key: keyof Settings; value: Settings[keyof Settings] };
  plays: { key: string; value: PlayRecord };
}

let opened: Promise<IDBPDatabase<PlayerDb>> | null = null;

function database() {
  opened ??= openDB<PlayerDb>('screenspot-player', 1, {
    upgrade(db) {
      db.createObjectStore('settings');
      // playIds are UUID v7: key order is the order the plays happened in.
      db.createObjectStore('plays', { keyPath: 'playId' });
    },
  });
  return opened;
}

export async function readSetting<K extends keyof Settings>(
  key: K,
): Promise<Settings[K] | undefined> {
  return (await (await database()).get('settings', key)) as Settings[K] | undefined;
}

export async function writeSetting<K extends keyof Settings>(key: K, value: Settings[K]) {
  await (await database()).put('settings', value, key);
}

export async function removeSetting(key: keyof Settings) {
  await (await database()).delete('settings', key);
}

/**
 * Gives the play its sequence number and stores it, in one transaction: the record is durable
 * before anything else happens, and seq never repeats.
 */
export async function recordPlay(play: Omit<PlayRecord, 'seq'>): Promise<PlayRecord> {
  const db = await database();
  const tx = db.transaction(['settings', 'plays'], 'readwrite');
  const seq = (((await tx.objectStore('settings').get('seq')) as number | undefined) ?? 0) + 1;
  const record = { ...play, seq };
  await Promise.all([
    tx.objectStore('settings').put(seq, 'seq'),
    tx.objectStore('plays').put(record),
    tx.done,
  ]);
  return record;
}

/** The oldest unsent records, at most `limit`. */
export async function pendingPlays(limit: number): Promise<PlayRecord[]> {
  return (await database()).getAll('plays', undefined, limit);
}

export async function pendingCount(): Promise<number> {
  return (await database()).count('plays');
}

/** Forgets records the server has answered for (accepted, duplicate or refused). */
export async function forgetPlays(playIds: string[]) {
  const tx = (await database()).transaction('plays', 'readwrite');
  await Promise.all([...playIds.map((id) => tx.store.delete(id)), tx.done]);
}
