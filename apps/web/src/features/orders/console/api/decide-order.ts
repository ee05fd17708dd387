import type { AdminOrderDetail, ChangeOrderStatusInput } from '@screenspot/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

/** `videoId` names the video the operator watched: a decision on a swapped video is refused. */
export function approveOrder(id: number, videoId?: string): Promise<AdminOrderDetail> {
  return api.post<AdminOrderDetail>(`/api/admin/orders/${id}/approve`, { videoId });
}

export function rejectOrder(
  id: number,
  reason: string | undefined,
  videoId?: string,
  reasonCode?: string,
) {
  return api.post<AdminOrderDetail>(`/api/admin/orders/${id}/reject`, {
    reasonCode,
    reason,
    videoId,
  });
}

export function changeOrderStatus(
  id: number,
  input: ChangeOrderStatusInput,
): Promise<AdminOrderDetail> {
  return api.post<AdminOrderDetail>(`/api/admin/orders/${id}/status`, input);
}

type Decision =
  | { id: number; action: 'approve'; videoId?: string }
  | { id: number; action: 'reject'; reason?: string; reasonCode?: string; videoId?: string }
  | { id: number; action: 'status'; input: ChangeOrderStatusInput };

function decide(decision: Decision): Promise<AdminOrderDetail> {
  if (decision.action === 'approve') return approveOrder(decision.id, decision.videoId);
  if (decision.action === 'reject') {
    return rejectOrder(decision.id, decision.reason, decision.videoId, decision.reasonCode);
  }
  return changeOrderStatus(decision.id, decision.input);
}

/** Any status change; every list that shows orders is refreshed afterwards. */
export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.moderation });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'customer'] });
    },
  });
}
