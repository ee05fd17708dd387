import type { PlayRecord } from '@screenspot/contracts/player';
import { playBatchSigningText, playSigningText } from '@screenspot/contracts/proof';
import { describe, expect, it } from 'vitest';
import { makeKeys, publicKeyText, signBatch } from './signing';

const play = (seq: number): PlayRecord => ({
  playId: `0193a8c4-5e2f-7b10-9c3d-2e4f6a8b0c${String(seq).padStart(2, '0')}`,
  seq,
  itemToken: 'k2VbX0c9Qm',
  startedAt: new Date(Date.UTC(2026, 11, 1, 14, 30, seq * 15)).toISOString(),
  endedAt: new Date(Date.UTC(2026, 11, 1, 14, 30, seq * 15 + 14)).toISOString(),
  durationMs: 14_000,
  status: 'completed',
});

const bytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const encoder = new TextEncoder();

async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the server checks (decision 0064): the key's signature over the records' hashes in order. */
async function holds(publicKey: string, signature: string, plays: PlayRecord[]) {
  const hashes = await Promise.all(plays.map((p) => sha256Hex(playSigningText(p))));
  const key = await crypto.subtle.importKey('raw', bytes(publicKey), { name: 'Ed25519' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    bytes(signature),
    encoder.encode(playBatchSigningText(hashes)),
  );
}

describe("the player's batch signature", () => {
  it('signs the hashes of its records in order, the same each time it is sent', async () => {
    const keys = (await makeKeys())!;
    const plays = [play(1), play(2), play(3)];
    const signature = await signBatch(keys, plays);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const publicKey = await publicKeyText(keys);
    expect(await holds(publicKey, signature, plays)).toBe(true);
    expect(await signBatch(keys, plays)).toBe(signature);
    // Another order, or one record changed, is another batch.
    expect(await holds(publicKey, signature, [...plays].reverse())).toBe(false);
    expect(await holds(publicKey, signature, [play(1), play(2), { ...play(3), seq: 4 }])).toBe(
      false,
    );
  });
});
