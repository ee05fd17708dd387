import type { OrderControls } from '@screenspot/contracts/order-control';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id/controls: what the order's page may offer now (decision 0025). */
export function getOrderControls(id: number): Promise<OrderControls> {
  return api.get<OrderControls>(`/api/order/${id}/controls`);
}

export const orderControlsQuery = (id: number) =>
  queryOptions({
    queryKey: [...ordersKey, id, 'controls'],
    queryFn: () => getOrderControls(id),
  });

export function useOrderControls(id: number) {
  return useQuery(orderControlsQuery(id));
}
