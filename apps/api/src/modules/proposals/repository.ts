import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  organisationMembers,
  organisations,
  proposals,
  screenImages,
  screens,
} from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type ProposalRow = typeof proposals.$inferSelect;
export type NewProposal = typeof proposals.$inferInsert;

export async function insertProposal(db: Db, values: NewProposal): Promise<ProposalRow> {
  const [row] = await db.insert(proposals).values(values).returning();
  return row!;
}

/** The organisation's proposal (keyed on its account); null for anyone else's. */
export async function findOwn(db: Db, accountId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), eq(proposals.customerId, accountId)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The organisation's newest proposals (a bounded page). */
export function listOwn(db: Db, accountId: number, limit: number): Promise<ProposalRow[]> {
  return db
    .select()
    .from(proposals)
    .where(eq(proposals.customerId, accountId))
    .orderBy(desc(proposals.id))
    .limit(limit);
}

/** The proposal a link opens, locked for update when asked. */
export async function findByToken(db: Db, tokenHash: string, lock = false) {
  const query = db.select().from(proposals).where(eq(proposals.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function setToken(db: Db, id: number, tokenHash: string): Promise<void> {
  await db
    .update(proposals)
    .set({ tokenHash, sharedAt: sql`now()` })
    .where(eq(proposals.id, id));
}

/** Ends a proposal: its new state, its hold gone, and who answered it (for a client's answer). */
export async function finish(
  db: Db,
  id: number,
  values: {
    state: 'approved' | 'declined' | 'revoked' | 'expired';
    clientName?: string;
    clientEmail?: string;
    campaignId?: number;
  },
): Promise<void> {
  await db
    .update(proposals)
    .set({ ...values, held: false, decidedAt: values.clientName ? sql`now()` : undefined })
    .where(eq(proposals.id, id));
}

/** Counts a view; answers the count and when it was viewed before (null the first time). */
export async function countView(db: Db, id: number) {
  const [row] = await queryRows<{ views: number; previous: Date | string | null }>(
    db,
    sql`update proposals p set views = p.views + 1, viewed_at = now()
        from proposals old where old.id = p.id and p.id = ${id}
        returning p.views, old.viewed_at as previous`,
  );
  if (!row) return null;
  return { views: row.views, previous: row.previous === null ? null : new Date(row.previous) };
}

/** Held proposals whose time is up, oldest first. */
export function lapsedHolds(db: Db, now: Date, limit: number) {
  return db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.held, true), lte(proposals.expiresAt, now)))
    .orderBy(asc(proposals.expiresAt))
    .limit(limit);
}

/** Locks one proposal unless another instance holds it (that one is expiring it). */
export async function lockIfFree(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(proposals)
    .where(eq(proposals.id, id))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** The plan's screens: names in both languages, location, and whether a photo is stored. */
export function screensOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...columnsOf(screens, 'id', 'name', 'nameAr', 'location', 'locationAr'),
      hasPhoto: sql<boolean>`${screenImages.screenId} is not null`,
    })
    .from(screens)
    .leftJoin(screenImages, eq(screenImages.screenId, screens.id))
    .where(inArray(screens.id, ids));
}

/**
 * The organisation of an account key: its name, approval limit and number of members (what
 * maker-checker needs when a client's approval books the campaign).
 */
export async function organisationOfAccount(db: Db, accountId: number) {
  const [row] = await db
    .select({
      name: organisations.name,
      approvalLimitCents: organisations.approvalLimitCents,
      memberCount: sql<number>`(select count(*)::int from ${organisationMembers} m
        where m.organisation_id = ${organisations.id})`,
    })
    .from(organisations)
    .where(eq(organisations.accountCustomerId, accountId));
  return row ?? null;
}

export async function setCampaign(db: Db, id: number, campaignId: number): Promise<void> {
  await db.update(proposals).set({ campaignId }).where(eq(proposals.id, id));
}

/** The screens' photos a PDF can embed (JPEG and PNG; other formats are left out). */
export function screenPhotos(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columnsOf(screenImages, 'screenId', 'bytes'))
    .from(screenImages)
    .where(
      and(
        inArray(screenImages.screenId, ids),
        inArray(screenImages.contentType, ['image/jpeg', 'image/png']),
      ),
    );
}
