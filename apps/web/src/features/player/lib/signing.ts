import type { PlayRecord } from '@screenspot/contracts/player';
import {
  playBatchSigningText,
  playSigningText,
  screenshotSigningText,
} from '@screenspot/contracts/proof';

/**
 * The player's Ed25519 key pair (decision 0049), made with WebCrypto when it starts pairing. The
 * private key is not extractable: it lives in IndexedDB as a CryptoKey and only ever signs. Its
 * public key is registered with the token claim; every upload of play records (decision 0064) and
 * every screenshot is signed.
 */
const algorithm = { name: 'Ed25519' } as const;

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new key pair, or null where the browser has no Ed25519 (the player then sends unsigned). */
export async function makeKeys(): Promise<CryptoKeyPair | null> {
  try {
    return (await crypto.subtle.generateKey(algorithm, false, ['sign', 'verify'])) as CryptoKeyPair;
  } catch {
    return null;
  }
}

/** The public key as the server takes it: 32 raw bytes in base64url. */
export async function publicKeyText(keys: CryptoKeyPair): Promise<string> {
  return base64url(await crypto.subtle.exportKey('raw', keys.publicKey));
}

async function sign(keys: CryptoKeyPair, text: string): Promise<string> {
  return base64url(
    await crypto.subtle.sign(algorithm, keys.privateKey, new TextEncoder().encode(text)),
  );
}

async function sha256Hex(data: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One signature for an upload (decision 0064): over the SHA-256 of each record's signed text, in
 * the order sent. Ed25519 is deterministic, so the same batch sent again after a failed upload
 * carries the same signature and is the same batch to the server: nothing needs storing.
 */
export async function signBatch(keys: CryptoKeyPair, plays: PlayRecord[]): Promise<string> {
  const encoder = new TextEncoder();
  const hashes = await Promise.all(
    plays.map((play) => sha256Hex(encoder.encode(playSigningText(play)))),
  );
  return sign(keys, playBatchSigningText(hashes));
}

/**
 * The records each with its own signature (decision 0049): sent when a batch's signature was
 * refused, so that the server names the records it refuses.
 */
export async function signPlays(keys: CryptoKeyPair, plays: PlayRecord[]): Promise<PlayRecord[]> {
  return Promise.all(
    plays.map(async (play) => ({ ...play, signature: await sign(keys, playSigningText(play)) })),
  );
}

/** A screenshot's signature over its bytes' SHA-256, the item and the time of capture. */
export async function signScreenshot(
  keys: CryptoKeyPair,
  image: Blob,
  itemToken: string,
  capturedAt: string,
): Promise<string> {
  const sha256 = await sha256Hex(await image.arrayBuffer());
  return sign(keys, screenshotSigningText({ sha256, itemToken, capturedAt }));
}
