import { orderPageSize } from '@screenspot/contracts/page-sizes';
import type { Order } from '@screenspot/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export const ordersKey = ['orders'] as const;

/** GET /api/order/getAll?page=0&size=100 — the customer's orders, newest first. */
export function getOrders(): Promise<Order[]> {
  return api.get<Order[]>(withQuery('/api/order/getAll', { page: 0, size: orderPageSize }));
}

export const ordersQuery = queryOptions({ queryKey: ordersKey, queryFn: getOrders });

export function useOrders() {
  return useQuery(ordersQuery);
}
