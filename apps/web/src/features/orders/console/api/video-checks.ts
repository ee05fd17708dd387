import type { VideoChecks } from '@screenspot/contracts/video-checks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const checksKey = (orderId: number) => ['admin', 'order', orderId, 'checks'] as const;

/** The creative checks of an order's video; asked again every 2 s while they run. */
export function useVideoChecks(orderId: number) {
  return useQuery({
    queryKey: checksKey(orderId),
    queryFn: () => api.get<VideoChecks>(`/api/admin/orders/${orderId}/checks`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });
}

/** Accepts a video despite its failed checks; the reason is kept with them. */
export function useOverrideChecks(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<VideoChecks>(`/api/admin/orders/${orderId}/checks/override`, { reason }),
    onSuccess: (checks) => queryClient.setQueryData(checksKey(orderId), checks),
  });
}
