import type { Campaign } from '@screenspot/contracts/booking-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignKey } from '../../../lib/campaign-keys';

/** GET /api/campaigns/:id — one of the customer's campaigns with its orders. */
export function getCampaign(id: number): Promise<Campaign> {
  return api.get<Campaign>(`/api/campaigns/${id}`);
}

export const campaignQuery = (id: number) =>
  queryOptions({ queryKey: campaignKey(id), queryFn: () => getCampaign(id) });

export function useCampaign(id: number | null) {
  return useQuery({ ...campaignQuery(id ?? 0), enabled: id !== null });
}
