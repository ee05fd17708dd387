import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignApprovals, campaigns, customers } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type ApprovalState = 'awaiting_approval' | 'approved' | 'declined';

/** Who made the campaign, and whether it waits for spend approval. */
export async function markMadeBy(
  db: Db,
  campaignId: number,
  createdBy: number,
  approvalState: ApprovalState | null,
) {
  await db.update(campaigns).set({ createdBy, approvalState }).where(eq(campaigns.id, campaignId));
}

/** The organisation's campaign, locked for a decision on it. */
export async function lockCampaign(db: Db, accountId: number, campaignId: number) {
  const [row] = await db
    .select(columnsOf(campaigns, 'id', 'createdBy', 'approvalState'))
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.customerId, accountId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function approvalStateOf(db: Db, campaignId: number) {
  const [row] = await db
    .select({ approvalState: campaigns.approvalState })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row?.approvalState ?? null;
}

export async function recordDecision(
  db: Db,
  decision: { campaignId: number; decision: 'approved' | 'declined'; decidedBy: number },
) {
  await db.insert(campaignApprovals).values(decision);
  await db
    .update(campaigns)
    .set({ approvalState: decision.decision })
    .where(eq(campaigns.id, decision.campaignId));
}

const fullName = sql<string>`coalesce(${customers.name} || ' ' || ${customers.surname}, '')`;

/** Each decision on the campaigns, oldest first, with the decider's name. */
export function decisionsOf(db: Db, campaignIds: number[]) {
  return db
    .select({
      campaignId: campaignApprovals.campaignId,
      decision: campaignApprovals.decision,
      by: fullName,
      at: campaignApprovals.decidedAt,
    })
    .from(campaignApprovals)
    .leftJoin(customers, eq(customers.id, campaignApprovals.decidedBy))
    .where(inArray(campaignApprovals.campaignId, campaignIds))
    .orderBy(asc(campaignApprovals.decidedAt), asc(campaignApprovals.id));
}

export function namesOf(db: Db, customerIds: number[]) {
  return db
    .select({ id: customers.id, name: fullName })
    .from(customers)
    .where(inArray(customers.id, customerIds));
}
