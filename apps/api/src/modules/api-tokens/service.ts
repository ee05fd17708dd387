import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, ApiTokenScope } from '@screenspot/contracts/api-token';
import type { Page } from '@screenspot/contracts/admin';
import type { PageQuery } from '@screenspot/contracts/paging';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { HttpError } from '../../plugins/errors';
import * as repository from './repository';

/** Every token starts so; secret scanners and people can tell it is a ScreenSpot token. */
export const tokenPrefix = 'ss_';
const shownPrefixLength = tokenPrefix.length + 6;

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a token; its secret is answered here once and only its hash is kept. */
export async function createToken(
  db: Db,
  customerId: number,
  input: { name: string; scopes: ApiTokenScope[]; expiresAt?: string },
): Promise<{ id: number; token: string }> {
  const token = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
  const row = await repository.insertToken(db, {
    customerId,
    name: input.name,
    scopes: input.scopes,
    tokenHash: hashApiToken(token),
    prefix: token.slice(0, shownPrefixLength),
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  });
  return { id: row.id, token };
}

function toApiToken(row: repository.ApiTokenRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
  };
}

export function listTokens(db: Db, customerId: number, query: PageQuery): Promise<Page<ApiToken>> {
  const now = new Date();
  return readPage(query, {
    ...repository.tokenListing(db, customerId),
    item: (row) => toApiToken(row, now),
  });
}

export async function revokeToken(db: Db, customerId: number, id: number): Promise<void> {
  // Another account's token answers exactly like a missing one.
  if (!(await repository.revokeToken(db, customerId, id))) {
    throw new HttpError(404, 'notFound.token');
  }
}

export type TokenUse = repository.TokenUse;

/** Counts a request made with the token; null when it is unknown, revoked or expired. */
export function useToken(db: Db, token: string, windowSeconds: number): Promise<TokenUse | null> {
  return repository.countTokenUse(db, hashApiToken(token), windowSeconds);
}
