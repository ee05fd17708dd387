import type { OrderHistoryEntry } from '@screenspot/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id/history: the order's statuses with their dates, oldest first. */
export function getOrderHistory(id: number): Promise<OrderHistoryEntry[]> {
  return api.get<OrderHistoryEntry[]>(`/api/order/${id}/history`);
}

export const orderHistoryQuery = (id: number) =>
  queryOptions({ queryKey: [...ordersKey, id, 'history'], queryFn: () => getOrderHistory(id) });

export function useOrderHistory(id: number | null) {
  return useQuery({ ...orderHistoryQuery(id ?? 0), enabled: id !== null });
}
