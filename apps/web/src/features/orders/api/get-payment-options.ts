import type { PaymentOptions } from '@screenspot/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/campaigns/:id/payment — what is due and how it can be paid. */
export function getPaymentOptions(campaignId: number): Promise<PaymentOptions> {
  return api.get<PaymentOptions>(`/api/campaigns/${campaignId}/payment`);
}

// Under the orders key: a live order event (paid, expired) refetches the payment page too.
export const paymentOptionsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'payment', campaignId],
    queryFn: () => getPaymentOptions(campaignId),
  });

export function usePaymentOptions(campaignId: number | null) {
  return useQuery({ ...paymentOptionsQuery(campaignId ?? 0), enabled: campaignId !== null });
}
