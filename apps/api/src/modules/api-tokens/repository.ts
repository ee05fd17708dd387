import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tableListing } from '../../db/paging';
import { apiTokens, customers } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertToken(
  db: Db,
  values: {
    customerId: number;
    name: string;
    scopes: string[];
    tokenHash: string;
    prefix: string;
    expiresAt: Date | null;
  },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

const liveTokensOf = (customerId: number) =>
  and(eq(apiTokens.customerId, customerId), isNull(apiTokens.revokedAt));

/** The account's tokens that were not revoked, newest first. */
export function tokenListing(db: Db, customerId: number) {
  return tableListing(db, apiTokens, liveTokensOf(customerId), [
    desc(apiTokens.createdAt),
    desc(apiTokens.id),
  ]);
}

/** Revokes the account's own token; false when it has no such live token. */
export async function revokeToken(db: Db, customerId: number, id: number): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(apiTokens.id, id), eq(apiTokens.customerId, customerId), isNull(apiTokens.revokedAt)),
    )
    .returning({ id: apiTokens.id });
  return revoked.length > 0;
}

export type TokenUse = {
  tokenId: number;
  scopes: string[];
  /** Requests counted in the current window, this one included. */
  count: number;
  windowStartedAt: Date;
  customer: {
    id: number;
    email: string;
    role: 'customer' | 'operator';
    companyName: string;
    name: string;
    surname: string;
    phoneNumber: string;
    language: 'en' | 'ar';
    currency: 'USD' | 'AED';
    trn: string | null;
    secondFactorEnabled: boolean;
  };
};

/**
 * Counts one request against a live token in a single statement, so every instance shares the
 * count: a new window starts when the current one is older than `windowSeconds`. Null when the
 * token is unknown, revoked or expired.
 */
export async function countTokenUse(
  db: Db,
  tokenHash: string,
  windowSeconds: number,
): Promise<TokenUse | null> {
  const fresh = sql`${apiTokens.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [token] = await db
    .update(apiTokens)
    .set({
      windowStartedAt: sql`case when ${fresh} then now() else ${apiTokens.windowStartedAt} end`,
      windowCount: sql`case when ${fresh} then 1 else ${apiTokens.windowCount} + 1 end`,
      lastUsedAt: sql`now()`,
    })
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        sql`(${apiTokens.expiresAt} is null or ${apiTokens.expiresAt} > now())`,
      ),
    )
    .returning({
      ...columnsOf(apiTokens, 'id', 'customerId', 'scopes'),
      count: apiTokens.windowCount,
      windowStartedAt: apiTokens.windowStartedAt,
    });
  if (!token) return null;
  const [customer] = await db
    .select(
      columnsOf(
        customers,
        'id',
        'email',
        'role',
        'companyName',
        'name',
        'surname',
        'phoneNumber',
        'language',
        'currency',
        'trn',
        'secondFactorEnabledAt',
      ),
    )
    .from(customers)
    .where(eq(customers.id, token.customerId));
  if (!customer) return null;
  const { secondFactorEnabledAt, ...rest } = customer;
  return {
    tokenId: token.id,
    scopes: token.scopes,
    count: token.count,
    windowStartedAt: token.windowStartedAt,
    customer: { ...rest, secondFactorEnabled: secondFactorEnabledAt !== null },
  };
}
