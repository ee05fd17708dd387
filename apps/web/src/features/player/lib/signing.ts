import type { PlayRecord } from '@screenspot/contracts/player';
import { playSigningText, screenshotSigningText } from '@screenspot/contracts/proof';

/**
 * The player's Ed25519 key pair (decision 0049), made with WebCrypto when it starts pairing. The
 * private key is not extractable: it lives in IndexedDB as a CryptoKey and only ever signs. Its
 * public key is registered with the token claim; every play record and screenshot is signed.
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

/**
 * The records with their signatures. Ed25519 signatures are deterministic, so a batch signed again
 * after a failed upload carries the same ones: nothing needs storing.
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
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await image.arrayBuffer()));
  const sha256 = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return sign(keys, screenshotSigningText({ sha256, itemToken, capturedAt }));
}
