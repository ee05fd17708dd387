import { createHash, webcrypto } from 'node:crypto';
import {
  playSigningText,
  publicKeyPattern,
  signaturePattern,
  type SignedPlayFields,
} from '@screenspot/contracts/proof';

/**
 * Ed25519 checks of what players sign (decision 0049), with WebCrypto. A public key is imported
 * once per instance and kept (a player's key never changes: pairing again makes a new player).
 */
const subtle = webcrypto.subtle;
type CryptoKey = webcrypto.CryptoKey;
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey | null>>();
const keysCeiling = 50_000;

/** The bytes of a base64url text, or null unless it is the one canonical spelling of them. */
function canonicalBytes(text: string, pattern: RegExp): Buffer | null {
  if (!pattern.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** The player's key ready for checks, or null when the text is not an Ed25519 public key. */
export function publicKeyFrom(text: string): Promise<CryptoKey | null> {
  let key = keys.get(text);
  if (!key) {
    const bytes = canonicalBytes(text, publicKeyPattern);
    key = bytes
      ? subtle.importKey('raw', bytes, { name: 'Ed25519' }, false, ['verify']).catch(() => null)
      : Promise.resolve(null);
    if (keys.size >= keysCeiling) keys.clear();
    keys.set(text, key);
  }
  return key;
}

/** Whether `signature` (base64url) is the key's Ed25519 signature of `text` (UTF-8). */
export async function signatureHolds(
  key: CryptoKey,
  text: string,
  signature: string | undefined | null,
): Promise<boolean> {
  if (!signature) return false;
  const bytes = canonicalBytes(signature, signaturePattern);
  if (!bytes) return false;
  return subtle.verify({ name: 'Ed25519' }, key, bytes, encoder.encode(text));
}

/** SHA-256 of a UTF-8 text, as 64 lower-case hex digits. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A play record's hash: what a signed batch lists for it (decision 0064). */
export function playRecordHash(play: SignedPlayFields): string {
  return sha256Hex(playSigningText(play));
}
