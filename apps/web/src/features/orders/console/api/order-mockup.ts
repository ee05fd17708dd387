import type { Mockup } from '@screenspot/contracts/mockup';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const mockupKey = (orderId: number) => ['admin', 'order', orderId, 'mockup'] as const;

/** GET /api/admin/orders/:id/mockup — the order's mock-up; asked again while it renders. */
export function useOrderMockup(orderId: number) {
  return useQuery({
    queryKey: mockupKey(orderId),
    queryFn: () => api.get<Mockup>(`/api/admin/orders/${orderId}/mockup`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });
}
