import type { AdminSummary } from '@screenspot/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../components/console/keys';

export function getSummary(): Promise<AdminSummary> {
  return api.get<AdminSummary>('/api/admin/summary');
}

/** Counts beside the navigation; refreshed while the console is open. */
export const summaryQuery = queryOptions({
  queryKey: adminKeys.summary,
  queryFn: getSummary,
  refetchInterval: 30_000,
  staleTime: 10_000,
});

export function useSummary() {
  return useQuery(summaryQuery);
}
