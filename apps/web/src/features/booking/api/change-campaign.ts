import type { CampaignChange, CampaignChangeRequest } from '@screenspot/contracts/campaign-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/campaigns/{id}/changes: holds the change all or nothing; 409 when cells are gone. */
export function changeCampaign(input: {
  campaignId: number;
  change: CampaignChangeRequest;
}): Promise<CampaignChange> {
  return api.post<CampaignChange>(`/api/campaigns/${input.campaignId}/changes`, input.change);
}

export function useChangeCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCampaign,
    // The campaign, its orders and the screens' free spots all changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
