import type { AdminOrder } from '@screenspot/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

export function getModerationQueue(): Promise<AdminOrder[]> {
  return api.get<AdminOrder[]>('/api/admin/moderation');
}

/** Orders under review, oldest first; new uploads appear while the page is open. */
export const moderationQueueQuery = queryOptions({
  queryKey: adminKeys.moderation,
  queryFn: getModerationQueue,
  refetchInterval: 30_000,
  staleTime: 10_000,
});

export function useModerationQueue() {
  return useQuery(moderationQueueQuery);
}
