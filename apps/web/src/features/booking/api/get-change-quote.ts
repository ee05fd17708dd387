import type { Quote } from '@screenspot/contracts/booking-api';
import type { CampaignChangeRequest } from '@screenspot/contracts/campaign-change';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/campaigns/{id}/changes/quote: the price of a change, nothing held yet. */
export function getChangeQuote(campaignId: number, change: CampaignChangeRequest): Promise<Quote> {
  return api.post<Quote>(`/api/campaigns/${campaignId}/changes/quote`, change);
}

export function useChangeQuote(campaignId: number, change: CampaignChangeRequest | null) {
  return useQuery({
    queryKey: ['campaign-change-quote', campaignId, change],
    queryFn: () => getChangeQuote(campaignId, change!),
    enabled: change !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
