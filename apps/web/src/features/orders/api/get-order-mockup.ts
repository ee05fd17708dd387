import type { Mockup } from '@screenspot/contracts/mockup';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id/mockup — the order's in-situ mock-up; polled while it is drawn. */
const mockupQuery = (orderId: number) => ({
  queryKey: [...ordersKey, orderId, 'mockup'],
  queryFn: () => api.get<Mockup>(`/api/order/${orderId}/mockup`),
  refetchInterval: (query: { state: { data?: Mockup } }) =>
    query.state.data?.status === 'pending' ? 3_000 : false,
});

export function useOrderMockup(orderId: number) {
  return useQuery(mockupQuery(orderId));
}

/** The mock-ups of several orders (a campaign's). */
export function useOrdersMockups(orderIds: number[]) {
  return useQueries({ queries: orderIds.map(mockupQuery) });
}
