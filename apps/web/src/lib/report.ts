import type { CampaignReport } from '@screenspot/contracts/report';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The report's cache key: the live `delivery` event names the campaign to refetch. */
export const reportKey = (campaignId: number) => ['campaign-report', campaignId] as const;

export const reportUrl = (campaignId: number, query = '') =>
  `/api/campaigns/${campaignId}/report${query}`;

/**
 * GET /api/campaigns/:id/report (the owner's or an operator's). Live events refetch it as plays
 * arrive; the slow interval only covers a stream that is down.
 */
export function useCampaignReport(campaignId: number) {
  return useQuery({
    queryKey: reportKey(campaignId),
    queryFn: () => api.get<CampaignReport>(reportUrl(campaignId)),
    refetchInterval: 120_000,
  });
}
