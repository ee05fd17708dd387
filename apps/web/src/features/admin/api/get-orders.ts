import type { OrdersQuery, PagedOrders } from '@screenspot/contracts/admin-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getOrders(query: OrdersQuery): Promise<PagedOrders> {
  return api.get<PagedOrders>(withQuery('/api/admin/orders', query));
}

export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: [...adminKeys.orders, query],
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQuery(query));
}
