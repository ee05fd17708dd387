import type { Campaign } from '@screenspot/contracts/booking-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { campaignsKey } from '../../../lib/campaign-keys';

export { campaignsKey };

/** Campaigns shown on one page of /campaigns. */
export const campaignPageSize = 20;

export type CampaignPage = { items: Campaign[]; total: number };

/** GET /api/campaigns?page&size — the customer's campaigns, newest first, and how many in all. */
export async function getCampaigns(page: number, size = campaignPageSize): Promise<CampaignPage> {
  const { data, headers } = await api.getWithHeaders<Campaign[]>(
    withQuery('/api/campaigns', { page, size }),
  );
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isFinite(total) ? total : data.length };
}

export const campaignsQuery = (page: number, size = campaignPageSize) =>
  queryOptions({
    queryKey: [...campaignsKey, 'page', page, size],
    queryFn: () => getCampaigns(page, size),
  });

export function useCampaigns(page: number, size?: number) {
  return useQuery({ ...campaignsQuery(page, size), placeholderData: keepPreviousData });
}
