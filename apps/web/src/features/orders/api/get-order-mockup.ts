import type { Mockup } from '@screenspot/contracts/mockup';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id/mockup — the order's in-situ mock-up; polled while it is drawn. */
export function useOrderMockup(orderId: number) {
  return useQuery({
    queryKey: [...ordersKey, orderId, 'mockup'],
    queryFn: () => api.get<Mockup>(`/api/order/${orderId}/mockup`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
}
