import { daypartIds, type DaypartId } from '@screenspot/contracts/booking';
import type { Campaign, CampaignOrder, QuoteItem } from '@screenspot/contracts/booking-api';
import type { CampaignStatus } from '@screenspot/contracts/campaign-status';
import type { CampaignApproval } from '@screenspot/contracts/organisation';
import type { ClientName } from '@screenspot/contracts/organisation-client';
import {
  holdingStatuses,
  orderStatus,
  orderStatusMessages,
  paidLabel,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import { campaignSummary } from '@screenspot/contracts/campaign-summary';
import { videoUrl } from '../orders';
import { campaignStatus } from './campaign-status';
import type { Db } from '../../db/client';
import { findScreens, type CampaignOrderRow } from './repository';
import { toQuote } from './schedule';
import { approvalViews } from './approval';
import { clientNamesById } from '../organisations';
import type { ApprovalState } from './approval.repository';

type CampaignRow = {
  id: number;
  name: string | null;
  createdAt: Date;
  createdBy?: number | null;
  approvalState?: ApprovalState | null;
  clientId?: number | null;
};

/** While a campaign waits for spend approval, that is its status, whatever its orders wait for. */
function withApproval(status: CampaignStatus, approval: CampaignApproval): CampaignStatus {
  const waiting = ['draft', 'in_review', 'awaiting_payment'].includes(status);
  return approval?.state === 'awaiting_approval' && waiting ? 'awaiting_approval' : status;
}

function statusMessage(order: CampaignOrderRow, now: Date): string {
  if (order.statusCode === orderStatus.paid) return paidLabel(order.firstCellAt, now);
  return orderStatusMessages[order.statusCode as OrderStatusCode] ?? 'Unknown';
}

const isHolding = (row: CampaignOrderRow) =>
  holdingStatuses.includes(row.statusCode as OrderStatusCode) && row.holdExpiresAt !== null;

/** The earliest of the deadlines, or null when there is none. */
function earliest(dates: Date[]): string | null {
  if (dates.length === 0) return null;
  return new Date(Math.min(...dates.map((d) => d.getTime()))).toISOString();
}

/** The quote frozen at booking; an order written without one (by hand) has none. */
const quoteOf = (row: CampaignOrderRow) => (row.quote as unknown as QuoteItem | null) ?? null;

function toOrder(row: CampaignOrderRow, names: Map<number, string>, now: Date): CampaignOrder {
  const quote = quoteOf(row);
  // The order's own columns hold its schedule and price (a schedule change rewrites them).
  return {
    orderId: row.id,
    ledId: row.screenId,
    statusCode: row.statusCode,
    statusMessage: statusMessage(row, now),
    holdExpiresAt: isHolding(row) ? row.holdExpiresAt!.toISOString() : null,
    screen: {
      ledId: row.screenId,
      billboardName: quote?.billboardName ?? names.get(row.screenId) ?? '',
    },
    schedule: {
      startDate: row.flightStart ?? quote?.startDate ?? '',
      endDate: row.flightEnd ?? quote?.endDate ?? '',
      dayparts: ((row.dayparts ?? quote?.dayparts ?? []) as DaypartId[]).filter((d) =>
        daypartIds.includes(d),
      ),
      spotsPerLoop: row.spotsPerLoop ?? quote?.spotsPerLoop ?? 0,
    },
    video: row.videoKey
      ? {
          url: videoUrl(row.id),
          fileName: row.videoFileName,
          durationSeconds: (row.videoDurationMs ?? 0) / 1000,
        }
      : null,
    subtotalCents: row.subtotalCents ?? quote?.subtotalCents ?? 0,
    vatCents: row.vatCents ?? quote?.vatCents ?? 0,
    totalCents: row.totalCents ?? quote?.totalCents ?? 0,
  };
}

/**
 * A campaign as its owner reads it: its orders, its status derived from theirs, its deadlines read
 * from what the orders store, and its totals from the orders' own prices.
 */
function toCampaign(
  campaign: CampaignRow,
  rows: CampaignOrderRow[],
  names: Map<number, string>,
  now: Date,
  approval: CampaignApproval,
  client: ClientName | null,
): Campaign {
  const orders = rows.map((row) => toOrder(row, names, now));
  const { subtotalCents, vatCents, totalCents } = campaignSummary(orders);
  const frozen = rows.map(quoteOf).filter((quote) => quote !== null);
  return {
    id: campaign.id,
    campaignId: campaign.id,
    name: campaign.name,
    status: withApproval(campaignStatus(rows, now), approval),
    createdAt: campaign.createdAt.toISOString(),
    holdExpiresAt: earliest(rows.filter(isHolding).map((row) => row.holdExpiresAt!)),
    // An approved order's hold is its payment window.
    paymentDueAt: earliest(
      rows
        .filter((row) => row.statusCode === orderStatus.approved && row.holdExpiresAt)
        .map((row) => row.holdExpiresAt!),
    ),
    totals: { subtotalCents, vatCents, totalCents },
    // Frozen at booking: the quotes the orders were sold at.
    quote: toQuote(frozen, campaign.createdAt),
    orders,
    approval,
    client,
  };
}

/** Campaigns with their orders (each campaign's among `rows`), as their owner reads them. */
export async function campaignViews(
  db: Db,
  campaigns: CampaignRow[],
  rows: CampaignOrderRow[],
  now: Date,
): Promise<Campaign[]> {
  const [approvals, clients] = await Promise.all([
    approvalViews(db, campaigns),
    clientNamesById(
      db,
      campaigns.map((campaign) => campaign.clientId),
    ),
  ]);
  // Screen names come with each quote; only an order without one needs its screen's.
  const unnamed = rows.filter((row) => !quoteOf(row)).map((row) => row.screenId);
  const screens = unnamed.length > 0 ? await findScreens(db, [...new Set(unnamed)]) : [];
  const names = new Map(screens.map((screen) => [screen.id, screen.billboardName]));
  return campaigns.map((campaign) =>
    toCampaign(
      campaign,
      rows.filter((row) => row.campaignId === campaign.id),
      names,
      now,
      approvals.get(campaign.id) ?? null,
      (campaign.clientId && clients.get(campaign.clientId)) || null,
    ),
  );
}
