import type { PaymentAnswer, PaymentMethod } from '@screenspot/contracts/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** POST /api/campaigns/:id/payment — an invoice to pay by transfer, or a card checkout. */
export function payCampaign(campaignId: number, method: PaymentMethod): Promise<PaymentAnswer> {
  return api.post<PaymentAnswer>(`/api/campaigns/${campaignId}/payment`, { method });
}

export function usePayCampaign(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) => payCampaign(campaignId, method),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
