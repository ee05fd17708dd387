import type { AdminOrderDetail } from '@screenspot/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

export function getOrder(id: number): Promise<AdminOrderDetail> {
  return api.get<AdminOrderDetail>(`/api/admin/orders/${id}`);
}

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: () => getOrder(id), staleTime: 10_000 });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
}

/** The Range-served address the console's player streams the order's video from. */
export const orderVideoUrl = (id: number) => `/api/admin/orders/${id}/video`;
