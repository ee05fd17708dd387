import type { VideoChecks } from '@screenspot/contracts/video-checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { orderPartKey, usePendingOrderPart } from './order-part';

/** The creative checks of an order's video; asked again every 2 s while they run. */
export function useVideoChecks(orderId: number) {
  return usePendingOrderPart<VideoChecks>(orderId, 'checks');
}

/** Accepts a video despite its failed checks; the reason is kept with them. */
export function useOverrideChecks(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<VideoChecks>(`/api/admin/orders/${orderId}/checks/override`, { reason }),
    onSuccess: (checks) => queryClient.setQueryData(orderPartKey(orderId, 'checks'), checks),
  });
}
