// Spend approval, maker-checker (decision 0053): in an organisation of several members, a campaign
// whose total exceeds the approval limit waits for an approver who did not make it. Its orders
// hold their cells under the usual hold rules meanwhile; it cannot be paid or sent to review; a
// decline cancels it, which releases the cells.
import { historyReason } from '@screenspot/contracts/history-reasons';
import type { CampaignApproval } from '@screenspot/contracts/organisation';
import {
  holdingStatuses,
  orderStatus,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as approvals from './approval.repository';
import type { ApprovalState } from './approval.repository';
import * as repository from './repository';
import type { ErrorKey } from '../../error-messages';

/** What booking needs to know of the member who books: who, the limit, and the team's size. */
export type Spend = { createdBy: number; limitCents: number | null; memberCount: number };

export const approvalMessages = {
  awaiting: 'organisation.awaitingApproval',
  notAwaiting: 'organisation.notAwaitingApproval',
  ownCampaign: 'organisation.ownCampaign',
  withVideo: 'organisation.approvalWithVideo',
} as const satisfies Record<string, ErrorKey>;

export function needsApproval(spend: Spend | undefined, totalCents: number): boolean {
  return (
    spend !== undefined &&
    spend.memberCount > 1 &&
    spend.limitCents !== null &&
    totalCents > spend.limitCents
  );
}

/** After booking, in its transaction: the maker, and whether the campaign waits for approval. */
export async function recordMaker(
  tx: Db,
  campaignId: number,
  spend: Spend | undefined,
  totalCents: number,
) {
  if (!spend) return;
  const state: ApprovalState | null = needsApproval(spend, totalCents) ? 'awaiting_approval' : null;
  await approvals.markMadeBy(tx, campaignId, spend.createdBy, state);
}

/** Refuses paying or sending to review a campaign that still waits for approval (409). */
export async function assertApproved(db: Db, campaignId: number | null) {
  if (campaignId === null) return;
  if ((await approvals.approvalStateOf(db, campaignId)) === 'awaiting_approval') {
    throw new HttpError(409, approvalMessages.awaiting);
  }
}

/**
 * An approver's decision, once: the campaign is locked, must be waiting, and its maker cannot
 * decide it. A decline cancels every order still holding cells, which frees them.
 */
export async function decide(
  db: Db,
  input: { accountId: number; memberId: number; campaignId: number; approve: boolean },
) {
  await db.transaction(async (tx) => {
    const campaign = await approvals.lockCampaign(tx, input.accountId, input.campaignId);
    if (!campaign) throw new HttpError(404, 'booking.campaignNotFound');
    if (campaign.approvalState !== 'awaiting_approval') {
      throw new HttpError(409, approvalMessages.notAwaiting);
    }
    if (campaign.createdBy === input.memberId)
      throw new HttpError(403, approvalMessages.ownCampaign);
    await approvals.recordDecision(tx, {
      campaignId: campaign.id,
      decision: input.approve ? 'approved' : 'declined',
      decidedBy: input.memberId,
    });
    if (input.approve) return;
    const rows = await repository.lockCampaignOrders(tx, campaign.id);
    for (const row of rows) {
      if (!holdingStatuses.includes(row.statusCode as OrderStatusCode)) continue;
      await repository.setOrderStatus(tx, {
        orderId: row.id,
        from: row.statusCode,
        to: orderStatus.cancelled,
        changedBy: input.memberId,
        reason: historyReason('spendDeclined'),
      });
    }
  });
}

/** Each campaign's approval as its page shows it; null where none was needed. */
export async function approvalViews(
  db: Db,
  campaigns: { id: number; createdBy?: number | null; approvalState?: ApprovalState | null }[],
): Promise<Map<number, CampaignApproval>> {
  const asked = campaigns.filter((c) => c.approvalState);
  if (asked.length === 0) return new Map();
  const makers = [...new Set(asked.map((c) => c.createdBy).filter((id) => id != null))];
  const [decisions, names] = await Promise.all([
    approvals.decisionsOf(
      db,
      asked.map((c) => c.id),
    ),
    makers.length > 0 ? approvals.namesOf(db, makers as number[]) : [],
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return new Map(
    asked.map((c) => [
      c.id,
      {
        state: c.approvalState!,
        createdBy: (c.createdBy != null && nameOf.get(c.createdBy)) || '',
        createdById: c.createdBy ?? null,
        decisions: decisions
          .filter((d) => d.campaignId === c.id)
          .map((d) => ({ decision: d.decision, by: d.by, at: d.at.toISOString() })),
      },
    ]),
  );
}
