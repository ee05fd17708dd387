import type { Order } from '@screenspot/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id — one of the customer's own orders. */
export function getOrder(id: number): Promise<Order> {
  return api.get<Order>(`/api/order/${id}`);
}

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: [...ordersKey, id], queryFn: () => getOrder(id) });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
}
