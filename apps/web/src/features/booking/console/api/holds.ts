import type { AdminHoldCustomer, HoldRelease } from '@screenspot/contracts/admin-holds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

// Under the orders key: a live order event (a hold expired or paid elsewhere) refreshes it too.
const holdsKey = [...adminKeys.orders, 'holds'] as const;

export function getHolds(): Promise<AdminHoldCustomer[]> {
  return api.get<AdminHoldCustomer[]>('/api/admin/holds');
}

export const holdsQuery = () => queryOptions({ queryKey: holdsKey, queryFn: getHolds });

export function useHolds() {
  return useQuery(holdsQuery());
}

export function releaseHold(orderId: number): Promise<HoldRelease> {
  return api.post<HoldRelease>(`/api/admin/holds/${orderId}/release`);
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
