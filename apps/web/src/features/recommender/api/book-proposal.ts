import type { Campaign } from '@screenspot/contracts/booking-api';
import type { RecommendedItem } from '@screenspot/contracts/recommendation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/campaigns with the proposal's items as they are: all booked, or none (409). */
export function useBookProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; items: RecommendedItem[] }) =>
      api.post<Campaign>('/api/campaigns', {
        name: input.name,
        items: input.items.map(({ ledId, startDate, endDate, dayparts, spotsPerLoop }) => ({
          ledId,
          startDate,
          endDate,
          dayparts,
          spotsPerLoop,
        })),
      }),
    // The booked proposal stays on screen; a new proposal is asked for with the form.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
