import { randomBytes, randomInt } from 'node:crypto';
import { pairingAlphabet, playerLimits, type PairingCreated } from '@screenspot/contracts/player';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../auth';
import { loadScreen } from '../booking';
import { forgetPlayer } from './player-auth';
import * as repository from './repository';
import { publicKeyFrom } from './signatures';
import type { ErrorKey } from '../../error-messages';

export const pairingMessages = {
  unknownCode: 'player.codeInvalid',
  codeUsed: 'player.codeUsed',
  notLinked: 'player.notPaired',
  badKey: 'player.badKey',
  alreadyClaimed: 'player.claimed',
  unknownPlayer: 'player.notFound',
} as const satisfies Record<string, ErrorKey>;

function newCode(): string {
  let code = '';
  for (let i = 0; i < playerLimits.pairingCodeLength; i += 1) {
    code += pairingAlphabet[randomInt(pairingAlphabet.length)];
  }
  return code;
}

/** A code for the screen to show and the secret the player later claims its token with. */
export async function createPairing(db: Db, now = new Date()): Promise<PairingCreated> {
  // Spent and lapsed pairings are kept a day, so a late second claim still hears 410.
  await repository.purgeOldPairings(db, new Date(now.getTime() - 86_400_000));
  const expiresAt = new Date(now.getTime() + playerLimits.pairingMinutes * 60_000);
  const claimToken = randomBytes(24).toString('base64url');
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = newCode();
    const stored = await repository.insertPairing(db, {
      codeHash: hashToken(code),
      claimTokenHash: hashToken(claimToken),
      expiresAt,
    });
    if (stored) return { code, claimToken, expiresAt: expiresAt.toISOString() };
  }
  throw new Error('could not draw an unused pairing code');
}

/** The operator links the code shown on a screen's player to that screen. */
export async function linkPlayer(
  db: Db,
  input: { ledId: number; code: string; operatorId: number },
): Promise<{ playerId: number }> {
  await loadScreen(db, input.ledId);
  return db.transaction(async (tx) => {
    const pairing = await repository.lockOpenPairing(tx, hashToken(input.code), new Date());
    if (!pairing) {
      throw new HttpError(404, pairingMessages.unknownCode, { code: pairingMessages.unknownCode });
    }
    if (pairing.playerId !== null) {
      throw new HttpError(409, pairingMessages.codeUsed, { code: pairingMessages.codeUsed });
    }
    const playerId = await repository.insertPlayer(tx, input.ledId, input.operatorId);
    await repository.linkPairing(tx, pairing.id, playerId);
    return { playerId };
  });
}

/**
 * The player's token, handed out once after linking: 404 before (the player keeps asking), 410
 * once claimed. Only the token's hash is stored.
 */
export async function claimPairing(
  db: Db,
  claimToken: string,
  publicKey?: string,
): Promise<{ token: string }> {
  // The key the player will sign its records with (decision 0049): it must import as Ed25519.
  if (publicKey !== undefined && !(await publicKeyFrom(publicKey))) {
    throw new HttpError(400, pairingMessages.badKey, { code: pairingMessages.badKey });
  }
  const pairing = await repository.findPairingByClaim(db, hashToken(claimToken));
  if (!pairing) throw new HttpError(404, pairingMessages.notLinked);
  if (pairing.claimedAt) throw new HttpError(410, pairingMessages.alreadyClaimed);
  if (pairing.playerId === null) {
    if (pairing.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(404, pairingMessages.unknownCode);
    }
    throw new HttpError(404, pairingMessages.notLinked);
  }
  const playerId = pairing.playerId;
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    if (!(await repository.markClaimed(tx, pairing.id))) {
      throw new HttpError(410, pairingMessages.alreadyClaimed);
    }
    const player = await repository.findPlayer(tx, playerId);
    if (!player || player.revokedAt) throw new HttpError(410, pairingMessages.alreadyClaimed);
    await repository.setPlayerToken(tx, playerId, hashToken(token), publicKey ?? null);
    return { token };
  });
}

/** Revokes a player: its token stops working at once, on every instance. */
export async function revokePlayer(db: Db, playerId: number): Promise<void> {
  const player = await repository.findPlayer(db, playerId);
  if (!player) throw new HttpError(404, pairingMessages.unknownPlayer);
  await db.transaction(async (tx) => {
    await repository.revokePlayer(tx, playerId);
    await repository.announceRevocation(tx, playerId);
  });
  // This instance at once; the others when the NOTIFY reaches them.
  forgetPlayer(playerId);
}
