import argon2 from 'argon2';
import { HashingGate, type HashingPriority } from './hashing-gate';

// Two hashes at a time on the service's cores; sign-in goes first (see hashing-gate.ts).
const gate = new HashingGate(2);

export function hashPassword(
  password: string,
  priority: HashingPriority = 'other',
): Promise<string> {
  return gate.run(priority, () => argon2.hash(password, { type: argon2.argon2id }));
}

// Unknown accounts are checked against this hash so an answer's timing does not tell them apart.
let decoyHash: Promise<string> | undefined;

/** Compares with the stored hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= argon2.hash('decoy-password-for-timing', { type: argon2.argon2id });
    const decoy = await decoyHash;
    await gate.run('sign-in', () => argon2.verify(decoy, password)).catch(() => false);
    return false;
  }
  try {
    return await gate.run('sign-in', () => argon2.verify(hash, password));
  } catch {
    return false;
  }
}
