import type { Campaign } from '@screenspot/contracts/booking-api';
import type { AdvertFields } from '@screenspot/contracts/compliance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ScheduleChoice } from '../schedule';

/** POST /api/campaigns: books every screen or none; a 409 lists the cells that lack room. */
export function createCampaign(input: {
  name?: string;
  /** What the campaign advertises (decision 0047). */
  advert?: AdvertFields;
  /** The organisation's client it is for (decision 0060). */
  clientId?: number;
  items: (ScheduleChoice & { ledId: number })[];
}): Promise<Campaign> {
  return api.post<Campaign>('/api/campaigns', input);
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
