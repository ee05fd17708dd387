import type { VideoChecks } from '@screenspot/contracts/video-checks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id/checks — the automatic checks of the order's video; polled while they run. */
export function useVideoChecks(orderId: number) {
  return useQuery({
    queryKey: [...ordersKey, orderId, 'checks'],
    queryFn: () => api.get<VideoChecks>(`/api/order/${orderId}/checks`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
}
