import type { OrderDelivery } from '@screenspot/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id/delivery: plays so far against plays booked, per day (the owner's only). */
export function useOrderDelivery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ordersKey, id, 'delivery'],
    queryFn: () => api.get<OrderDelivery>(`/api/order/${id}/delivery`),
    enabled,
    refetchInterval: 60_000,
  });
}
