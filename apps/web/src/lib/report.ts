import type { CampaignReport } from '@screenspot/contracts/report';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The report's cache key: the live `delivery` event names the campaign to refetch. */
export const reportKey = (campaignId: number) => ['campaign-report', campaignId] as const;

/** The report with its hours, under the report's key, so the same live events refetch it. */
const reportHoursKey = (campaignId: number) => [...reportKey(campaignId), 'hours'] as const;

export const reportUrl = (campaignId: number, query = '') =>
  `/api/campaigns/${campaignId}/report${query}`;

/**
 * GET /api/campaigns/:id/report (the owner's or an operator's): days and totals. Live events
 * refetch it as plays arrive; the slow interval only covers a stream that is down.
 */
export function useCampaignReport(campaignId: number) {
  return useQuery({
    queryKey: reportKey(campaignId),
    queryFn: () => api.get<CampaignReport>(reportUrl(campaignId)),
    refetchInterval: 120_000,
  });
}

/**
 * GET /api/campaigns/:id/report?by=hour: the report with each order's hours, for the hour grid
 * only (a long flight has thousands), read once `enabled` (the grid is near the window).
 */
export function useCampaignReportHours(campaignId: number, enabled: boolean) {
  return useQuery({
    queryKey: reportHoursKey(campaignId),
    queryFn: () => api.get<CampaignReport>(reportUrl(campaignId, '?by=hour')),
    enabled,
    refetchInterval: 120_000,
  });
}
