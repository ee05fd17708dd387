import argon2 from 'argon2';
import { HashingGate, type HashingPriority } from './hashing-gate';

// Two hashes at a time on the service's cores; sign-in goes first (see hashing-gate.ts).
const gate = new HashingGate(2);

/**
 * argon2id's cost. `standard` is the library's default (64 MiB, 3 passes, 4 lanes), well above
 * OWASP's minimum. `test` (4 MiB, 1 pass) keeps the same algorithm and code path for the test
 * suites, which create thousands of accounts; the configuration refuses it in production.
 */
export const passwordHashCosts = {
  standard: { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 },
  test: { type: argon2.argon2id, memoryCost: 4_096, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordHashCost = keyof typeof passwordHashCosts;

let options: (typeof passwordHashCosts)[PasswordHashCost] = passwordHashCosts.standard;
// Unknown accounts are checked against this hash so an answer's timing does not tell them apart.
let decoyHash: Promise<string> | undefined;

/** Sets the cost of new hashes (a stored hash is verified with the cost it records). */
export function usePasswordHashCost(cost: PasswordHashCost): void {
  if (options === passwordHashCosts[cost]) return;
  options = passwordHashCosts[cost];
  decoyHash = undefined;
}

export function hashPassword(
  password: string,
  priority: HashingPriority = 'other',
): Promise<string> {
  return gate.run(priority, () => argon2.hash(password, options));
}

/** Compares with the stored hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= argon2.hash('decoy-password-for-timing', options);
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
