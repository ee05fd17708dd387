import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../auth';
import * as repository from './repository';
import type { ErrorKey } from '../../error-messages';

/** A paired player; `publicKey` is null for players paired before signatures (decision 0049). */
export type AuthedPlayer = { id: number; screenId: number; publicKey: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    player?: AuthedPlayer;
  }
}

export const playerAuthMessage: ErrorKey = 'player.revoked';

/**
 * Token lookups are kept for ten minutes (none when PLAYER_CACHE_SECONDS is 0): 10,000 screens
 * polling need not cost 10,000 queries. A revocation is announced with NOTIFY and every instance
 * drops the player at once (`listenForRevocations`); after a lost LISTEN connection, everything.
 */
const cache = new Map<string, { player: AuthedPlayer; until: number }>();
const cacheCeiling = 50_000;
const tokenCacheMs = 10 * 60_000;

export function forgetPlayer(playerId: number): void {
  for (const [hash, entry] of cache) if (entry.player.id === playerId) cache.delete(hash);
}

/** Every instance forgets a revoked player's token as soon as the revocation commits. */
export async function listenForRevocations(database: Database): Promise<() => Promise<void>> {
  return database.listen(repository.revocationsChannel, {
    onMessage: (payload) => forgetPlayer(Number(payload)),
    onResume: () => cache.clear(),
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? match[1]! : null;
}

/** A preHandler for player routes: a valid, unrevoked Bearer token, or 401. */
export function requirePlayer(db: Db, cacheSeconds: number) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, playerAuthMessage);
    const hash = hashToken(token);
    const now = Date.now();
    const cached = cache.get(hash);
    if (cached && cached.until > now) {
      request.player = cached.player;
      return;
    }
    const player = await repository.findActivePlayer(db, hash);
    if (!player) {
      cache.delete(hash);
      throw new HttpError(401, playerAuthMessage);
    }
    if (cacheSeconds > 0) {
      if (cache.size >= cacheCeiling) {
        for (const [key, entry] of cache) if (entry.until <= now) cache.delete(key);
        if (cache.size >= cacheCeiling) cache.clear();
      }
      cache.set(hash, { player, until: now + tokenCacheMs });
    }
    request.player = player;
  };
}

export function currentPlayer(request: FastifyRequest): AuthedPlayer {
  if (!request.player) throw new HttpError(401, playerAuthMessage);
  return request.player;
}
