import type { Campaign, CampaignOrder, QuoteItem } from '@screenspot/contracts/booking-api';
import {
  holdingStatuses,
  orderStatus,
  orderStatusMessages,
  paidLabel,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import { campaignSummary } from '@screenspot/contracts/campaign-summary';
import { videoUrl } from '../orders/service';
import { campaignStatus } from './campaign-status';
import type { CampaignOrderRow } from './repository';
import { toQuote } from './schedule';

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

function toOrder(row: CampaignOrderRow, item: QuoteItem, now: Date): CampaignOrder {
  return {
    orderId: row.id,
    ledId: row.screenId,
    statusCode: row.statusCode,
    statusMessage: statusMessage(row, now),
    holdExpiresAt: isHolding(row) ? row.holdExpiresAt!.toISOString() : null,
    screen: { ledId: row.screenId, billboardName: item.billboardName },
    schedule: {
      startDate: item.startDate,
      endDate: item.endDate,
      dayparts: item.dayparts,
      spotsPerLoop: item.spotsPerLoop,
    },
    video: row.videoKey
      ? {
          url: videoUrl(row.id),
          fileName: row.videoFileName,
          durationSeconds: (row.videoDurationMs ?? 0) / 1000,
        }
      : null,
    subtotalCents: item.subtotalCents,
    vatCents: item.vatCents,
    totalCents: item.totalCents,
  };
}

/**
 * A campaign as its owner reads it: its orders, its status derived from theirs, its deadlines read
 * from what the orders store, and its totals from the quotes frozen at booking.
 */
export function toCampaign(
  campaign: { id: number; name: string | null; createdAt: Date },
  rows: CampaignOrderRow[],
  now: Date,
): Campaign {
  const items = rows.map((row) => row.quote as unknown as QuoteItem);
  const orders = rows.map((row, index) => toOrder(row, items[index]!, now));
  const { subtotalCents, vatCents, totalCents } = campaignSummary(orders);
  return {
    id: campaign.id,
    campaignId: campaign.id,
    name: campaign.name,
    status: campaignStatus(rows, now),
    createdAt: campaign.createdAt.toISOString(),
    holdExpiresAt: earliest(rows.filter(isHolding).map((row) => row.holdExpiresAt!)),
    // An approved order's hold is its payment window.
    paymentDueAt: earliest(
      rows
        .filter((row) => row.statusCode === orderStatus.approved && row.holdExpiresAt)
        .map((row) => row.holdExpiresAt!),
    ),
    totals: { subtotalCents, vatCents, totalCents },
    // Frozen at booking: the totals are those of the orders' own quotes.
    quote: toQuote(items, campaign.createdAt),
    orders,
  };
}
