import type { OrderHistoryEntry } from '@screenspot/contracts/order';
import type { OrderControls } from '@screenspot/contracts/order-control';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

/** GET /api/admin/orders/:id/controls: pause and replacement state of any order. */
export const orderControlsQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.order(id), 'controls'],
    queryFn: () => api.get<OrderControls>(`/api/admin/orders/${id}/controls`),
  });

export function useOrderControls(id: number) {
  return useQuery(orderControlsQuery(id));
}

/** GET /api/admin/orders/:id/changes: pauses, schedule changes and replacement videos. */
export function useOrderChanges(id: number) {
  return useQuery({
    queryKey: [...adminKeys.order(id), 'changes'],
    queryFn: () => api.get<OrderHistoryEntry[]>(`/api/admin/orders/${id}/changes`),
  });
}

export const replacementVideoUrl = (id: number) => `/api/admin/orders/${id}/replacement/video`;

type Change =
  | { action: 'pause'; reason: string }
  | { action: 'resume' }
  | { action: 'approve' }
  | { action: 'reject'; reason: string };

function send(id: number, change: Change): Promise<OrderControls> {
  switch (change.action) {
    case 'pause':
      return api.post(`/api/admin/orders/${id}/pause`, { reason: change.reason });
    case 'resume':
      return api.post(`/api/admin/orders/${id}/resume`);
    case 'approve':
      return api.post(`/api/admin/orders/${id}/replacement`, { decision: 'approve' });
    case 'reject':
      return api.post(`/api/admin/orders/${id}/replacement`, {
        decision: 'reject',
        reason: change.reason,
      });
  }
}

/** Pause, resume, or decide on a replacement; the order and its history are refreshed. */
export function useControlOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
  });
}
