import type { OrdersQuery, PagedOrders } from '@screenspot/contracts/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../components/console/keys';
import { pageQuery } from '../../../../components/console/page-query';

/** GET /api/admin/orders — a page of orders, filtered; kept fresh for ten seconds. */
export function useOrders(query: OrdersQuery) {
  return useQuery({
    ...pageQuery<PagedOrders>(adminKeys.orders, '/api/admin/orders', query),
    staleTime: 10_000,
  });
}
